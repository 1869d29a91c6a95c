extension SharedSequence {
  /// Pairs up, by index, the values of 2 shared sequences once each
  /// has sent its next one.
  ///
  /// ```swift
  /// let summary = Driver.zip(first, second) { "\($0) \($1)" }
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Sequence 1.
  ///   - source2: Sequence 2.
  ///   - resultSelector: Combines one value of each.
  /// - Returns: The shared sequence of combined values.
  public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
    _ source1: O1, _ source2: O2,
    resultSelector: @escaping (O1.Element, O2.Element) -> Element
  ) -> SharedSequence<SharingStrategy, Element>
  where
    O1.SharingStrategy == SharingStrategy,
    O2.SharingStrategy == SharingStrategy
  {
    SharedSequence(
      Observable.zip(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector)
    )
  }

  /// Pairs up, by index, the values of 3 shared sequences once each
  /// has sent its next one.
  ///
  /// ```swift
  /// let summary = Driver.zip(first, second, third) { "\($0) \($1) \($2)" }
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Sequence 1.
  ///   - source2: Sequence 2.
  ///   - source3: Sequence 3.
  ///   - resultSelector: Combines one value of each.
  /// - Returns: The shared sequence of combined values.
  public static func zip<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
    O3: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element) -> Element
  ) -> SharedSequence<SharingStrategy, Element>
  where
    O1.SharingStrategy == SharingStrategy,
    O2.SharingStrategy == SharingStrategy,
    O3.SharingStrategy == SharingStrategy
  {
    SharedSequence(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(),
        resultSelector: resultSelector))
  }

  /// Pairs up, by index, the values of 4 shared sequences once each
  /// has sent its next one.
  ///
  /// ```swift
  /// let summary = Driver.zip(first, second, third, fourth) { "\($0) \($1) \($2) \($3)" }
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Sequence 1.
  ///   - source2: Sequence 2.
  ///   - source3: Sequence 3.
  ///   - source4: Sequence 4.
  ///   - resultSelector: Combines one value of each.
  /// - Returns: The shared sequence of combined values.
  public static func zip<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
    O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) -> Element
  ) -> SharedSequence<SharingStrategy, Element>
  where
    O1.SharingStrategy == SharingStrategy,
    O2.SharingStrategy == SharingStrategy,
    O3.SharingStrategy == SharingStrategy,
    O4.SharingStrategy == SharingStrategy
  {
    SharedSequence(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(),
        source4.asObservable(), resultSelector: resultSelector))
  }
}

extension SharedSequence where Element == Any {
  /// Pairs up, by index, the values of 2 shared sequences once each
  /// has sent its next one, as tuples.
  ///
  /// ```swift
  /// let values = Driver.zip(first, second)
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Sequence 1.
  ///   - source2: Sequence 2.
  /// - Returns: The shared sequence of tuples.
  public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
    _ source1: O1, _ source2: O2
  ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element)>
  where
    O1.SharingStrategy == SharingStrategy,
    O2.SharingStrategy == SharingStrategy
  {
    SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element)>(
      Observable.zip(source1.asObservable(), source2.asObservable()))
  }

  /// Pairs up, by index, the values of 3 shared sequences once each
  /// has sent its next one, as tuples.
  ///
  /// ```swift
  /// let values = Driver.zip(first, second, third)
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Sequence 1.
  ///   - source2: Sequence 2.
  ///   - source3: Sequence 3.
  /// - Returns: The shared sequence of tuples.
  public static func zip<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
    O3: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3
  ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element)>
  where
    O1.SharingStrategy == SharingStrategy,
    O2.SharingStrategy == SharingStrategy,
    O3.SharingStrategy == SharingStrategy
  {
    SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element)>(
      Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable()))
  }

  /// Pairs up, by index, the values of 4 shared sequences once each
  /// has sent its next one, as tuples.
  ///
  /// ```swift
  /// let values = Driver.zip(first, second, third, fourth)
  /// ```
  ///
  /// - Parameters:
  ///   - source1: Sequence 1.
  ///   - source2: Sequence 2.
  ///   - source3: Sequence 3.
  ///   - source4: Sequence 4.
  /// - Returns: The shared sequence of tuples.
  public static func zip<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
    O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
  ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)>
  where
    O1.SharingStrategy == SharingStrategy,
    O2.SharingStrategy == SharingStrategy,
    O3.SharingStrategy == SharingStrategy,
    O4.SharingStrategy == SharingStrategy
  {
    SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)>(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(),
        source4.asObservable()))
  }
}
