import ReactiveCore

extension PrimitiveSequence {
  /// RxSwift 5's name for ``catch(_:)``, kept so older code compiles.
  ///
  /// ```swift
  /// api.user(id: 42).catchError { _ in .just(User.guest) }
  /// ```
  ///
  /// - Parameter handler: Makes the fallback from the error.
  /// - Returns: This sequence, or the fallback after a failure.
  @available(*, deprecated, renamed: "catch(_:)")
  public func catchError(
    _ handler: @escaping @Sendable (Swift.Error) throws -> PrimitiveSequence<Trait, Element>
  ) -> PrimitiveSequence<Trait, Element> {
    `catch`(handler)
  }

  /// RxSwift 5's name for `retry(when:)`, kept so older code compiles.
  ///
  /// ```swift
  /// api.user(id: 42).retryWhen { (errors: Observable<NetworkError>) in errors.take(2) }
  /// ```
  ///
  /// - Parameter notificationHandler: Gets the failures of type `Error`; returns the trigger.
  /// - Returns: The sequence across the attempts.
  @available(*, deprecated, renamed: "retry(when:)")
  public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
    _ notificationHandler: @escaping @Sendable (Observable<Error>) -> TriggerObservable
  ) -> PrimitiveSequence<Trait, Element> {
    retry(when: notificationHandler)
  }

  /// RxSwift 5's name for `retry(when:)`, kept so older code compiles.
  ///
  /// ```swift
  /// api.user(id: 42).retryWhen { errors in errors.take(2) }
  /// ```
  ///
  /// - Parameter notificationHandler: Gets the failures; returns the trigger.
  /// - Returns: The sequence across the attempts.
  @available(*, deprecated, renamed: "retry(when:)")
  public func retryWhen<TriggerObservable: ObservableType>(
    _ notificationHandler: @escaping @Sendable (Observable<Swift.Error>) -> TriggerObservable
  ) -> PrimitiveSequence<Trait, Element> {
    retry(when: notificationHandler)
  }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// RxSwift 5's form of ``subscribe(onSuccess:onFailure:onDisposed:)``, kept so older code
  /// compiles (`onError` is required, as in RxSwift 6, so plain `subscribe(onSuccess:)` is
  /// never ambiguous).
  ///
  /// ```swift
  /// api.user(id: 42).subscribe(onSuccess: { show($0) }, onError: { report($0) })
  /// ```
  ///
  /// - Parameters:
  ///   - onSuccess: Called with the element.
  ///   - onError: Called with the error.
  ///   - onDisposed: Called once when the subscription ends, whatever the reason.
  /// - Returns: The subscription.
  @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
  public func subscribe(
    onSuccess: (@Sendable (Element) -> Void)? = nil,
    onError: @escaping @Sendable (Swift.Error) -> Void,
    onDisposed: (@Sendable () -> Void)? = nil
  ) -> Disposable {
    subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
  }

  /// RxSwift 5's name for `catchAndReturn(_:)`, kept so older code compiles.
  ///
  /// ```swift
  /// repository.fetch().catchErrorJustReturn([])
  /// ```
  ///
  /// - Parameter element: The element sent in place of a failure.
  /// - Returns: A single that never fails.
  @available(*, deprecated, renamed: "catchAndReturn(_:)")
  public func catchErrorJustReturn(_ element: Element) -> Single<Element> {
    catchAndReturn(element)
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// RxSwift 5's name for `catchAndReturn(_:)`, kept so older code compiles.
  ///
  /// ```swift
  /// cache.note(id: 7).catchErrorJustReturn(.placeholder)
  /// ```
  ///
  /// - Parameter element: The element sent in place of a failure.
  /// - Returns: A maybe that never fails.
  @available(*, deprecated, renamed: "catchAndReturn(_:)")
  public func catchErrorJustReturn(_ element: Element) -> Maybe<Element> {
    catchAndReturn(element)
  }
}

extension PrimitiveSequence {
  /// RxSwift 5's name for `observe(on:)`, kept (deprecated, as in RxSwift 6) so older code
  /// compiles.
  ///
  /// ```swift
  /// api.user(id: 42).observeOn(MainScheduler.instance)
  /// ```
  ///
  /// - Parameter scheduler: Where the observer is called.
  /// - Returns: The same sequence, delivered on `scheduler`.
  @available(*, deprecated, renamed: "observe(on:)")
  public func observeOn(_ scheduler: any ImmediateSchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    observe(on: scheduler)
  }

  /// RxSwift 5's name for `subscribe(on:)`, kept (deprecated, as in RxSwift 6) so older code
  /// compiles.
  ///
  /// ```swift
  /// database.load().subscribeOn(ConcurrentDispatchQueueScheduler(qos: .background))
  /// ```
  ///
  /// - Parameter scheduler: Where subscription and disposal run.
  /// - Returns: The same sequence.
  @available(*, deprecated, renamed: "subscribe(on:)")
  public func subscribeOn(_ scheduler: any ImmediateSchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    subscribe(on: scheduler)
  }
}
