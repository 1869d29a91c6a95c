// RxCocoa's SharedSequence+Operators.swift: `combineLatest` of a collection (2 to 4 sources:
// SharedSequence+Combining2To4.swift, generated). The selector cannot throw, because a shared
// sequence never errors (contract 5).

extension SharedSequence {
  /// Combines the latest values of every shared sequence in `sources` whenever any of them
  /// sends one (once each has sent one).
  ///
  /// ```swift
  /// let total = Driver.combineLatest(prices) { $0.reduce(0, +) }
  /// ```
  ///
  /// - Parameters:
  ///   - sources: The sequences.
  ///   - resultSelector: Combines the latest value of each, in order.
  /// - Returns: The shared sequence of combined values.
  public static func combineLatest<Collection: Swift.Collection, Value>(
    _ sources: Collection, resultSelector: @escaping @Sendable ([Value]) -> Element
  ) -> SharedSequence<SharingStrategy, Element>
  where Collection.Element == SharedSequence<SharingStrategy, Value> {
    SharedSequence(
      Observable.combineLatest(sources.map { $0.asObservable() }, resultSelector: resultSelector))
  }

  /// Combines the latest values of every shared sequence in `sources` into an array whenever
  /// any of them sends one (once each has sent one).
  ///
  /// ```swift
  /// let all: Driver<[Int]> = Driver.combineLatest(prices)
  /// ```
  ///
  /// - Parameter sources: The sequences.
  /// - Returns: The shared sequence of arrays.
  public static func combineLatest<Collection: Swift.Collection>(_ sources: Collection)
    -> SharedSequence<SharingStrategy, [Element]>
  where Collection.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, [Element]>(
      Observable.combineLatest(sources.map { $0.asObservable() }))
  }
}
