extension SharedSequenceConvertibleType {
  /// Sends a value only after `dueTime` has passed without another one, on the strategy's
  /// scheduler.
  ///
  /// ```swift
  /// let query = searchText.debounce(.milliseconds(300))
  /// ```
  ///
  /// - Parameter dueTime: The quiet time required.
  /// - Returns: The shared sequence.
  public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler))
  }

  /// Sends at most one value per `dueTime`, on the strategy's scheduler.
  ///
  /// ```swift
  /// let taps = buttonTaps.throttle(.seconds(1), latest: false)
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: The window length.
  ///   - latest: Whether the latest value of a window is sent when it closes.
  /// - Returns: The shared sequence.
  public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(
      asObservable().throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
  }

  /// Sends each value `dueTime` later, on the strategy's scheduler.
  ///
  /// ```swift
  /// let hint = shown.delay(.seconds(2))
  /// ```
  ///
  /// - Parameter dueTime: The delay.
  /// - Returns: The shared sequence.
  public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().delay(dueTime, scheduler: SharingStrategy.scheduler))
  }
}

extension SharedSequence where Element: FixedWidthInteger {
  /// A shared sequence of 0, 1, 2... one every `period`, on the strategy's scheduler.
  ///
  /// ```swift
  /// let ticks = Driver<Int>.interval(.seconds(1))
  /// ```
  ///
  /// - Parameter period: The time between values.
  /// - Returns: The shared sequence.
  public static func interval(_ period: RxTimeInterval)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
  }

  /// A shared sequence that sends 0 after `dueTime`, then 1, 2... every `period`, on the
  /// strategy's scheduler.
  ///
  /// ```swift
  /// let ticks = Driver<Int>.timer(.seconds(1), period: .seconds(5))
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: The delay before the first value.
  ///   - period: The time between later values.
  /// - Returns: The shared sequence.
  public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(
      Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
  }
}
