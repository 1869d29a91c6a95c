import ReactiveCore

extension InfallibleType {
  /// Maps each value to an infallible sequence and merges their values.
  ///
  /// ```swift
  /// let details = ids.flatMap { id in repository.detail(id).asInfallible(onErrorJustReturn: .empty) }
  /// ```
  ///
  /// - Parameter selector: Makes the inner sequence for a value.
  /// - Returns: The values of every inner sequence, as they arrive.
  public func flatMap<Result>(_ selector: @escaping @Sendable (Element) -> Infallible<Result>)
    -> Infallible<Result>
  {
    Infallible(asObservable().flatMap(selector))
  }

  /// Maps each value to an infallible sequence and follows only the latest one.
  ///
  /// ```swift
  /// let results = queries.flatMapLatest { search($0) }
  /// ```
  ///
  /// - Parameter selector: Makes the inner sequence for a value.
  /// - Returns: The values of the latest inner sequence.
  public func flatMapLatest<Result>(_ selector: @escaping @Sendable (Element) -> Infallible<Result>)
    -> Infallible<Result>
  {
    Infallible(asObservable().flatMapLatest(selector))
  }

  /// Maps a value to an infallible sequence unless one is still running, which keeps
  /// priority: values arriving meanwhile are dropped.
  ///
  /// ```swift
  /// let saves = taps.flatMapFirst { save() }
  /// ```
  ///
  /// - Parameter selector: Makes the inner sequence for a value.
  /// - Returns: The values of the inner sequences that ran.
  public func flatMapFirst<Result>(_ selector: @escaping @Sendable (Element) -> Infallible<Result>)
    -> Infallible<Result>
  {
    Infallible(asObservable().flatMapFirst(selector))
  }

  /// Maps each value to an infallible sequence, subscribed one after the other.
  ///
  /// ```swift
  /// let pages = pageNumbers.concatMap { load(page: $0) }
  /// ```
  ///
  /// - Parameter selector: Makes the inner sequence for a value.
  /// - Returns: The values of every inner sequence, in order.
  public func concatMap<Result>(_ selector: @escaping @Sendable (Element) -> Infallible<Result>)
    -> Infallible<Result>
  {
    Infallible(asObservable().concatMap(selector))
  }

  /// Appends `second`: its values follow once this sequence completes.
  ///
  /// ```swift
  /// cached.concat(fresh)
  /// ```
  ///
  /// - Parameter second: Subscribed to after this sequence completes.
  /// - Returns: This sequence's values, then `second`'s.
  public func concat<Source: InfallibleType>(_ second: Source) -> Infallible<Element>
  where Source.Element == Element {
    Infallible(asObservable().concat(second.asObservable()))
  }
}

extension Infallible {
  /// Merges the values of `sources` as they arrive; completes when all have.
  ///
  /// ```swift
  /// Infallible.merge(taps, keys)
  /// ```
  ///
  /// - Parameter sources: The sequences.
  /// - Returns: Their values, interleaved.
  public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
    merge(sources)
  }

  /// Merges the values of `sources` as they arrive; completes when all have.
  ///
  /// ```swift
  /// Infallible.merge([taps, keys])
  /// ```
  ///
  /// - Parameter sources: The sequences.
  /// - Returns: Their values, interleaved.
  public static func merge<Sources: Collection>(_ sources: Sources) -> Infallible<Element>
  where Sources.Element == Infallible<Element> {
    Infallible(Observable.merge(sources.map { $0.asObservable() }))
  }

  /// Concatenates `sources`: each is subscribed after the previous one completes.
  ///
  /// ```swift
  /// Infallible.concat(intro, body)
  /// ```
  ///
  /// - Parameter sources: The sequences, in order.
  /// - Returns: Their values, one sequence after the other.
  public static func concat(_ sources: Infallible<Element>...) -> Infallible<Element> {
    concat(sources)
  }

  /// Concatenates `sources`: each is subscribed after the previous one completes.
  ///
  /// ```swift
  /// Infallible.concat([intro, body])
  /// ```
  ///
  /// - Parameter sources: The sequences, in order.
  /// - Returns: Their values, one sequence after the other.
  public static func concat<Sources: Sequence>(_ sources: Sources) -> Infallible<Element>
  where Sources.Element == Infallible<Element> {
    Infallible(Observable.concat(sources.lazy.map { $0.asObservable() }))
  }
}
