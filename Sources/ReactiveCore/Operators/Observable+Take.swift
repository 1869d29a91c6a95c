extension ObservableType {
  /// Sends the first `count` elements, then completes and disposes the source.
  ///
  /// ```swift
  /// Observable.from(1...1_000_000).take(2)  // 1, 2, completed
  /// ```
  ///
  /// - Parameter count: How many elements to send; `0` completes at once without
  ///   subscribing, a negative count fails with ``RxError/argumentOutOfRange``.
  /// - Returns: The shortened sequence.
  public func take(_ count: Int) -> Observable<Element> {
    if count == 0 { return Observable.empty() }
    if count < 0 { return Observable.error(RxError.argumentOutOfRange) }
    return TakeCountProducer(source: asObservable(), count: count)
  }
}

private final class TakeCountProducer<Element>: Producer<Element>, @unchecked Sendable {
  let source: Observable<Element>
  let count: Int

  init(source: Observable<Element>, count: Int) {
    self.source = source
    self.count = count
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let sink = TakeCountSink(remaining: count, observer: observer, cancel: cancel)
    return (sink, source.subscribe(sink))
  }
}

private final class TakeCountSink<Observer: ObserverType>: Sink<Observer>, ObserverType,
  @unchecked Sendable
{
  private var remaining: Int

  init(remaining: Int, observer: Observer, cancel: Cancelable) {
    self.remaining = remaining
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Observer.Element>) {
    switch event {
    case .next(let value):
      onNext(value)
    case .error, .completed:
      forwardOn(event)
      dispose()
    }
  }

  /// The per-value path: no ``Event`` is built on the way down.
  func onNext(_ value: Observer.Element) {
    guard remaining > 0 else { return }
    remaining -= 1
    forwardNext(value)
    if remaining == 0 { complete() }
  }

  /// Out of line, so that ``onNext(_:)`` builds no ``Event``.
  @inline(never)
  private func complete() {
    forwardOn(.completed)
    dispose()
  }
}

/// A silent end of the source (a released subject) ends this sink and the chain behind it.
extension TakeCountSink: SilentEndObserver {
  func sourceEndedSilently() { endWithSilentSource() }
}
