// `combineLatest` of 2 to 8 sources is generated, one concrete copy per arity
// (Observable+CombineLatest2To4.swift and Observable+CombineLatest5To8.swift, from
// Scripts/Arity/Observable+CombineLatest.swift.tt): a typed parameter-pack version (one pack of
// sources, a tuple of `LatestSlot`s) cost 11,660 instructions per send in
// `g.combineLatest-per-send` against 3,466 for the concrete copies (Benchmarks/run, Swift
// 6.3.1), and the same with `@inlinable`: the optimizer does not specialize pack generics, so
// every send paid for tuple metadata and pack iteration at run time. Packs serve only the
// arities that had no copy (`Single`/`Maybe` `zip` and `Infallible` `combineLatest`/`zip` of 5
// sources or more, PrimitiveSequence+ZipMany.swift). This file holds the collection form.

extension ObservableType {
  /// Combines the latest elements of every sequence in `collection` with `resultSelector`,
  /// each time any of them sends one (once all have sent at least one). An empty collection
  /// calls `resultSelector` once with `[]` on subscription, sends its result, then completes
  /// (an error it throws is sent instead), as RxSwift 6 does.
  ///
  /// ```swift
  /// Observable.combineLatest([width, height]) { $0.reduce(0, +) }
  ///   .subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Parameters:
  ///   - collection: The sources.
  ///   - resultSelector: Combines one element of each source, in collection order.
  /// - Returns: The combined elements.
  public static func combineLatest<Sources: Collection>(
    _ collection: Sources,
    resultSelector: @escaping @Sendable ([Sources.Element.Element]) throws -> Element
  ) -> Observable<Element> where Sources.Element: ObservableType {
    let sources = collection.map { $0.asObservable() }
    // RxSwift 6 (CombineLatest+Collection.swift, `run()`): no sources means one result of
    // `resultSelector([])`, then `completed`; a thrown error is sent as `error`.
    if sources.isEmpty { return Observable.deferred { Observable.just(try resultSelector([])) } }
    return CombiningProducer(arity: sources.count, completesWhenOthersDone: true) { parent in
      let slots = sources.map { _ in LatestSlot<Sources.Element.Element>() }
      return CombiningPlan(
        subscribe: sources.enumerated().map { index, source in
          source.combining(parent, index, slots[index].store)
        },
        result: {
          guard let values = latestValues(slots) else { return nil }
          return { try resultSelector(values) }
        },
        latest: { run in
          guard let values = latestValues(slots) else { return false }
          run { try resultSelector(values) }
          return true
        })
    }
  }

  /// Combines the latest elements of every sequence in `collection` into arrays, each time
  /// any of them sends one (once all have sent at least one). An empty collection sends `[]`,
  /// then completes, as RxSwift 6 does.
  ///
  /// ```swift
  /// Observable.combineLatest([width, height])
  ///   .subscribe(onNext: { print($0) })  // [w, h]
  /// ```
  ///
  /// - Parameter collection: The sources.
  /// - Returns: The combined elements.
  public static func combineLatest<Sources: Collection>(_ collection: Sources) -> Observable<
    [Element]
  >
  where Sources.Element: ObservableType, Sources.Element.Element == Element {
    Observable<[Element]>.combineLatest(collection) { $0 }
  }
}

/// The latest value of each slot, in order; `nil` while one has none yet.
private func latestValues<Value>(_ slots: [LatestSlot<Value>]) -> [Value]? {
  var values: [Value] = []
  values.reserveCapacity(slots.count)
  for slot in slots {
    guard let value = slot.value else { return nil }
    values.append(value)
  }
  return values
}
