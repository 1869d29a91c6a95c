// `Infallible.combineLatest` and `zip` for 5 sources and more (RxSwift has 2 to 8), with one
// parameter pack, as `Single.zip` (PrimitiveSequence+ZipMany.swift); 2 to 4 are in
// Infallible+Combining.swift.

extension Infallible {
  /// Combines the latest values of 5 or more sources each time one of them sends, once each has sent one; completes when all have.
  ///
  /// ```swift
  /// Infallible.combineLatest(a, b, c, d, e) { $0 + $1 + $2 + $3 + $4 }
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Source 1.
  ///   - source2: Source 2.
  ///   - source3: Source 3.
  ///   - source4: Source 4.
  ///   - source5: Source 5.
  ///   - sources: Any further sources.
  ///   - resultSelector: Combines one value of each source.
  /// - Returns: The combined values.
  public static func combineLatest<
    I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType,
    I5: InfallibleType, each I: InfallibleType
  >(
    _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5,
    _ sources: repeat each I,
    resultSelector:
      @escaping (
        I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, repeat (each I).Element
      ) -> Element
  ) -> Infallible<Element> {
    Infallible(
      Observable.combineLatestMany(
        source1.asObservable(), source2.asObservable(), source3.asObservable(),
        source4.asObservable(), source5.asObservable(), repeat (each sources).asObservable(),
        resultSelector: resultSelector))
  }
}

extension Infallible where Element == Any {
  /// As the `combineLatest` above, sending the values as a tuple.
  ///
  /// ```swift
  /// Infallible.combineLatest(a, b, c, d, e).subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Source 1.
  ///   - source2: Source 2.
  ///   - source3: Source 3.
  ///   - source4: Source 4.
  ///   - source5: Source 5.
  ///   - sources: Any further sources.
  /// - Returns: The combined values.
  public static func combineLatest<
    I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType,
    I5: InfallibleType, each I: InfallibleType
  >(
    _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5,
    _ sources: repeat each I
  ) -> Infallible<
    (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, repeat (each I).Element)
  > {
    Infallible<
      (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, repeat (each I).Element)
    >(
      combineLatestTuple(
        source1.asObservable(), source2.asObservable(), source3.asObservable(),
        source4.asObservable(), source5.asObservable(), repeat (each sources).asObservable()))
  }
}

extension Infallible {
  /// Pairs the values of 5 or more sources by index; completes as the two-source `zip`.
  ///
  /// ```swift
  /// Infallible.zip(a, b, c, d, e) { $0 + $1 + $2 + $3 + $4 }
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Source 1.
  ///   - source2: Source 2.
  ///   - source3: Source 3.
  ///   - source4: Source 4.
  ///   - source5: Source 5.
  ///   - sources: Any further sources.
  ///   - resultSelector: Combines one value of each source.
  /// - Returns: The combined values.
  public static func zip<
    I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType,
    I5: InfallibleType, each I: InfallibleType
  >(
    _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5,
    _ sources: repeat each I,
    resultSelector:
      @escaping (
        I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, repeat (each I).Element
      ) -> Element
  ) -> Infallible<Element> {
    Infallible(
      Observable.zipMany(
        source1.asObservable(), source2.asObservable(), source3.asObservable(),
        source4.asObservable(), source5.asObservable(), repeat (each sources).asObservable(),
        resultSelector: resultSelector))
  }
}

extension Infallible where Element == Any {
  /// As the `zip` above, sending the values as a tuple.
  ///
  /// ```swift
  /// Infallible.zip(a, b, c, d, e).subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Source 1.
  ///   - source2: Source 2.
  ///   - source3: Source 3.
  ///   - source4: Source 4.
  ///   - source5: Source 5.
  ///   - sources: Any further sources.
  /// - Returns: The combined values.
  public static func zip<
    I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType,
    I5: InfallibleType, each I: InfallibleType
  >(
    _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5,
    _ sources: repeat each I
  ) -> Infallible<
    (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, repeat (each I).Element)
  > {
    Infallible<
      (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, repeat (each I).Element)
    >(
      zipTuple(
        source1.asObservable(), source2.asObservable(), source3.asObservable(),
        source4.asObservable(), source5.asObservable(), repeat (each sources).asObservable()))
  }
}
