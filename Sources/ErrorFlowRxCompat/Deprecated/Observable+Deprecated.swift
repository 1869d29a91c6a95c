import ReactiveCore

extension ObservableType {
  /// RxSwift 5's name for `skip(for:scheduler:)`, kept (deprecated, as in RxSwift 6) so
  /// older code compiles.
  ///
  /// ```swift
  /// updates.skip(for: .seconds(2), scheduler: MainScheduler.instance)
  /// ```
  ///
  /// - Parameters:
  ///   - duration: How long to drop values.
  ///   - scheduler: Runs the timer.
  /// - Returns: The source's events without the early values.
  @available(*, deprecated, renamed: "skip(for:scheduler:)")
  public func skip(_ duration: RxTimeInterval, scheduler: any SchedulerType)
    -> Observable<Element>
  {
    skip(for: duration, scheduler: scheduler)
  }
}

extension ObservableType {
  /// RxSwift 5's name for `catch(_:)`, kept so older code compiles.
  ///
  /// ```swift
  /// fetchUser().catchError { _ in .just(User.guest) }
  /// ```
  ///
  /// - Parameter handler: Makes the fallback sequence from the error.
  /// - Returns: The source's events, then the fallback's.
  @available(*, deprecated, renamed: "catch(_:)")
  public func catchError(_ handler: @escaping @Sendable (Swift.Error) throws -> Observable<Element>)
    -> Observable<Element>
  {
    `catch`(handler)
  }

  /// RxSwift 5's name for `catchAndReturn(_:)`, kept so older code compiles.
  ///
  /// ```swift
  /// fetchCount().catchErrorJustReturn(0)
  /// ```
  ///
  /// - Parameter element: The last element, sent in place of the error.
  /// - Returns: The source's events, with a failure replaced by `element`.
  @available(*, deprecated, renamed: "catchAndReturn(_:)")
  public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
    catchAndReturn(element)
  }
}

extension ObservableType {
  /// RxSwift 5's name for `element(at:)`, kept so older code compiles.
  ///
  /// ```swift
  /// letters.elementAt(1)
  /// ```
  ///
  /// - Parameter index: The position of the element.
  /// - Returns: The sequence of that one element.
  @available(*, deprecated, renamed: "element(at:)")
  public func elementAt(_ index: Int) -> Observable<Element> {
    element(at: index)
  }
}

extension ObservableType {
  /// RxSwift 5's name for `retry(when:)`, kept so older code compiles.
  ///
  /// ```swift
  /// request.retryWhen { (errors: Observable<NetworkError>) in errors.take(3) }
  /// ```
  ///
  /// - Parameter notificationHandler: Returns the trigger from the source's errors.
  /// - Returns: The source's events across the attempts.
  @available(*, deprecated, renamed: "retry(when:)")
  public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
    _ notificationHandler: @escaping @Sendable (Observable<Error>) -> TriggerObservable
  ) -> Observable<Element> {
    retry(when: notificationHandler)
  }

  /// RxSwift 5's name for `retry(when:)`, kept so older code compiles.
  ///
  /// ```swift
  /// request.retryWhen { errors in errors.take(3) }
  /// ```
  ///
  /// - Parameter notificationHandler: Returns the trigger from the source's errors.
  /// - Returns: The source's events across the attempts.
  @available(*, deprecated, renamed: "retry(when:)")
  public func retryWhen<TriggerObservable: ObservableType>(
    _ notificationHandler: @escaping @Sendable (Observable<Swift.Error>) -> TriggerObservable
  ) -> Observable<Element> {
    retry(when: notificationHandler)
  }
}

extension ObservableType {
  /// RxSwift 5's name for `skip(until:)`, kept so older code compiles.
  ///
  /// ```swift
  /// values.skipUntil(startButtonTaps)
  /// ```
  ///
  /// - Parameter other: Its first element opens the gate.
  /// - Returns: The sequence from the moment `other` sends.
  @available(*, deprecated, renamed: "skip(until:)")
  public func skipUntil<Other: ObservableType>(_ other: Other) -> Observable<Element> {
    skip(until: other)
  }
}

extension ObservableType {
  /// RxSwift 5's name for `skip(while:)`, kept so older code compiles.
  ///
  /// ```swift
  /// values.skipWhile { $0 < 2 }
  /// ```
  ///
  /// - Parameter predicate: Whether to keep dropping.
  /// - Returns: The sequence from the first element that fails `predicate`.
  @available(*, deprecated, renamed: "skip(while:)")
  public func skipWhile(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<
    Element
  > {
    skip(while: predicate)
  }
}

extension ObservableType {
  /// RxSwift 5's name for `take(until:)`, kept so older code compiles.
  ///
  /// ```swift
  /// ticks.takeUntil(viewDidDisappear)
  /// ```
  ///
  /// - Parameter other: Its first element completes the sequence.
  /// - Returns: The sequence cut short by `other`.
  @available(*, deprecated, renamed: "take(until:)")
  public func takeUntil<Other: ObservableType>(_ other: Other) -> Observable<Element> {
    take(until: other)
  }

  /// RxSwift 5's form of `take(until:behavior:)`, kept so older code compiles.
  ///
  /// ```swift
  /// values.takeUntil(.inclusive) { $0 == 3 }
  /// ```
  ///
  /// - Parameters:
  ///   - behavior: Whether the element that satisfies `predicate` is sent.
  ///   - predicate: Whether to stop.
  /// - Returns: The shortened sequence.
  @available(*, deprecated, renamed: "take(until:behavior:)")
  public func takeUntil(
    _ behavior: TakeBehavior, predicate: @escaping @Sendable (Element) throws -> Bool
  ) -> Observable<Element> {
    take(until: predicate, behavior: behavior)
  }
}

extension ObservableType {
  /// RxSwift 5's name for `take(while:behavior:)`, kept so older code compiles.
  ///
  /// ```swift
  /// values.takeWhile { $0 < 3 }
  /// ```
  ///
  /// - Parameter predicate: Whether to keep going.
  /// - Returns: The shortened sequence.
  @available(*, deprecated, renamed: "take(while:)")
  public func takeWhile(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<
    Element
  > {
    take(while: predicate)
  }
}

extension ObservableType {
  /// RxSwift 5's name for `observe(on:)`, kept (deprecated, as in RxSwift 6) so older code
  /// compiles.
  ///
  /// ```swift
  /// results.observeOn(MainScheduler.instance)
  /// ```
  ///
  /// - Parameter scheduler: Where the observer is called.
  /// - Returns: The same sequence, delivered on `scheduler`.
  @available(*, deprecated, renamed: "observe(on:)")
  public func observeOn(_ scheduler: any ImmediateSchedulerType) -> Observable<Element> {
    observe(on: scheduler)
  }

  /// RxSwift 5's name for `subscribe(on:)`, kept (deprecated, as in RxSwift 6) so older code
  /// compiles.
  ///
  /// ```swift
  /// database.rows.subscribeOn(ConcurrentDispatchQueueScheduler(qos: .background))
  /// ```
  ///
  /// - Parameter scheduler: Where subscription and disposal run.
  /// - Returns: The same sequence.
  @available(*, deprecated, renamed: "subscribe(on:)")
  public func subscribeOn(_ scheduler: any ImmediateSchedulerType) -> Observable<Element> {
    subscribe(on: scheduler)
  }
}
