import ReactiveCore

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Runs side effects for the outcome and the subscription's lifecycle, and forwards the
  /// outcome unchanged.
  ///
  /// ```swift
  /// cache.note(id: 7).do(onNext: { print("hit", $0) }, onCompleted: { print("miss") })
  /// ```
  ///
  /// - Parameters:
  ///   - onNext: Called with the element before it is forwarded.
  ///   - afterNext: Called with the element after it is forwarded.
  ///   - onError: Called with the failure before it is forwarded.
  ///   - afterError: Called with the failure after it is forwarded.
  ///   - onCompleted: Called before the completion is forwarded.
  ///   - afterCompleted: Called after the completion is forwarded.
  ///   - onSubscribe: Called before subscribing to the source.
  ///   - onSubscribed: Called after subscribing to the source.
  ///   - onDispose: Called once when the subscription ends, whatever the reason.
  /// - Returns: The same maybe; an error thrown by a handler before an event fails it.
  public func `do`(
    onNext: (@Sendable (Element) throws -> Void)? = nil,
    afterNext: (@Sendable (Element) throws -> Void)? = nil,
    onError: (@Sendable (Swift.Error) throws -> Void)? = nil,
    afterError: (@Sendable (Swift.Error) throws -> Void)? = nil,
    onCompleted: (@Sendable () throws -> Void)? = nil,
    afterCompleted: (@Sendable () throws -> Void)? = nil,
    onSubscribe: (@Sendable () -> Void)? = nil,
    onSubscribed: (@Sendable () -> Void)? = nil,
    onDispose: (@Sendable () -> Void)? = nil
  ) -> Maybe<Element> {
    Maybe(
      raw: primitiveSequence.source.do(
        onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
        onCompleted: onCompleted, afterCompleted: afterCompleted, onSubscribe: onSubscribe,
        onSubscribed: onSubscribed, onDispose: onDispose))
  }

  /// Keeps the element when `predicate` accepts it; otherwise completes empty.
  ///
  /// ```swift
  /// cache.note(id: 7).filter { !$0.isArchived }
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
  /// cache.note(id: 7).map { $0.title }
  /// ```
  ///
  /// - Parameter transform: Makes the new element; a thrown error is the failure.
  /// - Returns: A maybe of the transformed element.
  public func map<Result>(_ transform: @escaping @Sendable (Element) throws -> Result) -> Maybe<
    Result
  > {
    Maybe(raw: primitiveSequence.source.map(transform))
  }

  /// Transforms the element and completes empty when the result is `nil`.
  ///
  /// ```swift
  /// cache.text(id: 7).compactMap { Int($0) }
  /// ```
  ///
  /// - Parameter transform: Makes the new element or `nil`; a thrown error is the failure.
  /// - Returns: A maybe of the non-`nil` result.
  public func compactMap<Result>(_ transform: @escaping @Sendable (Element) throws -> Result?)
    -> Maybe<Result>
  {
    Maybe(raw: primitiveSequence.source.compactMap(transform))
  }

  /// Continues with the maybe `selector` makes from the element, if there is one.
  ///
  /// ```swift
  /// cache.note(id: 7).flatMap { cache.attachment(of: $0) }
  /// ```
  ///
  /// - Parameter selector: Makes the next maybe; a thrown error is the failure.
  /// - Returns: The next maybe's outcome, or empty.
  public func flatMap<Result>(_ selector: @escaping @Sendable (Element) throws -> Maybe<Result>)
    -> Maybe<Result>
  {
    Maybe(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
  }

  /// Succeeds with `default` when the maybe completes empty.
  ///
  /// ```swift
  /// let title: Single<String> = cache.title(id: 7).ifEmpty(default: "Untitled")
  /// ```
  ///
  /// - Parameter default: The element sent in place of an empty completion.
  /// - Returns: A single.
  public func ifEmpty(default: Element) -> Single<Element> {
    Single(raw: primitiveSequence.source.ifEmpty(default: `default`))
  }

  /// Continues with `other` when the maybe completes empty.
  ///
  /// ```swift
  /// cache.note(id: 7).ifEmpty(switchTo: disk.note(id: 7))
  /// ```
  ///
  /// - Parameter other: The fallback maybe.
  /// - Returns: This maybe's element, or `other`'s outcome.
  public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
    Maybe(raw: primitiveSequence.source.ifEmpty(switchTo: other.source))
  }

  /// Continues with `other` when the maybe completes empty.
  ///
  /// ```swift
  /// cache.note(id: 7).ifEmpty(switchTo: api.note(id: 7))
  /// ```
  ///
  /// - Parameter other: The fallback single.
  /// - Returns: A single: this maybe's element, or `other`'s outcome.
  public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
    Single(raw: primitiveSequence.source.ifEmpty(switchTo: other.source))
  }

  /// Succeeds with `element` instead of failing.
  ///
  /// ```swift
  /// cache.note(id: 7).catchAndReturn(.placeholder)
  /// ```
  ///
  /// - Parameter element: The element sent in place of a failure.
  /// - Returns: A maybe that never fails.
  public func catchAndReturn(_ element: Element) -> Maybe<Element> {
    Maybe(raw: primitiveSequence.source.catchAndReturn(element))
  }

  /// The maybe as a ``Completable``, ignoring its element.
  ///
  /// ```swift
  /// let done: Completable = cache.note(id: 7).asCompletable()
  /// ```
  ///
  /// - Returns: A completable that completes after the element or empty, and fails alike.
  public func asCompletable() -> Completable {
    Completable(raw: primitiveSequence.source.ignoreElements())
  }
}
