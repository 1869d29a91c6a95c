extension ObservableType {
  /// Combines the latest elements of 5 sequences with `resultSelector`, each time any of
  /// them sends one (once all have sent at least one).
  ///
  /// ```swift
  /// Observable.combineLatest(s1, s2, s3, s4, s5) { ($0, $1, $2, $3, $4) }
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Source 1.
  ///   - source2: Source 2.
  ///   - source3: Source 3.
  ///   - source4: Source 4.
  ///   - source5: Source 5.
  ///   - resultSelector: Combines one latest element of each source.
  /// - Returns: The combined elements.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
    resultSelector:
      @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
  ) -> Observable<Element> {
    let s1 = source1.asObservable()
    let s2 = source2.asObservable()
    let s3 = source3.asObservable()
    let s4 = source4.asObservable()
    let s5 = source5.asObservable()
    return CombiningProducer(arity: 5, completesWhenOthersDone: true) { parent in
      let v1 = LatestSlot<O1.Element>()
      let v2 = LatestSlot<O2.Element>()
      let v3 = LatestSlot<O3.Element>()
      let v4 = LatestSlot<O4.Element>()
      let v5 = LatestSlot<O5.Element>()
      return CombiningPlan(
        subscribe: [
          { s1.subscribe(CombiningObserver(parent: parent, index: 0, store: v1.store)) },
          { s2.subscribe(CombiningObserver(parent: parent, index: 1, store: v2.store)) },
          { s3.subscribe(CombiningObserver(parent: parent, index: 2, store: v3.store)) },
          { s4.subscribe(CombiningObserver(parent: parent, index: 3, store: v4.store)) },
          { s5.subscribe(CombiningObserver(parent: parent, index: 4, store: v5.store)) },
        ],
        result: {
          guard let e1 = v1.value, let e2 = v2.value, let e3 = v3.value, let e4 = v4.value,
            let e5 = v5.value
          else { return nil }
          return { try resultSelector(e1, e2, e3, e4, e5) }
        },
        latest: { run in
          guard let e1 = v1.value, let e2 = v2.value, let e3 = v3.value, let e4 = v4.value,
            let e5 = v5.value
          else { return false }
          run { try resultSelector(e1, e2, e3, e4, e5) }
          return true
        })
    }
  }

  /// Combines the latest elements of 6 sequences with `resultSelector`, each time any of
  /// them sends one (once all have sent at least one).
  ///
  /// ```swift
  /// Observable.combineLatest(s1, s2, s3, s4, s5, s6) { ($0, $1, $2, $3, $4, $5) }
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Source 1.
  ///   - source2: Source 2.
  ///   - source3: Source 3.
  ///   - source4: Source 4.
  ///   - source5: Source 5.
  ///   - source6: Source 6.
  ///   - resultSelector: Combines one latest element of each source.
  /// - Returns: The combined elements.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    resultSelector:
      @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws ->
      Element
  ) -> Observable<Element> {
    let s1 = source1.asObservable()
    let s2 = source2.asObservable()
    let s3 = source3.asObservable()
    let s4 = source4.asObservable()
    let s5 = source5.asObservable()
    let s6 = source6.asObservable()
    return CombiningProducer(arity: 6, completesWhenOthersDone: true) { parent in
      let v1 = LatestSlot<O1.Element>()
      let v2 = LatestSlot<O2.Element>()
      let v3 = LatestSlot<O3.Element>()
      let v4 = LatestSlot<O4.Element>()
      let v5 = LatestSlot<O5.Element>()
      let v6 = LatestSlot<O6.Element>()
      return CombiningPlan(
        subscribe: [
          { s1.subscribe(CombiningObserver(parent: parent, index: 0, store: v1.store)) },
          { s2.subscribe(CombiningObserver(parent: parent, index: 1, store: v2.store)) },
          { s3.subscribe(CombiningObserver(parent: parent, index: 2, store: v3.store)) },
          { s4.subscribe(CombiningObserver(parent: parent, index: 3, store: v4.store)) },
          { s5.subscribe(CombiningObserver(parent: parent, index: 4, store: v5.store)) },
          { s6.subscribe(CombiningObserver(parent: parent, index: 5, store: v6.store)) },
        ],
        result: {
          guard let e1 = v1.value, let e2 = v2.value, let e3 = v3.value, let e4 = v4.value,
            let e5 = v5.value, let e6 = v6.value
          else { return nil }
          return { try resultSelector(e1, e2, e3, e4, e5, e6) }
        },
        latest: { run in
          guard let e1 = v1.value, let e2 = v2.value, let e3 = v3.value, let e4 = v4.value,
            let e5 = v5.value, let e6 = v6.value
          else { return false }
          run { try resultSelector(e1, e2, e3, e4, e5, e6) }
          return true
        })
    }
  }
}

extension ObservableType where Element == Any {
  /// Combines the latest elements of 5 sequences into tuples, each time any of them sends
  /// one (once all have sent at least one).
  ///
  /// ```swift
  /// Observable.combineLatest(s1, s2, s3, s4, s5).subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Source 1.
  ///   - source2: Source 2.
  ///   - source3: Source 3.
  ///   - source4: Source 4.
  ///   - source5: Source 5.
  /// - Returns: The combined elements.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>.combineLatest(
      source1, source2, source3, source4, source5
    ) { ($0, $1, $2, $3, $4) }
  }

  /// Combines the latest elements of 6 sequences into tuples, each time any of them sends
  /// one (once all have sent at least one).
  ///
  /// ```swift
  /// Observable.combineLatest(s1, s2, s3, s4, s5, s6).subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Source 1.
  ///   - source2: Source 2.
  ///   - source3: Source 3.
  ///   - source4: Source 4.
  ///   - source5: Source 5.
  ///   - source6: Source 6.
  /// - Returns: The combined elements.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>
      .combineLatest(source1, source2, source3, source4, source5, source6) {
        ($0, $1, $2, $3, $4, $5)
      }
  }
}
