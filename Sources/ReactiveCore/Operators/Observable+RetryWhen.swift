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
    when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
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
    when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
  ) -> Observable<Element> {
    RetryWhenProducer(source: asObservable()) { (errors: Observable<Swift.Error>) in
      notificationHandler(errors).asObservable()
    }
  }
}

extension ObservableType {
  /// RxSwift 5's name for ``retry(when:)``, kept so older code compiles.
  ///
  /// ```swift
  /// request.retryWhen { (errors: Observable<NetworkError>) in errors.take(3) }
  /// ```
  ///
  /// - Parameter notificationHandler: Returns the trigger from the source's errors.
  /// - Returns: The source's events across the attempts.
  @available(*, deprecated, renamed: "retry(when:)")
  public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
    _ notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
  ) -> Observable<Element> {
    retry(when: notificationHandler)
  }

  /// RxSwift 5's name for ``retry(when:)``, kept so older code compiles.
  ///
  /// ```swift
  /// request.retryWhen { errors in errors.take(3) }
  /// ```
  ///
  /// - Parameter notificationHandler: Returns the trigger from the source's errors.
  /// - Returns: The source's events across the attempts.
  @available(*, deprecated, renamed: "retry(when:)")
  public func retryWhen<TriggerObservable: ObservableType>(
    _ notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
  ) -> Observable<Element> {
    retry(when: notificationHandler)
  }
}

private final class RetryWhenProducer<Element, Failure, Trigger>: Producer<Element>,
  @unchecked Sendable
{
  let source: Observable<Element>
  let handler: (Observable<Failure>) -> Observable<Trigger>

  init(source: Observable<Element>, handler: @escaping (Observable<Failure>) -> Observable<Trigger>)
  {
    self.source = source
    self.handler = handler
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let sink = RetryWhenSink<Failure, Trigger, Observer>(
      source: source, observer: observer, cancel: cancel)
    let trigger = handler(sink.errors.asObservable())
    sink.triggerSubscription.setDisposable(trigger.subscribe(RetryTriggerObserver(parent: sink)))
    sink.resubscribe()
    return (sink, Disposables.create(sink.triggerSubscription, sink.current))
  }
}

private final class RetryWhenSink<Failure, Trigger, Observer: ObserverType>: Sink<Observer>,
  ObserverType, @unchecked Sendable
{
  typealias Element = Observer.Element
  let source: Observable<Element>
  let errors = PublishSubject<Failure>()
  let current = SerialDisposable()
  let triggerSubscription = SingleAssignmentDisposable()
  private let lock = Lock()
  private var subscribing = false
  private var resubscribeRequested = false
  /// Whether the source has failed and waits for the trigger.
  private var waiting = false
  /// The trigger's terminal event, applied at the next failure (as RxSwift does).
  private var triggerEnd: Event<Element>?
  private let stopped = AtomicFlag()
  private let serial = SerialDelivery<Event<Element>>()

  init(source: Observable<Element>, observer: Observer, cancel: Cancelable) {
    self.source = source
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
    guard case .error(let error) = event else {
      send(event)
      return
    }
    guard let failure = error as? Failure else {
      send(event)
      return
    }
    lock.lock()
    let end = triggerEnd
    waiting = end == nil
    lock.unlock()
    if let end {
      send(end)
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
    if isWaiting { send(end) }
  }

  /// Source events and the trigger's terminal events go through one serial queue.
  private func send(_ event: Event<Element>) {
    if event.isStopEvent {
      if !stopped.set() { return }
    } else if stopped.isSet {
      return
    }
    serial.run(event) { event in
      forwardOn(event)
      if event.isStopEvent { dispose() }
    }
  }
}

private final class RetryTriggerObserver<Failure, Trigger, Observer: ObserverType>: ObserverType,
  @unchecked Sendable
{
  let parent: RetryWhenSink<Failure, Trigger, Observer>

  init(parent: RetryWhenSink<Failure, Trigger, Observer>) {
    self.parent = parent
  }

  func on(_ event: Event<Trigger>) {
    parent.triggered(event)
  }
}
