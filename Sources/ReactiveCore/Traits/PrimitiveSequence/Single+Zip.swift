extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Combines the elements of 2 singles once both succeed; fails with the first failure.
  ///
  /// ```swift
  /// Single.zip(api.user(id: 1), api.user(id: 2)) { $0.name + " & " + $1.name }
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Single 1.
  ///   - source2: Single 2.
  ///   - resultSelector: Combines the elements.
  /// - Returns: A single of the combination.
  public static func zip<E1, E2>(
    _ source1: Single<E1>, _ source2: Single<E2>,
    resultSelector: @escaping (E1, E2) throws -> Element
  ) -> Single<Element> {
    Single(raw: Observable.zip(source1.source, source2.source, resultSelector: resultSelector))
  }

  /// Combines the elements of 3 singles once all succeed; fails with the first failure.
  ///
  /// ```swift
  /// Single.zip(a, b, c) { $0 + $1 + $2 }
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Single 1.
  ///   - source2: Single 2.
  ///   - source3: Single 3.
  ///   - resultSelector: Combines the elements.
  /// - Returns: A single of the combination.
  public static func zip<E1, E2, E3>(
    _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>,
    resultSelector: @escaping (E1, E2, E3) throws -> Element
  ) -> Single<Element> {
    Single(
      raw: Observable.zip(
        source1.source, source2.source, source3.source, resultSelector: resultSelector))
  }

  /// Combines the elements of 4 singles once all succeed; fails with the first failure.
  ///
  /// ```swift
  /// Single.zip(a, b, c, d) { $0 + $1 + $2 + $3 }
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Single 1.
  ///   - source2: Single 2.
  ///   - source3: Single 3.
  ///   - source4: Single 4.
  ///   - resultSelector: Combines the elements.
  /// - Returns: A single of the combination.
  public static func zip<E1, E2, E3, E4>(
    _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>,
    resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
  ) -> Single<Element> {
    Single(
      raw: Observable.zip(
        source1.source, source2.source, source3.source, source4.source,
        resultSelector: resultSelector))
  }

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
    _ collection: Sources, resultSelector: @escaping ([Element]) throws -> Result
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

extension PrimitiveSequenceType where Trait == SingleTrait, Element == Any {
  /// Pairs the elements of 2 singles once both succeed; fails with the first failure.
  ///
  /// ```swift
  /// Single.zip(api.user(id: 1), api.settings()).subscribe(onSuccess: { user, settings in })
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Single 1.
  ///   - source2: Single 2.
  /// - Returns: A single of the pair.
  public static func zip<E1, E2>(_ source1: Single<E1>, _ source2: Single<E2>)
    -> Single<(E1, E2)>
  {
    Single<(E1, E2)>.zip(source1, source2) { ($0, $1) }
  }

  /// Groups the elements of 3 singles once all succeed; fails with the first failure.
  ///
  /// ```swift
  /// Single.zip(a, b, c).subscribe(onSuccess: { a, b, c in })
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Single 1.
  ///   - source2: Single 2.
  ///   - source3: Single 3.
  /// - Returns: A single of the triple.
  public static func zip<E1, E2, E3>(
    _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>
  ) -> Single<(E1, E2, E3)> {
    Single<(E1, E2, E3)>.zip(source1, source2, source3) { ($0, $1, $2) }
  }

  /// Groups the elements of 4 singles once all succeed; fails with the first failure.
  ///
  /// ```swift
  /// Single.zip(a, b, c, d).subscribe(onSuccess: { a, b, c, d in })
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Single 1.
  ///   - source2: Single 2.
  ///   - source3: Single 3.
  ///   - source4: Single 4.
  /// - Returns: A single of the quadruple.
  public static func zip<E1, E2, E3, E4>(
    _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>
  ) -> Single<(E1, E2, E3, E4)> {
    Single<(E1, E2, E3, E4)>.zip(source1, source2, source3, source4) { ($0, $1, $2, $3) }
  }
}
