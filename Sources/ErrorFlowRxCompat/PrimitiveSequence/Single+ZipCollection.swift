import ReactiveCore

// `Single.zip` of 2 sources or more is generated (Single+Zip.swift); this file holds the
// collection form.

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Combines the elements of every single in `collection`, in collection order; an empty
  /// collection succeeds with `resultSelector([])`.
  ///
  /// ```swift
  /// Single.zip(ids.map(api.user)) { $0.count }
  /// ```
  ///
  /// - Parameters:
  ///   - collection: The singles.
  ///   - resultSelector: Combines the elements.
  /// - Returns: A single of the combination.
  public static func zip<Sources: Collection, Result>(
    _ collection: Sources, resultSelector: @escaping @Sendable ([Element]) throws -> Result
  ) -> Single<Result> where Sources.Element == Single<Element> {
    if collection.isEmpty {
      return Single<Result>.deferred { Single<Result>.just(try resultSelector([])) }
    }
    return Single(raw: Observable.zip(collection.map { $0.source }, resultSelector: resultSelector))
  }

  /// Collects the elements of every single in `collection`, in collection order; an empty
  /// collection succeeds with `[]`.
  ///
  /// ```swift
  /// let users: Single<[User]> = Single.zip(ids.map(api.user))
  /// ```
  ///
  /// - Parameter collection: The singles.
  /// - Returns: A single of the elements.
  public static func zip<Sources: Collection>(_ collection: Sources) -> Single<[Element]>
  where Sources.Element == Single<Element> {
    zip(collection) { $0 }
  }
}
