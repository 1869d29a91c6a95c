extension SharedSequenceConvertibleType {
  /// Maps each value to a shared sequence and sends the values of the latest one only,
  /// disposing the previous one.
  ///
  /// ```swift
  /// let results = query.flatMapLatest { text in
  ///   api.search(text).asDriver(onErrorJustReturn: [])
  /// }
  /// ```
  ///
  /// - Parameter selector: Makes the inner sequence for a value.
  /// - Returns: The shared sequence of the latest inner sequence's values.
  public func flatMapLatest<Sharing, Result>(
    _ selector: @escaping @Sendable (Element) -> SharedSequence<Sharing, Result>
  ) -> SharedSequence<Sharing, Result> {
    SharedSequence(asObservable().flatMapLatest { selector($0).asObservable() })
  }

  /// Maps a value to a shared sequence only while no previous inner sequence is running;
  /// values that arrive meanwhile are dropped.
  ///
  /// ```swift
  /// let saved = saveTaps.flatMapFirst { api.save().asDriver(onErrorJustReturn: false) }
  /// ```
  ///
  /// - Parameter selector: Makes the inner sequence for a value.
  /// - Returns: The shared sequence of the inner sequences' values.
  public func flatMapFirst<Sharing, Result>(
    _ selector: @escaping @Sendable (Element) -> SharedSequence<Sharing, Result>
  ) -> SharedSequence<Sharing, Result> {
    SharedSequence(asObservable().flatMapFirst { selector($0).asObservable() })
  }

  /// Maps each value to a shared sequence and merges the values of all of them.
  ///
  /// ```swift
  /// let details = ids.flatMap { id in api.detail(id).asDriver(onErrorDriveWith: .empty()) }
  /// ```
  ///
  /// - Parameter selector: Makes the inner sequence for a value.
  /// - Returns: The shared sequence of every inner sequence's values.
  public func flatMap<Sharing, Result>(
    _ selector: @escaping @Sendable (Element) -> SharedSequence<Sharing, Result>
  ) -> SharedSequence<Sharing, Result> {
    SharedSequence(asObservable().flatMap { selector($0).asObservable() })
  }

  /// Sends, for each value of this sequence, the latest value of `second` combined with it;
  /// values before `second` has one are dropped.
  ///
  /// ```swift
  /// let submitted = submitTaps.withLatestFrom(form) { _, form in form }
  /// ```
  ///
  /// - Parameters:
  ///   - second: The sequence whose latest value is used.
  ///   - resultSelector: Combines the two values.
  /// - Returns: The shared sequence of combined values.
  public func withLatestFrom<Second: SharedSequenceConvertibleType, Result>(
    _ second: Second, resultSelector: @escaping @Sendable (Element, Second.Element) -> Result
  ) -> SharedSequence<SharingStrategy, Result> {
    SharedSequence(
      asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector))
  }

  /// Sends, for each value of this sequence, the latest value of `second`.
  ///
  /// ```swift
  /// let submitted = submitTaps.withLatestFrom(form)
  /// ```
  ///
  /// - Parameter second: The sequence whose latest value is sent.
  /// - Returns: The shared sequence of `second`'s values.
  public func withLatestFrom<Second: SharedSequenceConvertibleType>(_ second: Second)
    -> SharedSequence<SharingStrategy, Second.Element>
  {
    SharedSequence(asObservable().withLatestFrom(second.asObservable()))
  }
}

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
  /// Mirrors the latest inner shared sequence, disposing the previous one.
  ///
  /// ```swift
  /// let pages: Driver<Driver<String>> = ...
  /// let current = pages.switchLatest()
  /// ```
  ///
  /// - Returns: The values of the latest inner sequence.
  public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
    SharedSequence(asObservable().map { $0.asSharedSequence().asObservable() }.switchLatest())
  }
}

extension SharedSequence {
  /// Merges the values of several shared sequences.
  ///
  /// ```swift
  /// let messages = Signal.merge(errors, notices)
  /// ```
  ///
  /// - Parameter sources: The sequences.
  /// - Returns: The merged shared sequence.
  public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...)
    -> SharedSequence<SharingStrategy, Element>
  {
    merge(sources)
  }

  /// Merges the values of an array of shared sequences.
  ///
  /// ```swift
  /// let messages = Signal.merge([errors, notices])
  /// ```
  ///
  /// - Parameter sources: The sequences.
  /// - Returns: The merged shared sequence.
  public static func merge(_ sources: [SharedSequence<SharingStrategy, Element>])
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
  }
}
