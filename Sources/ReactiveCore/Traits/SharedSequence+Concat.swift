// RxCocoa's SharedSequence+Operators.swift: `concat` of a sequence (iterated lazily, one
// source at a time) and of a collection; each source is subscribed once the previous one
// completed, and the result is shared like every other operator's.

extension SharedSequence {
  /// Sends the values of each shared sequence in `sequence`, one sequence after the other:
  /// each is subscribed once the previous one completed. `sequence` is iterated lazily.
  ///
  /// ```swift
  /// let steps = Driver.concat(AnySequence([Driver.just("intro"), Driver.just("body")]))
  /// ```
  ///
  /// - Parameter sequence: The sequences, in order.
  /// - Returns: The shared sequence of their values.
  public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence)
    -> SharedSequence<SharingStrategy, Element>
  where Sequence.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence(Observable.concat(sequence.lazy.map { $0.asObservable() }))
  }

  /// Sends the values of each shared sequence in `collection`, one sequence after the other:
  /// each is subscribed once the previous one completed.
  ///
  /// ```swift
  /// let steps = Driver.concat([Driver.just("intro"), Driver.just("body")])
  /// ```
  ///
  /// - Parameter collection: The sequences, in order.
  /// - Returns: The shared sequence of their values.
  public static func concat<Collection: Swift.Collection>(_ collection: Collection)
    -> SharedSequence<SharingStrategy, Element>
  where Collection.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence(Observable.concat(collection.map { $0.asObservable() }))
  }
}
