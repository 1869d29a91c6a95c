// RxCocoa's SharedSequence+Operators.swift: `merge` of a collection, and `merge()` /
// `merge(maxConcurrent:)` of a shared sequence of shared sequences. The variadic and array
// forms are in SharedSequence+FlatMap.swift.

extension SharedSequence {
  /// Merges the values of every shared sequence in `sources`.
  ///
  /// ```swift
  /// let messages = Signal.merge([errors, notices][...])
  /// ```
  ///
  /// - Parameter sources: The sequences.
  /// - Returns: The merged shared sequence.
  public static func merge<Collection: Swift.Collection>(_ sources: Collection)
    -> SharedSequence<SharingStrategy, Element>
  where Collection.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
  }
}

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
  /// Merges the values of every inner shared sequence, each subscribed as it arrives.
  ///
  /// ```swift
  /// let pages: Driver<Driver<String>> = Driver.just(Driver.just("home"))
  /// let titles = pages.merge()
  /// ```
  ///
  /// - Returns: The values of every inner sequence, as they arrive.
  public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
    SharedSequence(asObservable().map { $0.asSharedSequence().asObservable() }.merge())
  }

  /// Merges the values of the inner shared sequences, at most `maxConcurrent` of them
  /// subscribed at once; the others wait, in order, for one to complete.
  ///
  /// ```swift
  /// let pages: Driver<Driver<String>> = Driver.just(Driver.just("home"))
  /// let titles = pages.merge(maxConcurrent: 1)
  /// ```
  ///
  /// - Parameter maxConcurrent: The most inner sequences subscribed at once.
  /// - Returns: The values of the inner sequences.
  public func merge(maxConcurrent: Int)
    -> SharedSequence<Element.SharingStrategy, Element.Element>
  {
    SharedSequence(
      asObservable().map { $0.asSharedSequence().asObservable() }
        .merge(maxConcurrent: maxConcurrent))
  }
}
