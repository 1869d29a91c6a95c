extension ObservableType {
  /// Maps each element to a sequence, subscribes to every one of them and merges their
  /// elements.
  ///
  /// Completes when this sequence and every inner sequence have completed; fails when any of
  /// them fails or `selector` throws.
  ///
  /// ```swift
  /// userIDs.flatMap { id in api.loadUser(id) }
  ///   .subscribe(onNext: { print($0.name) })
  /// ```
  ///
  /// - Parameter selector: Turns an element into the sequence to merge.
  /// - Returns: The merged elements of every inner sequence.
  public func flatMap<Source: ObservableConvertibleType>(
    _ selector: @escaping @Sendable (Element) throws -> Source
  ) -> Observable<Source.Element> {
    MergeProducer(source: asObservable(), mode: .unbounded) { try selector($0).asObservable() }
  }

  /// Maps each element to a sequence, but ignores elements that arrive while the previous
  /// inner sequence is still running.
  ///
  /// ```swift
  /// refreshTaps.flatMapFirst { api.reload() }  // taps during a reload are ignored
  ///   .subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Parameter selector: Turns an element into the sequence to subscribe to.
  /// - Returns: The elements of the inner sequences that were subscribed to.
  public func flatMapFirst<Source: ObservableConvertibleType>(
    _ selector: @escaping @Sendable (Element) throws -> Source
  ) -> Observable<Source.Element> {
    MergeProducer(source: asObservable(), mode: .dropWhileActive) {
      try selector($0).asObservable()
    }
  }

  /// Maps each element to a sequence and concatenates them: each inner sequence is subscribed
  /// after the previous one completes, in order.
  ///
  /// ```swift
  /// uploads.concatMap { file in api.upload(file) }
  ///   .subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Parameter selector: Turns an element into the sequence to concatenate.
  /// - Returns: The elements of every inner sequence, one after the other.
  public func concatMap<Source: ObservableConvertibleType>(
    _ selector: @escaping @Sendable (Element) throws -> Source
  ) -> Observable<Source.Element> {
    MergeProducer(source: asObservable(), mode: .limited(1)) { try selector($0).asObservable() }
  }
}
