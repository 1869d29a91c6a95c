extension ObservableType {
  /// Pairs the elements of 2 sequences by index (the first of each, then the second of
  /// each...) and combines each group with `resultSelector`.
  ///
  /// ```swift
  /// Observable.zip(requests, responses) { "\($0) -> \($1)" }
  ///   .subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Source 1.
  ///   - source2: Source 2.
  ///   - resultSelector: Combines the elements at one index.
  /// - Returns: The combined groups.
  public static func zip<O1: ObservableType, O2: ObservableType>(
    _ source1: O1, _ source2: O2,
    resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
  ) -> Observable<Element> {
    let s1 = source1.asObservable()
    let s2 = source2.asObservable()
    return CombiningProducer(arity: 2, completesWhenOthersDone: false) { parent in
      let v1 = ZipSlot<O1.Element>()
      let v2 = ZipSlot<O2.Element>()
      return CombiningPlan(
        subscribe: [
          { s1.subscribe(CombiningObserver(parent: parent, index: 0, store: v1.store)) },
          { s2.subscribe(CombiningObserver(parent: parent, index: 1, store: v2.store)) },
        ],
        result: {
          guard !v1.isEmpty && !v2.isEmpty else { return nil }
          let values = (v1.dequeue(), v2.dequeue())
          guard let e1 = values.0, let e2 = values.1 else { return nil }
          return { try resultSelector(e1, e2) }
        })
    }
  }

  /// Pairs the elements of 3 sequences by index (the first of each, then the second of
  /// each...) and combines each group with `resultSelector`.
  ///
  /// ```swift
  /// Observable.zip(requests, responses) { "\($0) -> \($1)" }
  ///   .subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Source 1.
  ///   - source2: Source 2.
  ///   - source3: Source 3.
  ///   - resultSelector: Combines the elements at one index.
  /// - Returns: The combined groups.
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
  ) -> Observable<Element> {
    let s1 = source1.asObservable()
    let s2 = source2.asObservable()
    let s3 = source3.asObservable()
    return CombiningProducer(arity: 3, completesWhenOthersDone: false) { parent in
      let v1 = ZipSlot<O1.Element>()
      let v2 = ZipSlot<O2.Element>()
      let v3 = ZipSlot<O3.Element>()
      return CombiningPlan(
        subscribe: [
          { s1.subscribe(CombiningObserver(parent: parent, index: 0, store: v1.store)) },
          { s2.subscribe(CombiningObserver(parent: parent, index: 1, store: v2.store)) },
          { s3.subscribe(CombiningObserver(parent: parent, index: 2, store: v3.store)) },
        ],
        result: {
          guard !v1.isEmpty && !v2.isEmpty && !v3.isEmpty else { return nil }
          let values = (v1.dequeue(), v2.dequeue(), v3.dequeue())
          guard let e1 = values.0, let e2 = values.1, let e3 = values.2 else { return nil }
          return { try resultSelector(e1, e2, e3) }
        })
    }
  }

  /// Pairs the elements of 4 sequences by index (the first of each, then the second of
  /// each...) and combines each group with `resultSelector`.
  ///
  /// ```swift
  /// Observable.zip(requests, responses) { "\($0) -> \($1)" }
  ///   .subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Source 1.
  ///   - source2: Source 2.
  ///   - source3: Source 3.
  ///   - source4: Source 4.
  ///   - resultSelector: Combines the elements at one index.
  /// - Returns: The combined groups.
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
  ) -> Observable<Element> {
    let s1 = source1.asObservable()
    let s2 = source2.asObservable()
    let s3 = source3.asObservable()
    let s4 = source4.asObservable()
    return CombiningProducer(arity: 4, completesWhenOthersDone: false) { parent in
      let v1 = ZipSlot<O1.Element>()
      let v2 = ZipSlot<O2.Element>()
      let v3 = ZipSlot<O3.Element>()
      let v4 = ZipSlot<O4.Element>()
      return CombiningPlan(
        subscribe: [
          { s1.subscribe(CombiningObserver(parent: parent, index: 0, store: v1.store)) },
          { s2.subscribe(CombiningObserver(parent: parent, index: 1, store: v2.store)) },
          { s3.subscribe(CombiningObserver(parent: parent, index: 2, store: v3.store)) },
          { s4.subscribe(CombiningObserver(parent: parent, index: 3, store: v4.store)) },
        ],
        result: {
          guard !v1.isEmpty && !v2.isEmpty && !v3.isEmpty && !v4.isEmpty else { return nil }
          let values = (v1.dequeue(), v2.dequeue(), v3.dequeue(), v4.dequeue())
          guard let e1 = values.0, let e2 = values.1, let e3 = values.2, let e4 = values.3 else {
            return nil
          }
          return { try resultSelector(e1, e2, e3, e4) }
        })
    }
  }
}

extension ObservableType where Element == Any {
  /// Pairs the elements of 2 sequences by index into tuples (the first of each, then the
  /// second of each...).
  ///
  /// ```swift
  /// Observable.zip(requests, responses)
  ///   .subscribe(onNext: { request, response in print(request, response) })
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Source 1.
  ///   - source2: Source 2.
  /// - Returns: The combined groups.
  public static func zip<O1: ObservableType, O2: ObservableType>(
    _ source1: O1, _ source2: O2
  ) -> Observable<(O1.Element, O2.Element)> {
    Observable<(O1.Element, O2.Element)>.zip(source1, source2) { ($0, $1) }
  }

  /// Pairs the elements of 3 sequences by index into tuples (the first of each, then the
  /// second of each...).
  ///
  /// ```swift
  /// Observable.zip(requests, responses)
  ///   .subscribe(onNext: { request, response in print(request, response) })
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Source 1.
  ///   - source2: Source 2.
  ///   - source3: Source 3.
  /// - Returns: The combined groups.
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3
  ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element)>.zip(source1, source2, source3) { ($0, $1, $2) }
  }

  /// Pairs the elements of 4 sequences by index into tuples (the first of each, then the
  /// second of each...).
  ///
  /// ```swift
  /// Observable.zip(requests, responses)
  ///   .subscribe(onNext: { request, response in print(request, response) })
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Source 1.
  ///   - source2: Source 2.
  ///   - source3: Source 3.
  ///   - source4: Source 4.
  /// - Returns: The combined groups.
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>.zip(
      source1, source2, source3, source4
    ) { ($0, $1, $2, $3) }
  }
}

extension ObservableType {
  /// Groups the elements of every sequence in `collection` by index and combines each group
  /// with `resultSelector`. An empty collection completes at once.
  ///
  /// ```swift
  /// Observable.zip([first, second]) { $0.reduce(0, +) }
  ///   .subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Parameters:
  ///   - collection: The sources.
  ///   - resultSelector: Combines one element of each source, in collection order.
  /// - Returns: The combined groups.
  public static func zip<Sources: Collection>(
    _ collection: Sources,
    resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
  ) -> Observable<Element> where Sources.Element: ObservableType {
    let sources = collection.map { $0.asObservable() }
    return CombiningProducer(arity: sources.count, completesWhenOthersDone: true) { parent in
      let slots = sources.map { _ in ZipSlot<Sources.Element.Element>() }
      return CombiningPlan(
        subscribe: sources.enumerated().map { index, source in
          {
            source.subscribe(
              CombiningObserver(parent: parent, index: index, store: slots[index].store))
          }
        },
        result: {
          guard slots.allSatisfy({ !$0.isEmpty }) else { return nil }
          var values: [Sources.Element.Element] = []
          values.reserveCapacity(slots.count)
          for slot in slots {
            guard let value = slot.dequeue() else { return nil }
            values.append(value)
          }
          return { try resultSelector(values) }
        })
    }
  }

  /// Groups the elements of every sequence in `collection` by index into arrays. An empty
  /// collection completes at once.
  ///
  /// ```swift
  /// Observable.zip([first, second])
  ///   .subscribe(onNext: { print($0) })  // [a1, b1], then [a2, b2]...
  /// ```
  ///
  /// - Parameter collection: The sources.
  /// - Returns: The combined groups.
  public static func zip<Sources: Collection>(_ collection: Sources) -> Observable<[Element]>
  where Sources.Element: ObservableType, Sources.Element.Element == Element {
    Observable<[Element]>.zip(collection) { $0 }
  }
}
