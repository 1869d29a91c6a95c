extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Combines the elements of 2 maybes once both succeed; completes empty as
  /// soon as one does, fails with the first failure.
  ///
  /// ```swift
  /// Maybe.zip(cache.user(id: 1), cache.user(id: 2)) { $0.name + " & " + $1.name }
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Maybe 1.
  ///   - source2: Maybe 2.
  ///   - resultSelector: Combines the elements.
  /// - Returns: A maybe of the combination.
  public static func zip<E1, E2>(
    _ source1: Maybe<E1>, _ source2: Maybe<E2>,
    resultSelector: @escaping (E1, E2) throws -> Element
  ) -> Maybe<Element> {
    Maybe(raw: Observable.zip(source1.source, source2.source, resultSelector: resultSelector))
  }

  /// Combines the elements of 3 maybes once all succeed; completes empty as
  /// soon as one does, fails with the first failure.
  ///
  /// ```swift
  /// Maybe.zip(a, b, c) { $0 + $1 + $2 }
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Maybe 1.
  ///   - source2: Maybe 2.
  ///   - source3: Maybe 3.
  ///   - resultSelector: Combines the elements.
  /// - Returns: A maybe of the combination.
  public static func zip<E1, E2, E3>(
    _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>,
    resultSelector: @escaping (E1, E2, E3) throws -> Element
  ) -> Maybe<Element> {
    Maybe(
      raw: Observable.zip(
        source1.source, source2.source, source3.source, resultSelector: resultSelector))
  }

  /// Combines the elements of 4 maybes once all succeed; completes empty as
  /// soon as one does, fails with the first failure.
  ///
  /// ```swift
  /// Maybe.zip(a, b, c, d) { $0 + $1 + $2 + $3 }
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Maybe 1.
  ///   - source2: Maybe 2.
  ///   - source3: Maybe 3.
  ///   - source4: Maybe 4.
  ///   - resultSelector: Combines the elements.
  /// - Returns: A maybe of the combination.
  public static func zip<E1, E2, E3, E4>(
    _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>,
    resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
  ) -> Maybe<Element> {
    Maybe(
      raw: Observable.zip(
        source1.source, source2.source, source3.source, source4.source,
        resultSelector: resultSelector))
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait, Element == Any {
  /// Pairs the elements of 2 maybes once both succeed; completes empty as
  /// soon as one does, fails with the first failure.
  ///
  /// ```swift
  /// Maybe.zip(cache.user(id: 1), cache.settings()).subscribe(onSuccess: { user, settings in })
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Maybe 1.
  ///   - source2: Maybe 2.
  /// - Returns: A maybe of the pair.
  public static func zip<E1, E2>(_ source1: Maybe<E1>, _ source2: Maybe<E2>)
    -> Maybe<(E1, E2)>
  {
    Maybe<(E1, E2)>.zip(source1, source2) { ($0, $1) }
  }

  /// Groups the elements of 3 maybes once all succeed; completes empty as
  /// soon as one does, fails with the first failure.
  ///
  /// ```swift
  /// Maybe.zip(a, b, c).subscribe(onSuccess: { a, b, c in })
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Maybe 1.
  ///   - source2: Maybe 2.
  ///   - source3: Maybe 3.
  /// - Returns: A maybe of the triple.
  public static func zip<E1, E2, E3>(
    _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>
  ) -> Maybe<(E1, E2, E3)> {
    Maybe<(E1, E2, E3)>.zip(source1, source2, source3) { ($0, $1, $2) }
  }

  /// Groups the elements of 4 maybes once all succeed; completes empty as
  /// soon as one does, fails with the first failure.
  ///
  /// ```swift
  /// Maybe.zip(a, b, c, d).subscribe(onSuccess: { a, b, c, d in })
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Maybe 1.
  ///   - source2: Maybe 2.
  ///   - source3: Maybe 3.
  ///   - source4: Maybe 4.
  /// - Returns: A maybe of the quadruple.
  public static func zip<E1, E2, E3, E4>(
    _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>
  ) -> Maybe<(E1, E2, E3, E4)> {
    Maybe<(E1, E2, E3, E4)>.zip(source1, source2, source3, source4) { ($0, $1, $2, $3) }
  }
}
