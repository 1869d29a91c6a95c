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

// unchecked Sendable: immutable after init (`let`s only)
private final class RetryProducer<Element>: Producer<Element>, @unchecked Sendable {
  let source: Observable<Element>
  let maxAttemptCount: Int?

  init(source: Observable<Element>, maxAttemptCount: Int?) {
    self.source = source
    self.maxAttemptCount = maxAttemptCount
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> SinkAndSubscription
  where Observer.Element == Element {
    let sink = RetrySink(source: source, observer: observer, cancel: cancel)
    sink.retriesLeft = maxAttemptCount.map { $0 - 1 }
    sink.resubscribe()
    return (sink, sink.current)
  }
}

// unchecked Sendable: `retriesLeft` is set before the first subscription and changes only at an
// error of the one subscription alive (ResubscribingSink's `lock` orders them)
private final class RetrySink<Observer: ObserverType>: ResubscribingSink<Observer>, ObserverType,
  @unchecked Sendable
{
  /// `nil` retries forever. Only the error handler of the one live attempt changes it.
  var retriesLeft: Int?

  override func subscribeAttempt() -> Disposable {
    source.subscribe(self)
  }

  func on(_ event: Event<Observer.Element>) {
    switch event {
    case .next(let value):
      onNext(value)
    case .completed:
      forward(event)
    case .error:
      if let left = retriesLeft {
        if left <= 0 {
          forward(event)
          return
        }
        retriesLeft = left - 1
      }
      resubscribe()
    }
  }

  /// The per-value path: no ``Event`` is built on the way down.
  func onNext(_ value: Observer.Element) {
    forwardNext(value)
  }
}
