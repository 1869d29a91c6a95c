extension ObservableType {
  /// Resubscribes to the source after a failure each time the trigger sequence sends an
  /// element; the trigger's error or completion ends the sequence the same way.
  ///
  /// ```swift
  /// request.retry(when: { (errors: Observable<NetworkError>) in
  ///   errors.enumerated().flatMap { attempt, error in
  ///     attempt < 3 ? Observable.just(()) : Observable.error(error)
  ///   }
  /// })
  /// ```
  ///
  /// - Parameter notificationHandler: Called once per subscription with the source's errors
  ///   of type `Error`; returns the trigger. Errors of another type are forwarded at once.
  /// - Returns: The source's events across the attempts.
  public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
    when notificationHandler: @escaping @Sendable (Observable<Error>) -> TriggerObservable
  ) -> Observable<Element> {
    RetryWhenProducer(source: asObservable()) { (errors: Observable<Error>) in
      notificationHandler(errors).asObservable()
    }
  }

  /// Resubscribes to the source after a failure each time the trigger sequence sends an
  /// element; the trigger's error or completion ends the sequence the same way.
  ///
  /// ```swift
  /// request.retry(when: { errors in errors.delay(.seconds(1), scheduler: scheduler) })
  /// ```
  ///
  /// - Parameter notificationHandler: Called once per subscription with the source's errors;
  ///   returns the trigger.
  /// - Returns: The source's events across the attempts.
  public func retry<TriggerObservable: ObservableType>(
    when notificationHandler: @escaping @Sendable (Observable<Swift.Error>) -> TriggerObservable
  ) -> Observable<Element> {
    RetryWhenProducer(source: asObservable()) { (errors: Observable<Swift.Error>) in
      notificationHandler(errors).asObservable()
    }
  }
}

// unchecked Sendable: immutable after init; `handler` is a @Sendable `let`
private final class RetryWhenProducer<Element, Failure, Trigger>: Producer<Element>,
  @unchecked Sendable
{
  let source: Observable<Element>
  let handler: @Sendable (Observable<Failure>) -> Observable<Trigger>

  init(
    source: Observable<Element>,
    handler: @escaping @Sendable (Observable<Failure>) -> Observable<Trigger>
  ) {
    self.source = source
    self.handler = handler
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> SinkAndSubscription
  where Observer.Element == Element {
    let sink = RetryWhenSink<Failure, Trigger, Observer>(
      source: source, observer: observer, cancel: cancel)
    let trigger = handler(sink.errors.asObservable())
    sink.triggerSubscription.setDisposable(trigger.subscribe(TriggerObserver(handler: sink)))
    sink.resubscribe()
    return (sink, Disposables.create(sink.triggerSubscription, sink.current))
  }
}

/// Source events and the trigger's terminal events go through one serial queue.
// unchecked Sendable: `waiting` and `triggerEnd` are guarded by ResubscribingSink's `lock`;
// `stopped` is an AtomicFlag and `serial` a SerialDelivery
private final class RetryWhenSink<Failure, Trigger, Observer: ObserverType>:
  ResubscribingSink<Observer>, ObserverType, TriggerHandler, @unchecked Sendable
{
  typealias Element = Observer.Element
  let errors = PublishSubject<Failure>()
  let triggerSubscription = SingleAssignmentDisposable()
  /// Whether the source has failed and waits for the trigger.
  private var waiting = false
  /// The trigger's terminal event, applied at the next failure (as RxSwift does).
  private var triggerEnd: Event<Element>?
  private let stopped = AtomicFlag()
  private let serial = SerialDelivery<Event<Element>>()

  override func subscribeAttempt() -> Disposable {
    source.subscribe(self)
  }

  func on(_ event: Event<Element>) {
    guard case .error(let error) = event, let failure = error as? Failure else {
      sendSerially(event, serial, stopped)
      return
    }
    lock.lock()
    let end = triggerEnd
    waiting = end == nil
    lock.unlock()
    if let end {
      sendSerially(end, serial, stopped)
    } else {
      errors.onNext(failure)
    }
  }

  func triggered(_ event: Event<Trigger>) {
    switch event {
    case .next:
      let retry = lock.withLock {
        defer { waiting = false }
        return waiting
      }
      if retry { resubscribe() }
    case .error(let error):
      endByTrigger(.error(error))
    case .completed:
      endByTrigger(.completed)
    }
  }

  private func endByTrigger(_ end: Event<Element>) {
    let isWaiting = lock.withLock {
      triggerEnd = end
      return waiting
    }
    if isWaiting { sendSerially(end, serial, stopped) }
  }
}
