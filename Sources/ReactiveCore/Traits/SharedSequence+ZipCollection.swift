// RxCocoa's SharedSequence+Operators.swift: `zip` of a collection. RxCocoa's selector is
// `throws`; here it cannot throw, because a shared sequence never errors (contract 5).

extension SharedSequence {
  /// Combines, by index, one value of every shared sequence in `collection` with
  /// `resultSelector`, once each has sent its next one. An empty collection completes.
  ///
  /// ```swift
  /// let totals = Driver.zip([prices, taxes]) { $0.reduce(0, +) }
  /// ```
  ///
  /// - Parameters:
  ///   - collection: The sequences.
  ///   - resultSelector: Combines one value of each, in collection order.
  /// - Returns: The shared sequence of combined values.
  public static func zip<Collection: Swift.Collection, Result>(
    _ collection: Collection, resultSelector: @escaping @Sendable ([Element]) -> Result
  ) -> SharedSequence<SharingStrategy, Result>
  where Collection.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, Result>(
      Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
  }

  /// Groups, by index, one value of every shared sequence in `collection` into an array,
  /// once each has sent its next one. An empty collection completes.
  ///
  /// ```swift
  /// let pairs: Driver<[Int]> = Driver.zip([prices, taxes])
  /// ```
  ///
  /// - Parameter collection: The sequences.
  /// - Returns: The shared sequence of arrays.
  public static func zip<Collection: Swift.Collection>(_ collection: Collection)
    -> SharedSequence<SharingStrategy, [Element]>
  where Collection.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, [Element]>(
      Observable.zip(collection.map { $0.asObservable() }))
  }
}
