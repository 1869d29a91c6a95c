import ReactiveCore

// The parameter packs behind `Single.zip`, `Maybe.zip` (Single+Zip.swift, Maybe+Zip.swift) and
// `Infallible.combineLatest` / `zip` (Infallible+CombineLatest.swift, Infallible+Zip.swift) of 5
// sources and more (RxSwift has 2 to 8), instead of one copy per arity; 2 to 4 keep their
// concrete overloads (the packs start at 5, so no call is ambiguous). Swift 6.1 crashes (signal
// 11) when a closure literal or a pack-generic function is passed as the tuple forms' result
// selector, hence the separate `zipTuple`. The sources are zipped as one collection, then the
// values are handed back to `resultSelector` with their own types.

extension Observable {
  /// Zips sources of different element types: the collection zip over type-erased sources,
  /// each value cast back to its own type (a cast that cannot fail: each value comes from
  /// the source of that type; should it fail, the sequence fails with `RxError.unknown`).
  static func zipMany<each Value>(
    _ sources: repeat Observable<each Value>,
    resultSelector: @escaping @Sendable (repeat each Value) throws -> Element
  ) -> Observable<Element> {
    combinePack(.zip, repeat each sources, resultSelector: resultSelector)
  }

  /// `combineLatest` of sources of different element types, as ``zipMany(_:resultSelector:)``.
  static func combineLatestMany<each Value>(
    _ sources: repeat Observable<each Value>,
    resultSelector: @escaping @Sendable (repeat each Value) throws -> Element
  ) -> Observable<Element> {
    combinePack(.combineLatest, repeat each sources, resultSelector: resultSelector)
  }

  private static func combinePack<each Value>(
    _ combination: PackCombination, _ sources: repeat Observable<each Value>,
    resultSelector: @escaping @Sendable (repeat each Value) throws -> Element
  ) -> Observable<Element> {
    combination.combine(erased(repeat each sources)) { values in
      let cursor = ZipManyCursor(values: values)
      return try resultSelector(repeat try cursor.next((each Value).self))
    }
  }
}

/// The tuple form of `Observable.zipMany(_:resultSelector:)`.
func zipTuple<each Value>(_ sources: repeat Observable<each Value>)
  -> Observable<(repeat each Value)>
{
  combinePackTuple(.zip, repeat each sources)
}

/// The tuple form of `Observable.combineLatestMany(_:resultSelector:)`.
func combineLatestTuple<each Value>(_ sources: repeat Observable<each Value>)
  -> Observable<(repeat each Value)>
{
  combinePackTuple(.combineLatest, repeat each sources)
}

private func combinePackTuple<each Value>(
  _ combination: PackCombination, _ sources: repeat Observable<each Value>
) -> Observable<(repeat each Value)> {
  combination.combine(erased(repeat each sources)) { values in
    let cursor = ZipManyCursor(values: values)
    return (repeat try cursor.next((each Value).self))
  }
}

/// How the type-erased sources of a pack are combined: with the collection `zip` or the
/// collection `combineLatest`.
private enum PackCombination {
  case zip
  case combineLatest

  func combine<Result>(
    _ sources: [Observable<Any>], _ select: @escaping @Sendable ([Any]) throws -> Result
  ) -> Observable<Result> {
    switch self {
    case .zip: Observable<Result>.zip(sources, resultSelector: select)
    case .combineLatest: Observable<Result>.combineLatest(sources, resultSelector: select)
    }
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
