extension ObservableType {
  /// Groups the elements of 5 sequences by index and combines each group with
  /// `resultSelector`.
  ///
  /// ```swift
  /// Observable.zip(s1, s2, s3, s4, s5) { ($0, $1, $2, $3, $4) }
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Source 1.
  ///   - source2: Source 2.
  ///   - source3: Source 3.
  ///   - source4: Source 4.
  ///   - source5: Source 5.
  ///   - resultSelector: Combines the elements at one index.
  /// - Returns: The combined groups.
  public static func zip<
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
    return CombiningProducer(arity: 5, completesWhenOthersDone: false) { parent in
      let v1 = ZipSlot<O1.Element>()
      let v2 = ZipSlot<O2.Element>()
      let v3 = ZipSlot<O3.Element>()
      let v4 = ZipSlot<O4.Element>()
      let v5 = ZipSlot<O5.Element>()
      return CombiningPlan(
        subscribe: [
          { s1.subscribe(CombiningObserver(parent: parent, index: 0, store: v1.store)) },
          { s2.subscribe(CombiningObserver(parent: parent, index: 1, store: v2.store)) },
          { s3.subscribe(CombiningObserver(parent: parent, index: 2, store: v3.store)) },
          { s4.subscribe(CombiningObserver(parent: parent, index: 3, store: v4.store)) },
          { s5.subscribe(CombiningObserver(parent: parent, index: 4, store: v5.store)) },
        ],
        result: {
          guard !v1.isEmpty && !v2.isEmpty && !v3.isEmpty && !v4.isEmpty && !v5.isEmpty else {
            return nil
          }
          let values = (v1.dequeue(), v2.dequeue(), v3.dequeue(), v4.dequeue(), v5.dequeue())
          guard let e1 = values.0, let e2 = values.1, let e3 = values.2, let e4 = values.3,
            let e5 = values.4
          else { return nil }
          return { try resultSelector(e1, e2, e3, e4, e5) }
        })
    }
  }

  /// Groups the elements of 6 sequences by index and combines each group with
  /// `resultSelector`.
  ///
  /// ```swift
  /// Observable.zip(s1, s2, s3, s4, s5, s6) { ($0, $1, $2, $3, $4, $5) }
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Source 1.
  ///   - source2: Source 2.
  ///   - source3: Source 3.
  ///   - source4: Source 4.
  ///   - source5: Source 5.
  ///   - source6: Source 6.
  ///   - resultSelector: Combines the elements at one index.
  /// - Returns: The combined groups.
  public static func zip<
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
    return CombiningProducer(arity: 6, completesWhenOthersDone: false) { parent in
      let v1 = ZipSlot<O1.Element>()
      let v2 = ZipSlot<O2.Element>()
      let v3 = ZipSlot<O3.Element>()
      let v4 = ZipSlot<O4.Element>()
      let v5 = ZipSlot<O5.Element>()
      let v6 = ZipSlot<O6.Element>()
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
          guard
            !v1.isEmpty && !v2.isEmpty && !v3.isEmpty && !v4.isEmpty && !v5.isEmpty && !v6.isEmpty
          else { return nil }
          let values = (
            v1.dequeue(), v2.dequeue(), v3.dequeue(), v4.dequeue(), v5.dequeue(), v6.dequeue()
          )
          guard let e1 = values.0, let e2 = values.1, let e3 = values.2, let e4 = values.3,
            let e5 = values.4, let e6 = values.5
          else { return nil }
          return { try resultSelector(e1, e2, e3, e4, e5, e6) }
        })
    }
  }
}

extension ObservableType where Element == Any {
  /// Groups the elements of 5 sequences by index into tuples.
  ///
  /// ```swift
  /// Observable.zip(s1, s2, s3, s4, s5).subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Source 1.
  ///   - source2: Source 2.
  ///   - source3: Source 3.
  ///   - source4: Source 4.
  ///   - source5: Source 5.
  /// - Returns: The combined groups.
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>.zip(
      source1, source2, source3, source4, source5
    ) { ($0, $1, $2, $3, $4) }
  }

  /// Groups the elements of 6 sequences by index into tuples.
  ///
  /// ```swift
  /// Observable.zip(s1, s2, s3, s4, s5, s6).subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Source 1.
  ///   - source2: Source 2.
  ///   - source3: Source 3.
  ///   - source4: Source 4.
  ///   - source5: Source 5.
  ///   - source6: Source 6.
  /// - Returns: The combined groups.
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>.zip(
      source1, source2, source3, source4, source5, source6
    ) { ($0, $1, $2, $3, $4, $5) }
  }
}
