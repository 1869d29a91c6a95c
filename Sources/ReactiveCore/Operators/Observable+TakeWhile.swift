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
    while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
  ) -> Observable<Element> {
    lift(.takeWhile(TakeWhileParameters(predicate: predicate, behavior: behavior)))
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
    until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
  ) -> Observable<Element> {
    lift(
      .takeWhile(
        TakeWhileParameters(predicate: { try !predicate($0) }, behavior: behavior)))
  }
}

extension ObservableType {
  /// RxSwift 5's name for ``take(while:behavior:)``, kept so older code compiles.
  ///
  /// ```swift
  /// values.takeWhile { $0 < 3 }
  /// ```
  ///
  /// - Parameter predicate: Whether to keep going.
  /// - Returns: The shortened sequence.
  @available(*, deprecated, renamed: "take(while:)")
  public func takeWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    take(while: predicate)
  }
}

/// The parameters of `take(while:behavior:)`.
struct TakeWhileParameters<Element> {
  let predicate: (Element) throws -> Bool
  let behavior: TakeBehavior
}

/// `take(while:behavior:)`: the predicate, and whether the element that fails it is sent.
final class TakeWhileSink<Observer: ObserverType>:
  OperatorSink<TakeWhileParameters<Observer.Element>, Observer>, ValueOperatorSink,
  @unchecked Sendable
{
  private var running = true

  /// The per-value path: no ``Event`` is built on the way down.
  func onNext(_ value: Observer.Element) {
    guard running else { return }
    do {
      running = try parameters.predicate(value)
    } catch {
      running = false
      forwardErrorAndDispose(error)
      return
    }
    if running {
      forwardNext(value)
    } else {
      if parameters.behavior == .inclusive { forwardNext(value) }
      complete()
    }
  }

  /// Out of line, so that ``onNext(_:)`` builds no ``Event``.
  @inline(never)
  private func complete() {
    forwardTerminal(Event<Observer.Element>.completed)
  }
}
