import ReactiveCore

extension Recorded {
  /// A `next` event recorded at `time`.
  ///
  /// ```swift
  /// let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2)])
  /// ```
  ///
  /// - Parameters:
  ///   - time: The virtual time of the event.
  ///   - element: The value.
  /// - Returns: The recorded event.
  public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>>
  where Value == Event<T> {
    Recorded(time: time, value: .next(element))
  }

  /// A `completed` event recorded at `time`.
  ///
  /// ```swift
  /// let events: [Recorded<Event<Int>>] = [.next(210, 2), .completed(300)]
  /// ```
  ///
  /// - Parameters:
  ///   - time: The virtual time of the event.
  ///   - type: The element type, when inference needs help.
  /// - Returns: The recorded event.
  public static func completed<T>(_ time: TestTime, _ type: T.Type = T.self)
    -> Recorded<Event<T>>
  where Value == Event<T> {
    Recorded(time: time, value: .completed)
  }

  /// An `error` event recorded at `time`.
  ///
  /// ```swift
  /// let events: [Recorded<Event<Int>>] = [.next(210, 2), .error(250, TestError(1))]
  /// ```
  ///
  /// - Parameters:
  ///   - time: The virtual time of the event.
  ///   - error: The failure.
  ///   - type: The element type, when inference needs help.
  /// - Returns: The recorded event.
  public static func error<T>(_ time: TestTime, _ error: Swift.Error, _ type: T.Type = T.self)
    -> Recorded<Event<T>>
  where Value == Event<T> {
    Recorded(time: time, value: .error(error))
  }

  /// The recorded events passed, as an array: helps type inference.
  ///
  /// ```swift
  /// let expected = Recorded.events(.next(210, 2), .next(220, 3), .completed(250))
  /// ```
  ///
  /// - Parameter recordedEvents: The events.
  /// - Returns: The events as an array.
  public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>]
  where Value == Event<T> {
    recordedEvents
  }

  /// The recorded events passed: helps type inference.
  ///
  /// ```swift
  /// let expected = Recorded.events([.next(210, 2), .completed(250)])
  /// ```
  ///
  /// - Parameter recordedEvents: The events.
  /// - Returns: `recordedEvents`.
  public static func events<T>(_ recordedEvents: [Recorded<Event<T>>]) -> [Recorded<Event<T>>]
  where Value == Event<T> {
    recordedEvents
  }
}
