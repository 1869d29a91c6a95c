extension SharedSequence {
  /// A shared sequence that completes at once, on the strategy's scheduler.
  ///
  /// ```swift
  /// let nothing: Driver<Int> = .empty()
  /// ```
  ///
  /// - Returns: An empty shared sequence.
  public static func empty() -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
  }

  /// A shared sequence that sends nothing and never ends.
  ///
  /// ```swift
  /// let idle: Signal<Int> = .never()
  /// ```
  ///
  /// - Returns: A silent shared sequence.
  public static func never() -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: Observable.never())
  }

  /// A shared sequence that sends `element` then completes, on the strategy's scheduler.
  ///
  /// ```swift
  /// let greeting = Driver.just("hello")
  /// ```
  ///
  /// - Parameter element: The value.
  /// - Returns: A shared sequence of one value.
  public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
  }

  /// A shared sequence that calls `factory` for each subscriber.
  ///
  /// ```swift
  /// let now = Driver.deferred { Driver.just(Date()) }
  /// ```
  ///
  /// - Parameter factory: Makes the sequence for one subscriber.
  /// - Returns: The deferred shared sequence.
  public static func deferred(
    _ factory: @escaping @Sendable () -> SharedSequence<SharingStrategy, Element>
  )
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(Observable.deferred { factory().asObservable() })
  }

  /// A shared sequence that sends `elements` in order then completes, on the strategy's
  /// scheduler: one scheduled action per element and one for the completion, as in RxCocoa.
  ///
  /// ```swift
  /// let steps = Driver.of(1, 2, 3)
  /// ```
  ///
  /// - Parameter elements: The values.
  /// - Returns: The shared sequence.
  public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
    from(elements)
  }

  /// A shared sequence that sends the elements of `array` then completes, on the strategy's
  /// scheduler: one scheduled action per element and one for the completion, as in RxCocoa.
  ///
  /// ```swift
  /// let steps = Driver.from([1, 2, 3])
  /// ```
  ///
  /// - Parameter array: The values.
  /// - Returns: The shared sequence.
  public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
    // RxCocoa (SharedSequence.swift): one scheduled action per element and one for the
    // completion, so in virtual time each comes one tick after the previous.
    SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler))
  }

  /// A shared sequence that sends the elements of `sequence` then completes, on the
  /// strategy's scheduler.
  ///
  /// ```swift
  /// let steps = Driver.from(1...3)
  /// ```
  ///
  /// - Parameter sequence: The values.
  /// - Returns: The shared sequence.
  public static func from<Source: Sequence>(_ sequence: Source)
    -> SharedSequence<SharingStrategy, Element>
  where Source.Element == Element {
    from(Array(sequence))
  }

  /// A shared sequence that sends the wrapped value, if any, then completes, on the
  /// strategy's scheduler: the value and the completion in separate scheduled actions, as in
  /// RxCocoa.
  ///
  /// ```swift
  /// let user = Driver.from(optional: cachedUser)
  /// ```
  ///
  /// - Parameter optional: The value, or `nil` for an empty sequence.
  /// - Returns: The shared sequence.
  public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
    // RxCocoa: the value in one scheduled action, the completion in the next.
    SharedSequence(raw: Observable.from(optional: optional, scheduler: SharingStrategy.scheduler))
  }
}
