import ReactiveCore

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// Subscribes to `second` once this completable completes; a failure skips it.
  ///
  /// ```swift
  /// let saved: Single<Note> = repository.save(note).andThen(repository.note(id: note.id))
  /// ```
  ///
  /// - Parameter second: The single that follows.
  /// - Returns: `second`'s outcome, or this completable's failure.
  public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
    Single(raw: primitiveSequence.source.followed(by: second.source))
  }

  /// Subscribes to `second` once this completable completes; a failure skips it.
  ///
  /// ```swift
  /// repository.save(note).andThen(cache.note(id: note.id))
  /// ```
  ///
  /// - Parameter second: The maybe that follows.
  /// - Returns: `second`'s outcome, or this completable's failure.
  public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
    Maybe(raw: primitiveSequence.source.followed(by: second.source))
  }

  /// Subscribes to `second` once this completable completes; a failure skips it.
  ///
  /// ```swift
  /// repository.save(note).andThen(analytics.log(.saved))
  /// ```
  ///
  /// - Parameter second: The completable that follows.
  /// - Returns: `second`'s outcome, or this completable's failure.
  public func andThen(_ second: Completable) -> Completable {
    Completable(raw: primitiveSequence.source.followed(by: second.source))
  }

  /// Subscribes to `second` once this completable completes; a failure skips it.
  ///
  /// ```swift
  /// repository.save(note).andThen(repository.notes)
  /// ```
  ///
  /// - Parameter second: The observable that follows.
  /// - Returns: `second`'s events, or this completable's failure.
  public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
    primitiveSequence.source.followed(by: second)
  }
}
