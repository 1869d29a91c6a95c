import ReactiveCore

extension PrimitiveSequence {
  /// Calls `factory` at each subscription and subscribes to the sequence it returns.
  ///
  /// ```swift
  /// let now = Single<Date>.deferred { .just(Date()) }
  /// ```
  ///
  /// - Parameter factory: Makes the sequence; a thrown error is the sequence's failure.
  /// - Returns: A sequence built anew for each subscription.
  public static func deferred(
    _ factory: @escaping @Sendable () throws -> PrimitiveSequence<Trait, Element>
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: Observable.deferred { try factory().asObservable() })
  }

  /// Delays the element and the completion by `dueTime`; a failure is not delayed.
  ///
  /// ```swift
  /// single.delay(.seconds(1), scheduler: MainScheduler.instance)
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: The delay.
  ///   - scheduler: Runs the timers.
  /// - Returns: The time-shifted sequence.
  public func delay(_ dueTime: RxTimeInterval, scheduler: any SchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
  }

  /// Subscribes to the source `dueTime` after the subscription.
  ///
  /// ```swift
  /// single.delaySubscription(.seconds(1), scheduler: MainScheduler.instance)
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: The delay before subscribing.
  ///   - scheduler: Runs the timer.
  /// - Returns: The sequence, subscribed late.
  public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: any SchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
  }

  /// Delivers the events on `scheduler`.
  ///
  /// ```swift
  /// api.user(id: 42).observe(on: MainScheduler.instance)
  /// ```
  ///
  /// - Parameter scheduler: Where the observer is called.
  /// - Returns: The same sequence, delivered on `scheduler`.
  public func observe(on scheduler: any ImmediateSchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    PrimitiveSequence(raw: source.observe(on: scheduler))
  }

  /// Subscribes to (and disposes) the source on `scheduler`.
  ///
  /// ```swift
  /// database.load().subscribe(on: ConcurrentDispatchQueueScheduler(qos: .background))
  /// ```
  ///
  /// - Parameter scheduler: Where subscription and disposal run.
  /// - Returns: The same sequence.
  public func subscribe(on scheduler: any ImmediateSchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    PrimitiveSequence(raw: source.subscribe(on: scheduler))
  }

  /// Continues with the sequence `handler` returns when this one fails.
  ///
  /// ```swift
  /// api.user(id: 42).catch { _ in cache.user(id: 42) }
  /// ```
  ///
  /// - Parameter handler: Makes the fallback from the error; a thrown error is sent instead.
  /// - Returns: This sequence, or the fallback after a failure.
  public func `catch`(
    _ handler: @escaping @Sendable (Swift.Error) throws -> PrimitiveSequence<Trait, Element>
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.catch { try handler($0).asObservable() })
  }

  /// Resubscribes after a failure, up to `maxAttemptCount` attempts in all.
  ///
  /// ```swift
  /// api.user(id: 42).retry(3)  // the first attempt and 2 retries
  /// ```
  ///
  /// - Parameter maxAttemptCount: The number of attempts, the first included.
  /// - Returns: The sequence; the last failure when every attempt failed.
  public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.retry(maxAttemptCount))
  }

  /// Resubscribes after a failure each time the trigger sends an element; the trigger's
  /// error or completion ends the sequence the same way.
  ///
  /// ```swift
  /// api.user(id: 42).retry(when: { (errors: Observable<NetworkError>) in
  ///   errors.delay(.seconds(1), scheduler: MainScheduler.instance)
  /// })
  /// ```
  ///
  /// - Parameter notificationHandler: Gets the failures of type `Error`; returns the trigger.
  /// - Returns: The sequence across the attempts.
  public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
    when notificationHandler: @escaping @Sendable (Observable<Error>) -> TriggerObservable
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.retry(when: notificationHandler))
  }

  /// Resubscribes after a failure each time the trigger sends an element; the trigger's
  /// error or completion ends the sequence the same way.
  ///
  /// ```swift
  /// api.user(id: 42).retry(when: { errors in errors.take(2) })
  /// ```
  ///
  /// - Parameter notificationHandler: Gets the failures; returns the trigger.
  /// - Returns: The sequence across the attempts.
  public func retry<TriggerObservable: ObservableType>(
    when notificationHandler: @escaping @Sendable (Observable<Swift.Error>) -> TriggerObservable
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.retry(when: notificationHandler))
  }

  /// Fails with `RxError.timeout` when the sequence has not ended `dueTime` after the
  /// subscription.
  ///
  /// ```swift
  /// api.user(id: 42).timeout(.seconds(10), scheduler: MainScheduler.instance)
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: The longest wait.
  ///   - scheduler: Runs the timer.
  /// - Returns: The sequence, or a timeout failure.
  public func timeout(_ dueTime: RxTimeInterval, scheduler: any SchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler))
  }

  /// Switches to `other` when the sequence has not ended `dueTime` after the subscription.
  ///
  /// ```swift
  /// api.user(id: 42).timeout(.seconds(5), other: cache.user(id: 42), scheduler: scheduler)
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: The longest wait.
  ///   - other: The sequence to continue with.
  ///   - scheduler: Runs the timer.
  /// - Returns: The sequence, or `other` after the timeout.
  public func timeout(
    _ dueTime: RxTimeInterval, other: PrimitiveSequence<Trait, Element>,
    scheduler: any SchedulerType
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.timeout(dueTime, other: other.source, scheduler: scheduler))
  }

  /// Prints every event and the subscription's lifecycle, as `Observable.debug(_:)` does.
  ///
  /// ```swift
  /// api.user(id: 42).debug("user")
  /// ```
  ///
  /// - Parameters:
  ///   - identifier: The label printed; by default the file, line and function.
  ///   - trimOutput: Shortens long event descriptions.
  ///   - file: The caller's file.
  ///   - line: The caller's line.
  ///   - function: The caller's function.
  /// - Returns: The same sequence.
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file,
    line: UInt = #line, function: String = #function
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      raw: source.debug(
        identifier, trimOutput: trimOutput, file: file, line: line, function: function))
  }
}

extension PrimitiveSequence where Element: RxAbstractInteger {
  /// A sequence that sends `0` after `dueTime`, then completes.
  ///
  /// ```swift
  /// let tick = Single<Int>.timer(.seconds(1), scheduler: MainScheduler.instance)
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: The wait before the element.
  ///   - scheduler: Runs the timer.
  /// - Returns: The sequence.
  public static func timer(_ dueTime: RxTimeInterval, scheduler: any SchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
  }
}
