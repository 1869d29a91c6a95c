import ReactiveCore

extension PrimitiveSequence {
  /// Creates a resource for each subscription and a single, maybe or completable that uses
  /// it; the resource is disposed when the subscription ends, as `ObservableType.using(_:observableFactory:)`.
  ///
  /// ```swift
  /// Single.using({ Connection() }, primitiveSequenceFactory: { $0.fetchUser() })
  /// ```
  ///
  /// - Parameters:
  ///   - resourceFactory: Makes the resource, once per subscription.
  ///   - primitiveSequenceFactory: Makes the sequence that uses the resource.
  /// - Returns: The sequence's outcome.
  public static func using<Resource: Disposable>(
    _ resourceFactory: @escaping @Sendable () throws -> Resource,
    primitiveSequenceFactory:
      @escaping @Sendable (Resource) throws -> PrimitiveSequence<Trait, Element>
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      raw: Observable.using(resourceFactory) { try primitiveSequenceFactory($0).asObservable() })
  }
}
