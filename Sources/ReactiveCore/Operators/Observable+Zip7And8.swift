extension ObservableType {
  /// Groups the elements of 7 sequences by index and combines each group with
  /// `resultSelector`.
  ///
  /// ```swift
  /// Observable.zip(s1, s2, s3, s4, s5, s6, s7) { ($0, $1, $2, $3, $4, $5, $6) }
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Source 1.
  ///   - source2: Source 2.
  ///   - source3: Source 3.
  ///   - source4: Source 4.
  ///   - source5: Source 5.
  ///   - source6: Source 6.
  ///   - source7: Source 7.
  ///   - resultSelector: Combines the elements at one index.
  /// - Returns: The combined groups.
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType, O7: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    _ source7: O7,
    resultSelector:
      @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
      throws -> Element
  ) -> Observable<Element> {
    let s1 = source1.asObservable()
    let s2 = source2.asObservable()
    let s3 = source3.asObservable()
    let s4 = source4.asObservable()
    let s5 = source5.asObservable()
    let s6 = source6.asObservable()
    let s7 = source7.asObservable()
    return CombiningProducer(arity: 7, completesWhenOthersDone: false) { parent in
      let v1 = ZipSlot<O1.Element>()
      let v2 = ZipSlot<O2.Element>()
      let v3 = ZipSlot<O3.Element>()
      let v4 = ZipSlot<O4.Element>()
      let v5 = ZipSlot<O5.Element>()
      let v6 = ZipSlot<O6.Element>()
      let v7 = ZipSlot<O7.Element>()
      return CombiningPlan(
        subscribe: [
          { s1.subscribe(CombiningObserver(parent: parent, index: 0, store: v1.store)) },
          { s2.subscribe(CombiningObserver(parent: parent, index: 1, store: v2.store)) },
          { s3.subscribe(CombiningObserver(parent: parent, index: 2, store: v3.store)) },
          { s4.subscribe(CombiningObserver(parent: parent, index: 3, store: v4.store)) },
          { s5.subscribe(CombiningObserver(parent: parent, index: 4, store: v5.store)) },
          { s6.subscribe(CombiningObserver(parent: parent, index: 5, store: v6.store)) },
          { s7.subscribe(CombiningObserver(parent: parent, index: 6, store: v7.store)) },
        ],
        result: {
          guard
            !v1.isEmpty && !v2.isEmpty && !v3.isEmpty && !v4.isEmpty && !v5.isEmpty && !v6.isEmpty
              && !v7.isEmpty
          else { return nil }
          let values = (
            v1.dequeue(), v2.dequeue(), v3.dequeue(), v4.dequeue(), v5.dequeue(), v6.dequeue(),
            v7.dequeue()
          )
          guard let e1 = values.0, let e2 = values.1, let e3 = values.2, let e4 = values.3,
            let e5 = values.4, let e6 = values.5, let e7 = values.6
          else { return nil }
          return { try resultSelector(e1, e2, e3, e4, e5, e6, e7) }
        })
    }
  }

  /// Groups the elements of 8 sequences by index and combines each group with
  /// `resultSelector`.
  ///
  /// ```swift
  /// Observable.zip(s1, s2, s3, s4, s5, s6, s7, s8) { ($0, $1, $2, $3, $4, $5, $6, $7) }
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Source 1.
  ///   - source2: Source 2.
  ///   - source3: Source 3.
  ///   - source4: Source 4.
  ///   - source5: Source 5.
  ///   - source6: Source 6.
  ///   - source7: Source 7.
  ///   - source8: Source 8.
  ///   - resultSelector: Combines the elements at one index.
  /// - Returns: The combined groups.
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    _ source7: O7, _ source8: O8,
    resultSelector:
      @escaping (
        O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element,
        O8.Element
      ) throws -> Element
  ) -> Observable<Element> {
    let s1 = source1.asObservable()
    let s2 = source2.asObservable()
    let s3 = source3.asObservable()
    let s4 = source4.asObservable()
    let s5 = source5.asObservable()
    let s6 = source6.asObservable()
    let s7 = source7.asObservable()
    let s8 = source8.asObservable()
    return CombiningProducer(arity: 8, completesWhenOthersDone: false) { parent in
      let v1 = ZipSlot<O1.Element>()
      let v2 = ZipSlot<O2.Element>()
      let v3 = ZipSlot<O3.Element>()
      let v4 = ZipSlot<O4.Element>()
      let v5 = ZipSlot<O5.Element>()
      let v6 = ZipSlot<O6.Element>()
      let v7 = ZipSlot<O7.Element>()
      let v8 = ZipSlot<O8.Element>()
      return CombiningPlan(
        subscribe: [
          { s1.subscribe(CombiningObserver(parent: parent, index: 0, store: v1.store)) },
          { s2.subscribe(CombiningObserver(parent: parent, index: 1, store: v2.store)) },
          { s3.subscribe(CombiningObserver(parent: parent, index: 2, store: v3.store)) },
          { s4.subscribe(CombiningObserver(parent: parent, index: 3, store: v4.store)) },
          { s5.subscribe(CombiningObserver(parent: parent, index: 4, store: v5.store)) },
          { s6.subscribe(CombiningObserver(parent: parent, index: 5, store: v6.store)) },
          { s7.subscribe(CombiningObserver(parent: parent, index: 6, store: v7.store)) },
          { s8.subscribe(CombiningObserver(parent: parent, index: 7, store: v8.store)) },
        ],
        result: {
          guard
            !v1.isEmpty && !v2.isEmpty && !v3.isEmpty && !v4.isEmpty && !v5.isEmpty && !v6.isEmpty
              && !v7.isEmpty && !v8.isEmpty
          else { return nil }
          let values = (
            v1.dequeue(), v2.dequeue(), v3.dequeue(), v4.dequeue(), v5.dequeue(), v6.dequeue(),
            v7.dequeue(), v8.dequeue()
          )
          guard let e1 = values.0, let e2 = values.1, let e3 = values.2, let e4 = values.3,
            let e5 = values.4, let e6 = values.5, let e7 = values.6, let e8 = values.7
          else { return nil }
          return { try resultSelector(e1, e2, e3, e4, e5, e6, e7, e8) }
        })
    }
  }
}

extension ObservableType where Element == Any {
  /// Groups the elements of 7 sequences by index into tuples.
  ///
  /// ```swift
  /// Observable.zip(s1, s2, s3, s4, s5, s6, s7).subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Source 1.
  ///   - source2: Source 2.
  ///   - source3: Source 3.
  ///   - source4: Source 4.
  ///   - source5: Source 5.
  ///   - source6: Source 6.
  ///   - source7: Source 7.
  /// - Returns: The combined groups.
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType, O7: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    _ source7: O7
  ) -> Observable<
    (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
  > {
    Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)>
      .zip(source1, source2, source3, source4, source5, source6, source7) {
        ($0, $1, $2, $3, $4, $5, $6)
      }
  }

  /// Groups the elements of 8 sequences by index into tuples.
  ///
  /// ```swift
  /// Observable.zip(s1, s2, s3, s4, s5, s6, s7, s8).subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Source 1.
  ///   - source2: Source 2.
  ///   - source3: Source 3.
  ///   - source4: Source 4.
  ///   - source5: Source 5.
  ///   - source6: Source 6.
  ///   - source7: Source 7.
  ///   - source8: Source 8.
  /// - Returns: The combined groups.
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    _ source7: O7, _ source8: O8
  ) -> Observable<
    (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)
  > {
    Observable<
      (
        O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element,
        O8.Element
      )
    >.zip(source1, source2, source3, source4, source5, source6, source7, source8) {
      ($0, $1, $2, $3, $4, $5, $6, $7)
    }
  }
}
