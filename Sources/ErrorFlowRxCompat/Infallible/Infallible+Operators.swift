import ReactiveCore

extension InfallibleType {
  /// Transforms each value.
  ///
  /// ```swift
  /// let labels = counts.map { "\($0) items" }
  /// ```
  ///
  /// - Parameter transform: Applied to each value.
  /// - Returns: The transformed values.
  public func map<Result>(_ transform: @escaping @Sendable (Element) -> Result) -> Infallible<
    Result
  > {
    Infallible(asObservable().map(transform))
  }

  /// Transforms each value and drops the `nil` results.
  ///
  /// ```swift
  /// let numbers = texts.compactMap { Int($0) }
  /// ```
  ///
  /// - Parameter transform: Applied to each value.
  /// - Returns: The non-`nil` results.
  public func compactMap<Result>(_ transform: @escaping @Sendable (Element) -> Result?)
    -> Infallible<Result>
  {
    Infallible(asObservable().compactMap(transform))
  }

  /// Keeps the values that satisfy `predicate`.
  ///
  /// ```swift
  /// let even = numbers.filter { $0 % 2 == 0 }
  /// ```
  ///
  /// - Parameter predicate: Returns `true` for values to keep.
  /// - Returns: The kept values.
  public func filter(_ predicate: @escaping @Sendable (Element) -> Bool) -> Infallible<Element> {
    Infallible(asObservable().filter(predicate))
  }

  /// Drops a value equal, by `comparer`, to the previous one.
  ///
  /// ```swift
  /// let changes = sizes.distinctUntilChanged { $0.width == $1.width }
  /// ```
  ///
  /// - Parameter comparer: Returns `true` when two values count as equal.
  /// - Returns: The values that differ from their predecessor.
  public func distinctUntilChanged(_ comparer: @escaping @Sendable (Element, Element) -> Bool)
    -> Infallible<Element>
  {
    Infallible(asObservable().distinctUntilChanged(comparer))
  }

  /// Drops a value whose key equals the previous value's key.
  ///
  /// ```swift
  /// let users = sessions.distinctUntilChanged { $0.userID }
  /// ```
  ///
  /// - Parameter keySelector: The key compared.
  /// - Returns: The values whose key differs from their predecessor's.
  public func distinctUntilChanged<Key: Equatable>(
    _ keySelector: @escaping @Sendable (Element) -> Key
  )
    -> Infallible<Element>
  {
    Infallible(asObservable().distinctUntilChanged(keySelector))
  }

  /// Sends this sequence's value combined with `second`'s latest, for each value once
  /// `second` has sent one.
  ///
  /// ```swift
  /// let saves = taps.withLatestFrom(draft) { _, text in text }
  /// ```
  ///
  /// - Parameters:
  ///   - second: The sequence whose latest value is read.
  ///   - resultSelector: Combines the two values.
  /// - Returns: The combined values.
  public func withLatestFrom<Source: InfallibleType, Result>(
    _ second: Source, resultSelector: @escaping @Sendable (Element, Source.Element) -> Result
  ) -> Infallible<Result> {
    Infallible(asObservable().withLatestFrom(second, resultSelector: resultSelector))
  }

  /// Sends `second`'s latest value for each value of this sequence, once `second` has one.
  ///
  /// ```swift
  /// let saves = taps.withLatestFrom(draft)
  /// ```
  ///
  /// - Parameter second: The sequence whose latest value is read.
  /// - Returns: `second`'s latest values.
  public func withLatestFrom<Source: InfallibleType>(_ second: Source) -> Infallible<
    Source.Element
  > {
    Infallible(asObservable().withLatestFrom(second))
  }

  /// Runs side effects for each event, as `ObservableType.do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)`
  /// without the error handlers.
  ///
  /// ```swift
  /// titles.do(onNext: { print("title", $0) })
  /// ```
  ///
  /// - Parameters:
  ///   - onNext: Before each value is sent on.
  ///   - afterNext: After each value is sent on.
  ///   - onCompleted: Before the completion is sent on.
  ///   - afterCompleted: After the completion is sent on.
  ///   - onSubscribe: Before subscribing to the source.
  ///   - onSubscribed: After subscribing to the source.
  ///   - onDispose: When the subscription ends.
  /// - Returns: The same values.
  public func `do`(
    onNext: (@Sendable (Element) -> Void)? = nil,
    afterNext: (@Sendable (Element) -> Void)? = nil,
    onCompleted: (@Sendable () -> Void)? = nil,
    afterCompleted: (@Sendable () -> Void)? = nil,
    onSubscribe: (@Sendable () -> Void)? = nil,
    onSubscribed: (@Sendable () -> Void)? = nil,
    onDispose: (@Sendable () -> Void)? = nil
  ) -> Infallible<Element> {
    Infallible(
      asObservable().do(
        onNext: onNext, afterNext: afterNext, onCompleted: onCompleted,
        afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed,
        onDispose: onDispose))
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
  /// - Returns: The accumulated values.
  public func scan<Seed>(_ seed: Seed, accumulator: @escaping @Sendable (Seed, Element) -> Seed)
    -> Infallible<Seed>
  {
    Infallible(asObservable().scan(seed, accumulator: accumulator))
  }

  /// Accumulates the values in place, sending each intermediate result.
  ///
  /// ```swift
  /// let all = items.scan(into: []) { $0.append($1) }
  /// ```
  ///
  /// - Parameters:
  ///   - seed: The initial accumulator value.
  ///   - accumulator: Updates the accumulator with the next value.
  /// - Returns: The accumulated values.
  public func scan<Seed>(
    into seed: Seed, accumulator: @escaping @Sendable (inout Seed, Element) -> Void
  )
    -> Infallible<Seed>
  {
    Infallible(asObservable().scan(into: seed, accumulator: accumulator))
  }

  /// Sends `elements` first, then this sequence's values.
  ///
  /// ```swift
  /// let status = updates.startWith("loading")
  /// ```
  ///
  /// - Parameter elements: The values sent first.
  /// - Returns: The infallible sequence.
  public func startWith(_ elements: Element...) -> Infallible<Element> {
    var source = asObservable()
    for element in elements.reversed() { source = source.startWith(element) }
    return Infallible(source)
  }

  /// Skips the first `count` values.
  ///
  /// ```swift
  /// let changes = state.skip(1)
  /// ```
  ///
  /// - Parameter count: How many values to skip.
  /// - Returns: The later values.
  public func skip(_ count: Int) -> Infallible<Element> {
    Infallible(asObservable().skip(count))
  }

  /// Sends the first `count` values, then completes.
  ///
  /// ```swift
  /// let first = state.take(1)
  /// ```
  ///
  /// - Parameter count: How many values to send; not negative.
  /// - Returns: The first values.
  public func take(_ count: Int) -> Infallible<Element> {
    Infallible(asObservable().take(max(count, 0)))
  }

  /// Sends values while `predicate` holds, then completes.
  ///
  /// ```swift
  /// let warmUp = readings.take(while: { $0 < 100 })
  /// ```
  ///
  /// - Parameters:
  ///   - predicate: Returns `false` for the value that ends the sequence.
  ///   - behavior: Whether that value is sent too.
  /// - Returns: The leading values.
  public func take(
    while predicate: @escaping @Sendable (Element) -> Bool, behavior: TakeBehavior = .exclusive
  ) -> Infallible<Element> {
    Infallible(asObservable().take(while: predicate, behavior: behavior))
  }

  /// Sends values until `other` sends a value, then completes.
  ///
  /// ```swift
  /// let updates = ticks.take(until: closed)
  /// ```
  ///
  /// - Parameter other: The sequence whose first value ends this one.
  /// - Returns: The values before `other`'s first.
  public func take<Other: InfallibleType>(until other: Other) -> Infallible<Element> {
    Infallible(asObservable().take(until: other.asObservable()))
  }

  /// Shares one subscription to this sequence among all subscribers, as
  /// `ObservableType.share(replay:scope:)`.
  ///
  /// ```swift
  /// let shared = titles.share(replay: 1)
  /// ```
  ///
  /// - Parameters:
  ///   - replay: How many latest values a new subscriber gets first.
  ///   - scope: Whether the replay buffer outlives the shared subscription.
  /// - Returns: The shared sequence.
  public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected)
    -> Infallible<Element>
  {
    Infallible(asObservable().share(replay: replay, scope: scope))
  }

  /// Sends a value once `dueTime` passed without a newer one.
  ///
  /// ```swift
  /// let queries = typed.debounce(.milliseconds(300), scheduler: MainScheduler.instance)
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: The quiet time.
  ///   - scheduler: Where the timer runs and the value is sent.
  /// - Returns: The debounced values.
  public func debounce(_ dueTime: RxTimeInterval, scheduler: any SchedulerType)
    -> Infallible<Element>
  {
    Infallible(asObservable().debounce(dueTime, scheduler: scheduler))
  }

  /// Sends at most one value per `dueTime`, as `ObservableType.throttle(_:latest:scheduler:)`.
  ///
  /// ```swift
  /// let taps = rawTaps.throttle(.seconds(1), scheduler: MainScheduler.instance)
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: The window.
  ///   - latest: Whether the latest value of a window is sent at its end.
  ///   - scheduler: Where the timer runs and values are sent.
  /// - Returns: The throttled values.
  public func throttle(
    _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: any SchedulerType
  ) -> Infallible<Element> {
    Infallible(asObservable().throttle(dueTime, latest: latest, scheduler: scheduler))
  }
}

extension InfallibleType where Element: Equatable {
  /// Drops a value equal to the previous one.
  ///
  /// ```swift
  /// let changes = titles.distinctUntilChanged()
  /// ```
  ///
  /// - Returns: The values that differ from their predecessor.
  public func distinctUntilChanged() -> Infallible<Element> {
    Infallible(asObservable().distinctUntilChanged())
  }
}
