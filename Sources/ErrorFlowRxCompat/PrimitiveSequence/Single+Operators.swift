import ReactiveCore

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Runs side effects for the outcome and the subscription's lifecycle, and forwards the
  /// outcome unchanged.
  ///
  /// ```swift
  /// api.user(id: 42).do(onSubscribe: { spinner.start() }, onDispose: { spinner.stop() })
  /// ```
  ///
  /// - Parameters:
  ///   - onSuccess: Called with the element before it is forwarded.
  ///   - afterSuccess: Called with the element after it is forwarded.
  ///   - onError: Called with the failure before it is forwarded.
  ///   - afterError: Called with the failure after it is forwarded.
  ///   - onSubscribe: Called before subscribing to the source.
  ///   - onSubscribed: Called after subscribing to the source.
  ///   - onDispose: Called once when the subscription ends, whatever the reason.
  /// - Returns: The same single; an error thrown by a handler before the outcome fails it.
  public func `do`(
    onSuccess: (@Sendable (Element) throws -> Void)? = nil,
    afterSuccess: (@Sendable (Element) throws -> Void)? = nil,
    onError: (@Sendable (Swift.Error) throws -> Void)? = nil,
    afterError: (@Sendable (Swift.Error) throws -> Void)? = nil,
    onSubscribe: (@Sendable () -> Void)? = nil,
    onSubscribed: (@Sendable () -> Void)? = nil,
    onDispose: (@Sendable () -> Void)? = nil
  ) -> Single<Element> {
    Single(
      raw: primitiveSequence.source.do(
        onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
        onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
  }

  /// Keeps the element when `predicate` accepts it; otherwise completes empty.
  ///
  /// ```swift
  /// let admin: Maybe<User> = api.user(id: 42).filter { $0.isAdmin }
  /// ```
  ///
  /// - Parameter predicate: Tests the element; a thrown error is the failure.
  /// - Returns: A maybe of the accepted element.
  public func filter(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Maybe<Element> {
    Maybe(raw: primitiveSequence.source.filter(predicate))
  }

  /// Transforms the element.
  ///
  /// ```swift
  /// let name: Single<String> = api.user(id: 42).map { $0.name }
  /// ```
  ///
  /// - Parameter transform: Makes the new element; a thrown error is the failure.
  /// - Returns: A single of the transformed element.
  public func map<Result>(_ transform: @escaping @Sendable (Element) throws -> Result) -> Single<
    Result
  > {
    Single(raw: primitiveSequence.source.map(transform))
  }

  /// Transforms the element and completes empty when the result is `nil`.
  ///
  /// ```swift
  /// let age: Maybe<Int> = form.ageText.compactMap { Int($0) }
  /// ```
  ///
  /// - Parameter transform: Makes the new element or `nil`; a thrown error is the failure.
  /// - Returns: A maybe of the non-`nil` result.
  public func compactMap<Result>(_ transform: @escaping @Sendable (Element) throws -> Result?)
    -> Maybe<Result>
  {
    Maybe(raw: primitiveSequence.source.compactMap(transform))
  }

  /// Continues with the single `selector` makes from the element.
  ///
  /// ```swift
  /// let avatar = api.user(id: 42).flatMap { api.image(at: $0.avatarURL) }
  /// ```
  ///
  /// - Parameter selector: Makes the next single; a thrown error is the failure.
  /// - Returns: The next single's outcome.
  public func flatMap<Result>(_ selector: @escaping @Sendable (Element) throws -> Single<Result>)
    -> Single<Result>
  {
    Single(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
  }

  /// Continues with the maybe `selector` makes from the element.
  ///
  /// ```swift
  /// let draft = api.user(id: 42).flatMapMaybe { drafts.latest(for: $0) }
  /// ```
  ///
  /// - Parameter selector: Makes the maybe; a thrown error is the failure.
  /// - Returns: The maybe's outcome.
  public func flatMapMaybe<Result>(
    _ selector: @escaping @Sendable (Element) throws -> Maybe<Result>
  )
    -> Maybe<Result>
  {
    Maybe(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
  }

  /// Continues with the completable `selector` makes from the element.
  ///
  /// ```swift
  /// let saved = editor.note.flatMapCompletable { repository.save($0) }
  /// ```
  ///
  /// - Parameter selector: Makes the completable; a thrown error is the failure.
  /// - Returns: The completable's outcome.
  public func flatMapCompletable(_ selector: @escaping @Sendable (Element) throws -> Completable)
    -> Completable
  {
    Completable(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
  }

  /// Succeeds with `element` instead of failing.
  ///
  /// ```swift
  /// let notes = repository.fetch().catchAndReturn([])
  /// ```
  ///
  /// - Parameter element: The element sent in place of a failure.
  /// - Returns: A single that never fails.
  public func catchAndReturn(_ element: Element) -> Single<Element> {
    Single(raw: primitiveSequence.source.catchAndReturn(element))
  }

  /// The single as a ``Maybe`` (which then always succeeds or fails).
  ///
  /// ```swift
  /// let maybe: Maybe<User> = api.user(id: 42).asMaybe()
  /// ```
  ///
  /// - Returns: The same outcome as a maybe.
  public func asMaybe() -> Maybe<Element> {
    Maybe(raw: primitiveSequence.source)
  }

  /// The single as a ``Completable``, ignoring its element.
  ///
  /// ```swift
  /// let done: Completable = api.ping().asCompletable()
  /// ```
  ///
  /// - Returns: A completable that completes on success and fails on failure.
  public func asCompletable() -> Completable {
    Completable(raw: primitiveSequence.source.ignoreElements())
  }
}
