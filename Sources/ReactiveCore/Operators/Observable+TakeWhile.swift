extension ObservableType {
  /// Sends elements while `predicate` holds; the first element that fails it completes the
  /// sequence (and is sent too with `.inclusive`).
  ///
  /// ```swift
  /// Observable.of(1, 2, 3, 1).take(while: { $0 < 3 })  // 1, 2, completed
  /// ```
  ///
  /// - Parameters:
  ///   - predicate: Whether to keep going; a thrown error is sent as an `error` event.
  ///   - behavior: Whether the element that fails `predicate` is sent.
  /// - Returns: The shortened sequence.
  public func take(
    while predicate: @escaping @Sendable (Element) throws -> Bool,
    behavior: TakeBehavior = .exclusive
  ) -> Observable<Element> {
    lift(.takeWhile(behavior), predicate)
  }

  /// Sends elements until one satisfies `predicate`, then completes (sending that element too
  /// with `.inclusive`).
  ///
  /// ```swift
  /// Observable.of(1, 2, 3, 4).take(until: { $0 == 3 }, behavior: .inclusive)  // 1, 2, 3
  /// ```
  ///
  /// - Parameters:
  ///   - predicate: Whether to stop; a thrown error is sent as an `error` event.
  ///   - behavior: Whether the element that satisfies `predicate` is sent.
  /// - Returns: The shortened sequence.
  public func take(
    until predicate: @escaping @Sendable (Element) throws -> Bool,
    behavior: TakeBehavior = .exclusive
  ) -> Observable<Element> {
    lift(.takeWhile(behavior)) { try !predicate($0) }
  }
}

/// `take(while:behavior:)`: `parameters` tests the elements, and its kind says whether the
/// element that fails the test is sent.
// unchecked Sendable: `running` and the Sink's state change only in its source's events, which
// arrive one at a time (contract 2)
final class TakeWhileSink<Observer: ObserverType>:
  OperatorSink<ElementTest<Observer.Element>, Observer>, ValueOperatorSink,
  @unchecked Sendable
{
  private var running = true

  /// The per-value path: no ``Event`` is built on the way down.
  func onNext(_ value: Observer.Element) {
    guard running else { return }
    do {
      running = try parameters.test(value)
    } catch {
      running = false
      forwardErrorAndDispose(error)
      return
    }
    if running {
      forwardNext(value)
    } else {
      if case .takeWhile(.inclusive) = parameters.kind { forwardNext(value) }
      complete()
    }
  }

  /// Out of line, so that ``onNext(_:)`` builds no ``Event``.
  @inline(never)
  private func complete() {
    forwardTerminal(Event<Observer.Element>.completed)
  }
}
