extension SharedSequenceConvertibleType {
  /// Transforms each value.
  ///
  /// ```swift
  /// let label: Driver<String> = count.map { "\($0) items" }
  /// ```
  ///
  /// - Parameter transform: Applied to each value.
  /// - Returns: The shared sequence of transformed values.
  public func map<Result>(_ transform: @escaping @Sendable (Element) -> Result)
    -> SharedSequence<SharingStrategy, Result>
  {
    SharedSequence(asObservable().map(transform))
  }

  /// Transforms each value and drops the `nil` results.
  ///
  /// ```swift
  /// let numbers: Driver<Int> = texts.compactMap { Int($0) }
  /// ```
  ///
  /// - Parameter transform: Applied to each value.
  /// - Returns: The shared sequence of non-`nil` results.
  public func compactMap<Result>(_ transform: @escaping @Sendable (Element) -> Result?)
    -> SharedSequence<SharingStrategy, Result>
  {
    SharedSequence(asObservable().compactMap(transform))
  }

  /// Keeps the values that satisfy `predicate`.
  ///
  /// ```swift
  /// let even = numbers.filter { $0 % 2 == 0 }
  /// ```
  ///
  /// - Parameter predicate: Returns `true` for values to keep.
  /// - Returns: The filtered shared sequence.
  public func filter(_ predicate: @escaping @Sendable (Element) -> Bool)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(asObservable().filter(predicate))
  }

  /// Sends `elements` first, then this sequence's values; shared like every other operator
  /// (as in RxCocoa), so a driver's later subscriber gets the replayed latest value instead.
  ///
  /// ```swift
  /// let status = updates.startWith("loading")
  /// ```
  ///
  /// - Parameter elements: The values to send first.
  /// - Returns: The shared sequence.
  public func startWith(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
    var source = asObservable()
    for element in elements.reversed() { source = source.startWith(element) }
    return SharedSequence(source)
  }

  /// Accumulates the values, sending each intermediate result.
  ///
  /// ```swift
  /// let total = amounts.scan(0, accumulator: +)
  /// ```
  ///
  /// - Parameters:
  ///   - seed: The initial accumulator value.
  ///   - accumulator: Combines the accumulator with the next value.
  /// - Returns: The shared sequence of accumulated values.
  public func scan<Accumulate>(
    _ seed: Accumulate, accumulator: @escaping @Sendable (Accumulate, Element) -> Accumulate
  ) -> SharedSequence<SharingStrategy, Accumulate> {
    SharedSequence(asObservable().scan(seed, accumulator: accumulator))
  }

  /// Skips the first `count` values.
  ///
  /// ```swift
  /// let changes = state.skip(1)
  /// ```
  ///
  /// - Parameter count: How many values to skip.
  /// - Returns: The shared sequence.
  public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().skip(count))
  }

  /// Runs side effects for the events of each subscription, with RxCocoa's parameters.
  ///
  /// ```swift
  /// let logged = title.do(onNext: { print("title:", $0) }, afterCompleted: { print("done") })
  /// ```
  ///
  /// - Parameters:
  ///   - onNext: Called with each value before it is sent.
  ///   - afterNext: Called with each value after it is sent.
  ///   - onCompleted: Called before completion is sent.
  ///   - afterCompleted: Called after completion is sent.
  ///   - onSubscribe: Called before subscribing to the source.
  ///   - onSubscribed: Called after subscribing to the source.
  ///   - onDispose: Called when a subscription ends.
  /// - Returns: The shared sequence.
  public func `do`(
    onNext: (@Sendable (Element) -> Void)? = nil,
    afterNext: (@Sendable (Element) -> Void)? = nil,
    onCompleted: (@Sendable () -> Void)? = nil,
    afterCompleted: (@Sendable () -> Void)? = nil,
    onSubscribe: (@Sendable () -> Void)? = nil,
    onSubscribed: (@Sendable () -> Void)? = nil,
    onDispose: (@Sendable () -> Void)? = nil
  ) -> SharedSequence<SharingStrategy, Element> {
    // RxCocoa's SharedSequence+Operators.swift: the handlers cannot throw (a shared sequence
    // never errors), and the result is shared like every other operator's.
    SharedSequence(
      asObservable().do(
        onNext: onNext, afterNext: afterNext, onCompleted: onCompleted,
        afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed,
        onDispose: onDispose))
  }
}

extension SharedSequenceConvertibleType {
  /// Prints every event, subscription and disposal; see `ObservableType.debug`.
  ///
  /// ```swift
  /// let traced = title.debug("title")
  /// ```
  ///
  /// - Parameters:
  ///   - identifier: The label of each line; by default the call site.
  ///   - trimOutput: Whether to shorten long event descriptions.
  ///   - file: The call site's file.
  ///   - line: The call site's line.
  ///   - function: The call site's function.
  /// - Returns: The shared sequence.
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file,
    line: UInt = #line, function: String = #function
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      asObservable().debug(
        identifier, trimOutput: trimOutput, file: file, line: line, function: function))
  }
}

extension SharedSequenceConvertibleType where Element: Equatable {
  /// Drops values equal to the one before.
  ///
  /// ```swift
  /// let distinctTitle = title.distinctUntilChanged()
  /// ```
  ///
  /// - Returns: The shared sequence without consecutive duplicates.
  public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().distinctUntilChanged())
  }
}

extension SharedSequenceConvertibleType {
  /// Drops values whose key equals the previous value's key.
  ///
  /// ```swift
  /// let userChanges = user.distinctUntilChanged { $0.id }
  /// ```
  ///
  /// - Parameter keySelector: Computes the key compared.
  /// - Returns: The shared sequence.
  public func distinctUntilChanged<Key: Equatable>(
    _ keySelector: @escaping @Sendable (Element) -> Key
  )
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(asObservable().distinctUntilChanged(keySelector))
  }

  /// Drops values that `comparer` finds equal to the value before.
  ///
  /// ```swift
  /// let rounded = values.distinctUntilChanged { abs($0 - $1) < 0.01 }
  /// ```
  ///
  /// - Parameter comparer: Returns `true` when two values count as equal.
  /// - Returns: The shared sequence.
  public func distinctUntilChanged(_ comparer: @escaping @Sendable (Element, Element) -> Bool)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(asObservable().distinctUntilChanged(comparer))
  }

  /// Drops values whose key `comparer` finds equal to the previous value's key.
  ///
  /// ```swift
  /// let renamed = user.distinctUntilChanged({ $0.name }, comparer: { $0.lowercased() == $1.lowercased() })
  /// ```
  ///
  /// - Parameters:
  ///   - keySelector: Computes the key compared.
  ///   - comparer: Returns `true` when two keys count as equal.
  /// - Returns: The shared sequence.
  public func distinctUntilChanged<Key>(
    _ keySelector: @escaping @Sendable (Element) -> Key,
    comparer: @escaping @Sendable (Key, Key) -> Bool
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
  }
}
