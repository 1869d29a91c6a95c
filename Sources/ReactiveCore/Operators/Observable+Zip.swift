// `zip` of 2 to 8 sources is generated (Observable+Zip2To4.swift and Observable+Zip5To8.swift,
// from Scripts/Arity/Observable+Zip.swift.tt); this file holds the collection form.

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
    resultSelector: @escaping @Sendable ([Sources.Element.Element]) throws -> Element
  ) -> Observable<Element> where Sources.Element: ObservableType {
    let sources = collection.map { $0.asObservable() }
    return CombiningProducer(arity: sources.count, completesWhenOthersDone: true) { parent in
      let slots = sources.map { _ in ZipSlot<Sources.Element.Element>() }
      return CombiningPlan(
        subscribe: sources.enumerated().map { index, source in
          source.combining(parent, index, slots[index].store)
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
