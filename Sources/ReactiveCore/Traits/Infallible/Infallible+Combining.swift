// Arities 2 to 4 delegate to Observable's combineLatest / zip (5 and more:
// Infallible+CombiningMany.swift); an Infallible source cannot fail, so neither can the
// combination. Tuple forms return the values as a tuple.

extension Infallible {
  /// Combines the latest values of the sources each time one of them sends, once each has sent one; completes when all have.
  ///
  /// ```swift
  /// Infallible.combineLatest(name, age) { "\($0) (\($1))" }
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Source 1.
  ///   - source2: Source 2.
  ///   - resultSelector: Combines one value of each source.
  /// - Returns: The combined values.
  public static func combineLatest<I1: InfallibleType, I2: InfallibleType>(
    _ source1: I1, _ source2: I2, resultSelector: @escaping (I1.Element, I2.Element) -> Element
  ) -> Infallible<Element> {
    Infallible(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
  }

  /// Combines the latest values of the sources each time one of them sends, once each has sent one; completes when all have.
  ///
  /// ```swift
  /// Infallible.combineLatest(name, age) { "\($0) (\($1))" }
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Source 1.
  ///   - source2: Source 2.
  ///   - source3: Source 3.
  ///   - resultSelector: Combines one value of each source.
  /// - Returns: The combined values.
  public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(
    _ source1: I1, _ source2: I2, _ source3: I3,
    resultSelector: @escaping (I1.Element, I2.Element, I3.Element) -> Element
  ) -> Infallible<Element> {
    Infallible(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable(),
        resultSelector: resultSelector))
  }

  /// Combines the latest values of the sources each time one of them sends, once each has sent one; completes when all have.
  ///
  /// ```swift
  /// Infallible.combineLatest(name, age) { "\($0) (\($1))" }
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Source 1.
  ///   - source2: Source 2.
  ///   - source3: Source 3.
  ///   - source4: Source 4.
  ///   - resultSelector: Combines one value of each source.
  /// - Returns: The combined values.
  public static func combineLatest<
    I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType
  >(
    _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4,
    resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element) -> Element
  ) -> Infallible<Element> {
    Infallible(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable(),
        source4.asObservable(), resultSelector: resultSelector))
  }

}

extension Infallible {
  /// As ``combineLatest(_:_:resultSelector:)``, sending the values as a tuple.
  ///
  /// ```swift
  /// Infallible.combineLatest(name, age).subscribe(onNext: { print($0, $1) })
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Source 1.
  ///   - source2: Source 2.
  /// - Returns: The combined values.
  public static func combineLatest<I1: InfallibleType, I2: InfallibleType>(
    _ source1: I1, _ source2: I2
  ) -> Infallible<Element>
  where Element == (I1.Element, I2.Element) {
    Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable()))
  }

  /// As ``combineLatest(_:_:resultSelector:)``, sending the values as a tuple.
  ///
  /// ```swift
  /// Infallible.combineLatest(name, age).subscribe(onNext: { print($0, $1) })
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Source 1.
  ///   - source2: Source 2.
  ///   - source3: Source 3.
  /// - Returns: The combined values.
  public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(
    _ source1: I1, _ source2: I2, _ source3: I3
  ) -> Infallible<Element>
  where Element == (I1.Element, I2.Element, I3.Element) {
    Infallible(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable()))
  }

  /// As ``combineLatest(_:_:resultSelector:)``, sending the values as a tuple.
  ///
  /// ```swift
  /// Infallible.combineLatest(name, age).subscribe(onNext: { print($0, $1) })
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Source 1.
  ///   - source2: Source 2.
  ///   - source3: Source 3.
  ///   - source4: Source 4.
  /// - Returns: The combined values.
  public static func combineLatest<
    I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType
  >(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4) -> Infallible<Element>
  where Element == (I1.Element, I2.Element, I3.Element, I4.Element) {
    Infallible(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable(),
        source4.asObservable()))
  }

}

extension Infallible {
  /// Pairs the sources' values by index: the n-th result combines each source's n-th value; completes when a source that completed has no value left to pair.
  ///
  /// ```swift
  /// Infallible.zip(requests, responses) { ($0, $1) }
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Source 1.
  ///   - source2: Source 2.
  ///   - resultSelector: Combines one value of each source.
  /// - Returns: The combined values.
  public static func zip<I1: InfallibleType, I2: InfallibleType>(
    _ source1: I1, _ source2: I2, resultSelector: @escaping (I1.Element, I2.Element) -> Element
  ) -> Infallible<Element> {
    Infallible(
      Observable.zip(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector)
    )
  }

  /// Pairs the sources' values by index: the n-th result combines each source's n-th value; completes when a source that completed has no value left to pair.
  ///
  /// ```swift
  /// Infallible.zip(requests, responses) { ($0, $1) }
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Source 1.
  ///   - source2: Source 2.
  ///   - source3: Source 3.
  ///   - resultSelector: Combines one value of each source.
  /// - Returns: The combined values.
  public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(
    _ source1: I1, _ source2: I2, _ source3: I3,
    resultSelector: @escaping (I1.Element, I2.Element, I3.Element) -> Element
  ) -> Infallible<Element> {
    Infallible(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(),
        resultSelector: resultSelector))
  }

  /// Pairs the sources' values by index: the n-th result combines each source's n-th value; completes when a source that completed has no value left to pair.
  ///
  /// ```swift
  /// Infallible.zip(requests, responses) { ($0, $1) }
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Source 1.
  ///   - source2: Source 2.
  ///   - source3: Source 3.
  ///   - source4: Source 4.
  ///   - resultSelector: Combines one value of each source.
  /// - Returns: The combined values.
  public static func zip<
    I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType
  >(
    _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4,
    resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element) -> Element
  ) -> Infallible<Element> {
    Infallible(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(),
        source4.asObservable(), resultSelector: resultSelector))
  }

}

extension Infallible {
  /// As ``zip(_:_:resultSelector:)``, sending the values as a tuple.
  ///
  /// ```swift
  /// Infallible.zip(name, age).subscribe(onNext: { print($0, $1) })
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Source 1.
  ///   - source2: Source 2.
  /// - Returns: The combined values.
  public static func zip<I1: InfallibleType, I2: InfallibleType>(_ source1: I1, _ source2: I2)
    -> Infallible<Element>
  where Element == (I1.Element, I2.Element) {
    Infallible(Observable.zip(source1.asObservable(), source2.asObservable()))
  }

  /// As ``zip(_:_:resultSelector:)``, sending the values as a tuple.
  ///
  /// ```swift
  /// Infallible.zip(name, age).subscribe(onNext: { print($0, $1) })
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Source 1.
  ///   - source2: Source 2.
  ///   - source3: Source 3.
  /// - Returns: The combined values.
  public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(
    _ source1: I1, _ source2: I2, _ source3: I3
  ) -> Infallible<Element>
  where Element == (I1.Element, I2.Element, I3.Element) {
    Infallible(
      Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable()))
  }

  /// As ``zip(_:_:resultSelector:)``, sending the values as a tuple.
  ///
  /// ```swift
  /// Infallible.zip(name, age).subscribe(onNext: { print($0, $1) })
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Source 1.
  ///   - source2: Source 2.
  ///   - source3: Source 3.
  ///   - source4: Source 4.
  /// - Returns: The combined values.
  public static func zip<
    I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType
  >(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4) -> Infallible<Element>
  where Element == (I1.Element, I2.Element, I3.Element, I4.Element) {
    Infallible(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(),
        source4.asObservable()))
  }

}
