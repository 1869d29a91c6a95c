extension ObservableType {
  /// Appends `second`: its elements follow once this sequence completes.
  ///
  /// ```swift
  /// cached.concat(fresh).subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Parameter second: The sequence subscribed to after this one completes.
  /// - Returns: This sequence's elements, then `second`'s.
  public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
  where Source.Element == Element {
    SequenceSwitchProducer(sources: [asObservable(), second.asObservable()], mode: .onCompleted)
  }

  /// Concatenates sequences: each is subscribed after the previous one completes.
  ///
  /// An error ends the result at once; an empty list completes at once.
  ///
  /// ```swift
  /// Observable.concat(intro, body, outro).subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Parameter sources: The sequences, in order.
  /// - Returns: Their elements, one sequence after the other.
  public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
    SequenceSwitchProducer(sources: sources, mode: .onCompleted)
  }

  /// Concatenates a sequence of sequences: each is subscribed after the previous one
  /// completes. `sequence` is iterated lazily, one source at a time.
  ///
  /// ```swift
  /// Observable.concat([intro, body, outro]).subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Parameter sequence: The sequences, in order.
  /// - Returns: Their elements, one sequence after the other.
  public static func concat<Sources: Sequence>(_ sequence: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    SequenceSwitchProducer(sources: sequence, mode: .onCompleted)
  }
}

extension ObservableType where Element: ObservableConvertibleType {
  /// Concatenates the inner sequences: each is subscribed after the previous one completes.
  ///
  /// ```swift
  /// steps.concat().subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Returns: The elements of every inner sequence, one sequence after the other.
  public func concat() -> Observable<Element.Element> {
    merge(maxConcurrent: 1)
  }
}
