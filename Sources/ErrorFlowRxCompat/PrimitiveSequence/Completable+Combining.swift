import ReactiveCore

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// Subscribes to `second` once this completable completes.
  ///
  /// ```swift
  /// repository.save(note).concat(analytics.log(.saved))
  /// ```
  ///
  /// - Parameter second: The completable that follows.
  /// - Returns: A completable that completes after both.
  public func concat(_ second: Completable) -> Completable {
    Completable(raw: primitiveSequence.source.concat(second.source))
  }

  /// Runs the completables one after the other; the first failure ends the whole.
  ///
  /// ```swift
  /// Completable.concat(migrate(), seed(), warmUp())
  /// ```
  ///
  /// - Parameter sources: The completables, in order.
  /// - Returns: A completable that completes after all of them.
  public static func concat(_ sources: Completable...) -> Completable {
    concat(sources)
  }

  /// Runs the completables one after the other; the first failure ends the whole.
  ///
  /// ```swift
  /// Completable.concat(steps)
  /// ```
  ///
  /// - Parameter sequence: The completables, in order.
  /// - Returns: A completable that completes after all of them.
  public static func concat<Sources: Sequence>(_ sequence: Sources) -> Completable
  where Sources.Element == Completable {
    Completable(raw: Observable.concat(sequence.map { $0.source }))
  }

  /// Runs the completables at the same time; the first failure ends the whole.
  ///
  /// ```swift
  /// Completable.merge(saveNotes(), saveSettings())
  /// ```
  ///
  /// - Parameter sources: The completables.
  /// - Returns: A completable that completes once all of them have.
  public static func merge(_ sources: Completable...) -> Completable {
    merge(sources)
  }

  /// Runs the completables at the same time; the first failure ends the whole.
  ///
  /// ```swift
  /// Completable.merge(notes.map(repository.save))
  /// ```
  ///
  /// - Parameter sources: The completables.
  /// - Returns: A completable that completes once all of them have.
  public static func merge<Sources: Collection>(_ sources: Sources) -> Completable
  where Sources.Element == Completable {
    Completable(raw: Observable.merge(sources.map { $0.source }))
  }

  /// Runs the completables at the same time, as RxSwift's `Completable.zip`: the same as `merge`.
  ///
  /// ```swift
  /// Completable.zip(saveNotes(), saveSettings())
  /// ```
  ///
  /// - Parameter sources: The completables.
  /// - Returns: A completable that completes once all of them have.
  public static func zip(_ sources: Completable...) -> Completable {
    merge(sources)
  }

  /// Runs the completables at the same time, as RxSwift's `Completable.zip`.
  ///
  /// ```swift
  /// Completable.zip(notes.map(repository.save))
  /// ```
  ///
  /// - Parameter sources: The completables.
  /// - Returns: A completable that completes once all of them have.
  public static func zip<Sources: Collection>(_ sources: Sources) -> Completable
  where Sources.Element == Completable {
    merge(sources)
  }
}
