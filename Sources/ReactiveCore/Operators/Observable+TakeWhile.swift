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
    TakeWhileProducer(source: asObservable(), predicate: predicate, behavior: behavior)
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
    TakeWhileProducer(
      source: asObservable(), predicate: { try !predicate($0) }, behavior: behavior)
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

private final class TakeWhileProducer<Element>: Producer<Element>, @unchecked Sendable {
  let source: Observable<Element>
  let predicate: (Element) throws -> Bool
  let behavior: TakeBehavior

  init(
    source: Observable<Element>, predicate: @escaping (Element) throws -> Bool,
    behavior: TakeBehavior
  ) {
    self.source = source
    self.predicate = predicate
    self.behavior = behavior
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let sink = TakeWhileSink(
      predicate: predicate, behavior: behavior, observer: observer, cancel: cancel)
    return (sink, source.subscribe(sink))
  }
}

private final class TakeWhileSink<Observer: ObserverType>: Sink<Observer>, ObserverType,
  @unchecked Sendable
{
  typealias Element = Observer.Element
  let predicate: (Element) throws -> Bool
  let behavior: TakeBehavior
  private var running = true

  init(
    predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior, observer: Observer,
    cancel: Cancelable
  ) {
    self.predicate = predicate
    self.behavior = behavior
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let value):
      onNext(value)
    case .error, .completed:
      forwardOn(event)
      dispose()
    }
  }

  /// The per-value path: no ``Event`` is built on the way down.
  func onNext(_ value: Element) {
    guard running else { return }
    do {
      running = try predicate(value)
    } catch {
      running = false
      forwardErrorAndDispose(error)
      return
    }
    if running {
      forwardNext(value)
    } else {
      if behavior == .inclusive { forwardNext(value) }
      complete()
    }
  }

  /// Out of line, so that ``onNext(_:)`` builds no ``Event``.
  @inline(never)
  private func complete() {
    forwardOn(.completed)
    dispose()
  }
}

/// A silent end of the source (a released subject) ends this sink and the chain behind it.
extension TakeWhileSink: SilentEndObserver {
  func sourceEndedSilently() { endWithSilentSource() }
}
