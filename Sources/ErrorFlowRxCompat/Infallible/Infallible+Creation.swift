import ReactiveCore

extension Infallible {
  /// Sends `element`, then completes.
  ///
  /// ```swift
  /// Infallible.just(1).subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Parameter element: The value.
  /// - Returns: The infallible sequence.
  public static func just(_ element: Element) -> Infallible<Element> {
    Infallible(Observable.just(element))
  }

  /// Completes at once.
  ///
  /// ```swift
  /// let nothing = Infallible<Int>.empty()
  /// ```
  ///
  /// - Returns: The infallible sequence.
  public static func empty() -> Infallible<Element> { Infallible(Observable.empty()) }

  /// Never sends anything.
  ///
  /// ```swift
  /// let silent = Infallible<Int>.never()
  /// ```
  ///
  /// - Returns: The infallible sequence.
  public static func never() -> Infallible<Element> { Infallible(Observable.never()) }

  /// Calls `factory` for each subscription and subscribes to what it returns.
  ///
  /// ```swift
  /// let now = Infallible.deferred { Infallible.just(Date()) }
  /// ```
  ///
  /// - Parameter factory: Makes the sequence for one subscription.
  /// - Returns: The infallible sequence.
  public static func deferred(_ factory: @escaping @Sendable () -> Infallible<Element>)
    -> Infallible<
      Element
    >
  {
    Infallible(Observable.deferred { factory().asObservable() })
  }

  /// Sends `elements` in order, then completes; with a `scheduler`, one action per element
  /// and one for the completion, as `Observable.of(_:scheduler:)`.
  ///
  /// ```swift
  /// Infallible.of(1, 2, 3)
  /// ```
  ///
  /// - Parameters:
  ///   - elements: The values.
  ///   - scheduler: Where to send them; `nil` sends them during `subscribe`.
  /// - Returns: The infallible sequence.
  public static func of(_ elements: Element..., scheduler: ImmediateSchedulerType? = nil)
    -> Infallible<Element>
  {
    from(elements, scheduler: scheduler)
  }

  /// Sends the elements of `sequence` in order, then completes.
  ///
  /// ```swift
  /// Infallible.from([1, 2, 3])
  /// ```
  ///
  /// - Parameters:
  ///   - sequence: The values.
  ///   - scheduler: Where to send them; `nil` sends them during `subscribe`.
  /// - Returns: The infallible sequence.
  public static func from<Source: Sequence>(
    _ sequence: Source, scheduler: ImmediateSchedulerType? = nil
  ) -> Infallible<Element> where Source.Element == Element {
    guard let scheduler else { return Infallible(Observable.from(sequence)) }
    return Infallible(Observable.from(sequence, scheduler: scheduler))
  }

  /// Sends the wrapped value, if any, then completes.
  ///
  /// ```swift
  /// Infallible.from(optional: cachedName)
  /// ```
  ///
  /// - Parameter optional: The value, or `nil` for an empty sequence.
  /// - Returns: The infallible sequence.
  public static func from(optional: Element?) -> Infallible<Element> {
    Infallible(Observable.from(optional: optional))
  }
}
