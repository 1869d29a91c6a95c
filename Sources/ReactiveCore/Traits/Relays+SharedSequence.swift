extension PublishRelay {
  /// The relay as a ``Signal``: it never errors, so no fallback is needed. Values are
  /// delivered on the main scheduler; late subscribers see only later values.
  ///
  /// ```swift
  /// let taps: Signal<Void> = tapRelay.asSignal()
  /// ```
  ///
  /// - Returns: The signal.
  public func asSignal() -> Signal<Element> {
    Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
  }

  /// The relay as a ``Driver``: it never errors, so no fallback is needed. Values are
  /// delivered on the main scheduler; the latest is replayed while the driver is connected.
  ///
  /// ```swift
  /// let messages: Driver<String> = messageRelay.asDriver()
  /// ```
  ///
  /// - Returns: The driver.
  public func asDriver() -> Driver<Element> {
    Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
  }
}

extension BehaviorRelay {
  /// The relay as a ``Driver``: it never errors, so no fallback is needed. Each subscriber
  /// gets the current value first, on the main scheduler.
  ///
  /// ```swift
  /// let count: Driver<Int> = countRelay.asDriver()
  /// ```
  ///
  /// - Returns: The driver.
  public func asDriver() -> Driver<Element> {
    Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
  }
}

extension ReplayRelay {
  /// The relay as a ``Driver``: it never errors, so no fallback is needed. Values are
  /// delivered on the main scheduler.
  ///
  /// ```swift
  /// let log: Driver<String> = logRelay.asDriver()
  /// ```
  ///
  /// - Returns: The driver.
  public func asDriver() -> Driver<Element> {
    Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
  }
}
