// `Single.zip` and `Maybe.zip` for 5 sources and more (RxSwift has 2 to 8), with one
// parameter pack instead of one copy per arity; 2 to 4 keep their hand-written overloads (the
// packs start at 5, so no call is ambiguous). Swift 6.1 crashes (signal 11) when a closure
// literal or a pack-generic function is passed as the tuple forms' result selector, hence the
// separate `zipTuple`. The sources are zipped as one collection, then the values are handed back to
// `resultSelector` with their own types.

extension Observable {
  /// Zips sources of different element types: the collection zip over type-erased sources,
  /// each value cast back to its own type (a cast that cannot fail: each value comes from
  /// the source of that type; should it fail, the sequence fails with `RxError.unknown`).
  static func zipMany<each Value>(
    _ sources: repeat Observable<each Value>,
    resultSelector: @escaping (repeat each Value) throws -> Element
  ) -> Observable<Element> {
    Observable.zip(erased(repeat each sources)) { values in
      let cursor = ZipManyCursor(values: values)
      return try resultSelector(repeat try cursor.next((each Value).self))
    }
  }
}

/// The tuple form of ``Observable/zipMany(_:resultSelector:)``.
func zipTuple<each Value>(_ sources: repeat Observable<each Value>)
  -> Observable<(repeat each Value)>
{
  Observable.zip(erased(repeat each sources)) { values in
    let cursor = ZipManyCursor(values: values)
    return (repeat try cursor.next((each Value).self))
  }
}

extension Observable {
  /// `combineLatest` of sources of different element types, as ``zipMany(_:resultSelector:)``.
  static func combineLatestMany<each Value>(
    _ sources: repeat Observable<each Value>,
    resultSelector: @escaping (repeat each Value) throws -> Element
  ) -> Observable<Element> {
    Observable.combineLatest(erased(repeat each sources)) { values in
      let cursor = ZipManyCursor(values: values)
      return try resultSelector(repeat try cursor.next((each Value).self))
    }
  }
}

/// The tuple form of ``Observable/combineLatestMany(_:resultSelector:)``.
func combineLatestTuple<each Value>(_ sources: repeat Observable<each Value>)
  -> Observable<(repeat each Value)>
{
  Observable.combineLatest(erased(repeat each sources)) { values in
    let cursor = ZipManyCursor(values: values)
    return (repeat try cursor.next((each Value).self))
  }
}

/// The sources as one collection of type-erased sources, in order.
private func erased<each Value>(_ sources: repeat Observable<each Value>) -> [Observable<Any>] {
  var erased: [Observable<Any>] = []
  for source in repeat each sources { erased.append(source.map { $0 as Any }) }
  return erased
}

/// Hands out zipped values in order, each cast back to its type.
private final class ZipManyCursor {
  private let values: [Any]
  private var index = 0

  init(values: [Any]) {
    self.values = values
  }

  func next<Target>(_: Target.Type) throws -> Target {
    defer { index += 1 }
    guard index < values.count, let value = values[index] as? Target else {
      throw RxError.unknown
    }
    return value
  }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Combines the elements of 5 or more singles once all succeed; fails with the first
  /// failure.
  ///
  /// ```swift
  /// Single.zip(a, b, c, d, e) { $0 + $1 + $2 + $3 + $4 }
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Single 1.
  ///   - source2: Single 2.
  ///   - source3: Single 3.
  ///   - source4: Single 4.
  ///   - source5: Single 5.
  ///   - sources: Any further singles.
  ///   - resultSelector: Combines the elements.
  /// - Returns: A single of the combination.
  public static func zip<E1, E2, E3, E4, E5, each E>(
    _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>,
    _ source5: Single<E5>, _ sources: repeat Single<each E>,
    resultSelector: @escaping (E1, E2, E3, E4, E5, repeat each E) throws -> Element
  ) -> Single<Element> {
    Single(
      raw: Observable.zipMany(
        source1.source, source2.source, source3.source, source4.source, source5.source,
        repeat (each sources).source, resultSelector: resultSelector))
  }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element == Any {
  /// Groups the elements of 5 or more singles once all succeed; fails with the first
  /// failure.
  ///
  /// ```swift
  /// Single.zip(a, b, c, d, e).subscribe(onSuccess: { a, b, c, d, e in })
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Single 1.
  ///   - source2: Single 2.
  ///   - source3: Single 3.
  ///   - source4: Single 4.
  ///   - source5: Single 5.
  ///   - sources: Any further singles.
  /// - Returns: A single of the tuple.
  public static func zip<E1, E2, E3, E4, E5, each E>(
    _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>,
    _ source5: Single<E5>, _ sources: repeat Single<each E>
  ) -> Single<(E1, E2, E3, E4, E5, repeat each E)> {
    Single(
      raw: zipTuple(
        source1.source, source2.source, source3.source, source4.source, source5.source,
        repeat (each sources).source))
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Combines the elements of 5 or more maybes once all have one; completes empty as soon as
  /// one completes empty, and fails with the first failure.
  ///
  /// ```swift
  /// Maybe.zip(a, b, c, d, e) { $0 + $1 + $2 + $3 + $4 }
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Maybe 1.
  ///   - source2: Maybe 2.
  ///   - source3: Maybe 3.
  ///   - source4: Maybe 4.
  ///   - source5: Maybe 5.
  ///   - sources: Any further maybes.
  ///   - resultSelector: Combines the elements.
  /// - Returns: A maybe of the combination.
  public static func zip<E1, E2, E3, E4, E5, each E>(
    _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>,
    _ source5: Maybe<E5>, _ sources: repeat Maybe<each E>,
    resultSelector: @escaping (E1, E2, E3, E4, E5, repeat each E) throws -> Element
  ) -> Maybe<Element> {
    Maybe(
      raw: Observable.zipMany(
        source1.source, source2.source, source3.source, source4.source, source5.source,
        repeat (each sources).source, resultSelector: resultSelector))
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait, Element == Any {
  /// Groups the elements of 5 or more maybes once all have one; completes empty as soon as
  /// one completes empty, and fails with the first failure.
  ///
  /// ```swift
  /// Maybe.zip(a, b, c, d, e).subscribe(onSuccess: { a, b, c, d, e in })
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Maybe 1.
  ///   - source2: Maybe 2.
  ///   - source3: Maybe 3.
  ///   - source4: Maybe 4.
  ///   - source5: Maybe 5.
  ///   - sources: Any further maybes.
  /// - Returns: A maybe of the tuple.
  public static func zip<E1, E2, E3, E4, E5, each E>(
    _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>,
    _ source5: Maybe<E5>, _ sources: repeat Maybe<each E>
  ) -> Maybe<(E1, E2, E3, E4, E5, repeat each E)> {
    Maybe(
      raw: zipTuple(
        source1.source, source2.source, source3.source, source4.source, source5.source,
        repeat (each sources).source))
  }
}
