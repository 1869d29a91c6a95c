// One copy per arity on purpose (issue 12 item 4): a typed parameter-pack version of
// `combineLatest` (one pack of sources, a tuple of `LatestSlot`s) cost 11,660 instructions per
// send in `g.combineLatest-per-send` against 3,466 for these copies (Benchmarks/run, Swift
// 6.3.1), and the same with `@inlinable`: the optimizer does not specialize pack generics, so
// every send paid for tuple metadata and pack iteration at run time. Packs serve only the
// arities that had no copy (`Single`/`Maybe` `zip` and `Infallible` `combineLatest`/`zip` of 5
// sources or more, PrimitiveSequence+ZipMany.swift).

extension ObservableType {
  /// Combines the latest elements of 2 sequences with `resultSelector`, each time any of
  /// them sends one (once all have sent at least one).
  ///
  /// ```swift
  /// Observable.combineLatest(name, age) { "\($0), \($1)" }
  ///   .subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Source 1.
  ///   - source2: Source 2.
  ///   - resultSelector: Combines one latest element of each source.
  /// - Returns: The combined elements.
  public static func combineLatest<O1: ObservableType, O2: ObservableType>(
    _ source1: O1, _ source2: O2,
    resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
  ) -> Observable<Element> {
    let s1 = source1.asObservable()
    let s2 = source2.asObservable()
    return CombiningProducer(arity: 2, completesWhenOthersDone: true) { parent in
      let v1 = LatestSlot<O1.Element>()
      let v2 = LatestSlot<O2.Element>()
      return CombiningPlan(
        subscribe: [
          { s1.subscribe(CombiningObserver(parent: parent, index: 0, store: v1.store)) },
          { s2.subscribe(CombiningObserver(parent: parent, index: 1, store: v2.store)) },
        ],
        result: {
          guard let e1 = v1.value, let e2 = v2.value else { return nil }
          return { try resultSelector(e1, e2) }
        },
        latest: { run in
          guard let e1 = v1.value, let e2 = v2.value else { return false }
          run { try resultSelector(e1, e2) }
          return true
        })
    }
  }

  /// Combines the latest elements of 3 sequences with `resultSelector`, each time any of
  /// them sends one (once all have sent at least one).
  ///
  /// ```swift
  /// Observable.combineLatest(name, age) { "\($0), \($1)" }
  ///   .subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Source 1.
  ///   - source2: Source 2.
  ///   - source3: Source 3.
  ///   - resultSelector: Combines one latest element of each source.
  /// - Returns: The combined elements.
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
  ) -> Observable<Element> {
    let s1 = source1.asObservable()
    let s2 = source2.asObservable()
    let s3 = source3.asObservable()
    return CombiningProducer(arity: 3, completesWhenOthersDone: true) { parent in
      let v1 = LatestSlot<O1.Element>()
      let v2 = LatestSlot<O2.Element>()
      let v3 = LatestSlot<O3.Element>()
      return CombiningPlan(
        subscribe: [
          { s1.subscribe(CombiningObserver(parent: parent, index: 0, store: v1.store)) },
          { s2.subscribe(CombiningObserver(parent: parent, index: 1, store: v2.store)) },
          { s3.subscribe(CombiningObserver(parent: parent, index: 2, store: v3.store)) },
        ],
        result: {
          guard let e1 = v1.value, let e2 = v2.value, let e3 = v3.value else { return nil }
          return { try resultSelector(e1, e2, e3) }
        },
        latest: { run in
          guard let e1 = v1.value, let e2 = v2.value, let e3 = v3.value else { return false }
          run { try resultSelector(e1, e2, e3) }
          return true
        })
    }
  }

  /// Combines the latest elements of 4 sequences with `resultSelector`, each time any of
  /// them sends one (once all have sent at least one).
  ///
  /// ```swift
  /// Observable.combineLatest(name, age) { "\($0), \($1)" }
  ///   .subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Source 1.
  ///   - source2: Source 2.
  ///   - source3: Source 3.
  ///   - source4: Source 4.
  ///   - resultSelector: Combines one latest element of each source.
  /// - Returns: The combined elements.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
  ) -> Observable<Element> {
    let s1 = source1.asObservable()
    let s2 = source2.asObservable()
    let s3 = source3.asObservable()
    let s4 = source4.asObservable()
    return CombiningProducer(arity: 4, completesWhenOthersDone: true) { parent in
      let v1 = LatestSlot<O1.Element>()
      let v2 = LatestSlot<O2.Element>()
      let v3 = LatestSlot<O3.Element>()
      let v4 = LatestSlot<O4.Element>()
      return CombiningPlan(
        subscribe: [
          { s1.subscribe(CombiningObserver(parent: parent, index: 0, store: v1.store)) },
          { s2.subscribe(CombiningObserver(parent: parent, index: 1, store: v2.store)) },
          { s3.subscribe(CombiningObserver(parent: parent, index: 2, store: v3.store)) },
          { s4.subscribe(CombiningObserver(parent: parent, index: 3, store: v4.store)) },
        ],
        result: {
          guard let e1 = v1.value, let e2 = v2.value, let e3 = v3.value, let e4 = v4.value else {
            return nil
          }
          return { try resultSelector(e1, e2, e3, e4) }
        },
        latest: { run in
          guard let e1 = v1.value, let e2 = v2.value, let e3 = v3.value, let e4 = v4.value else {
            return false
          }
          run { try resultSelector(e1, e2, e3, e4) }
          return true
        })
    }
  }
}

extension ObservableType where Element == Any {
  /// Combines the latest elements of 2 sequences into tuples, each time any of them sends
  /// one (once all have sent at least one).
  ///
  /// ```swift
  /// Observable.combineLatest(name, age)
  ///   .subscribe(onNext: { name, age in print(name, age) })
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Source 1.
  ///   - source2: Source 2.
  /// - Returns: The combined elements.
  public static func combineLatest<O1: ObservableType, O2: ObservableType>(
    _ source1: O1, _ source2: O2
  ) -> Observable<(O1.Element, O2.Element)> {
    Observable<(O1.Element, O2.Element)>.combineLatest(source1, source2) { ($0, $1) }
  }

  /// Combines the latest elements of 3 sequences into tuples, each time any of them sends
  /// one (once all have sent at least one).
  ///
  /// ```swift
  /// Observable.combineLatest(name, age)
  ///   .subscribe(onNext: { name, age in print(name, age) })
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Source 1.
  ///   - source2: Source 2.
  ///   - source3: Source 3.
  /// - Returns: The combined elements.
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3
  ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element)>.combineLatest(source1, source2, source3) {
      ($0, $1, $2)
    }
  }

  /// Combines the latest elements of 4 sequences into tuples, each time any of them sends
  /// one (once all have sent at least one).
  ///
  /// ```swift
  /// Observable.combineLatest(name, age)
  ///   .subscribe(onNext: { name, age in print(name, age) })
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Source 1.
  ///   - source2: Source 2.
  ///   - source3: Source 3.
  ///   - source4: Source 4.
  /// - Returns: The combined elements.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>.combineLatest(
      source1, source2, source3, source4
    ) { ($0, $1, $2, $3) }
  }
}

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
    resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
  ) -> Observable<Element> where Sources.Element: ObservableType {
    let sources = collection.map { $0.asObservable() }
    // RxSwift 6 (CombineLatest+Collection.swift, `run()`): no sources means one result of
    // `resultSelector([])`, then `completed`; a thrown error is sent as `error`.
    if sources.isEmpty { return Observable.deferred { Observable.just(try resultSelector([])) } }
    return CombiningProducer(arity: sources.count, completesWhenOthersDone: true) { parent in
      let slots = sources.map { _ in LatestSlot<Sources.Element.Element>() }
      return CombiningPlan(
        subscribe: sources.enumerated().map { index, source in
          {
            source.subscribe(
              CombiningObserver(parent: parent, index: index, store: slots[index].store))
          }
        },
        result: {
          var values: [Sources.Element.Element] = []
          values.reserveCapacity(slots.count)
          for slot in slots {
            guard let value = slot.value else { return nil }
            values.append(value)
          }
          return { try resultSelector(values) }
        },
        latest: { run in
          var values: [Sources.Element.Element] = []
          values.reserveCapacity(slots.count)
          for slot in slots {
            guard let value = slot.value else { return false }
            values.append(value)
          }
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
