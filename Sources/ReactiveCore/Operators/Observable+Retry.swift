extension ObservableType {
  /// Resubscribes to the source each time it fails, without limit.
  ///
  /// ```swift
  /// flakyRequest.retry()
  /// ```
  ///
  /// - Returns: The source's events; errors are never forwarded.
  public func retry() -> Observable<Element> {
    RetryProducer(source: asObservable(), maxAttemptCount: nil)
  }

  /// Subscribes to the source up to `maxAttemptCount` times in all, resubscribing after each
  /// failure; the last failure is forwarded.
  ///
  /// ```swift
  /// request.retry(3)  // one attempt and up to two retries
  /// ```
  ///
  /// - Parameter maxAttemptCount: The number of subscriptions, the first one included; zero or
  ///   less completes at once without subscribing, as in RxSwift.
  /// - Returns: The source's events across the attempts.
  public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
    if maxAttemptCount <= 0 { return Observable.empty() }
    return RetryProducer(source: asObservable(), maxAttemptCount: maxAttemptCount)
  }
}

private final class RetryProducer<Element>: Producer<Element>, @unchecked Sendable {
  let source: Observable<Element>
  let maxAttemptCount: Int?

  init(source: Observable<Element>, maxAttemptCount: Int?) {
    self.source = source
    self.maxAttemptCount = maxAttemptCount
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let sink = RetrySink(
      source: source, retriesLeft: maxAttemptCount.map { $0 - 1 }, observer: observer,
      cancel: cancel)
    sink.resubscribe()
    return (sink, sink.current)
  }
}

private final class RetrySink<Observer: ObserverType>: Sink<Observer>, ObserverType,
  @unchecked Sendable
{
  typealias Element = Observer.Element
  let source: Observable<Element>
  let current = SerialDisposable()
  /// `nil` retries forever. Only the error handler of the one live attempt changes it.
  private var retriesLeft: Int?
  private let lock = Lock()
  private var subscribing = false
  private var resubscribeRequested = false

  init(source: Observable<Element>, retriesLeft: Int?, observer: Observer, cancel: Cancelable) {
    self.source = source
    self.retriesLeft = retriesLeft
    super.init(observer: observer, cancel: cancel)
  }

  /// Subscribes again; a source that fails synchronously loops here instead of recursing.
  func resubscribe() {
    lock.lock()
    if subscribing {
      resubscribeRequested = true
      lock.unlock()
      return
    }
    subscribing = true
    lock.unlock()
    while !isDisposed {
      let attempt = SingleAssignmentDisposable()
      current.disposable = attempt
      attempt.setDisposable(source.subscribe(self))
      lock.lock()
      if resubscribeRequested {
        resubscribeRequested = false
        lock.unlock()
        continue
      }
      subscribing = false
      lock.unlock()
      return
    }
    lock.withLock { subscribing = false }
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let value):
      onNext(value)
    case .completed:
      forwardOn(event)
      dispose()
    case .error:
      if let left = retriesLeft {
        if left <= 0 {
          forwardOn(event)
          dispose()
          return
        }
        retriesLeft = left - 1
      }
      resubscribe()
    }
  }

  /// The per-value path: no ``Event`` is built on the way down.
  func onNext(_ value: Element) {
    forwardNext(value)
  }
}
