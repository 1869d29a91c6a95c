import ReactiveCore

extension InfallibleType {
  /// The sequence as a `Driver`: it never fails, so no fallback is needed, as RxCocoa's
  /// `Infallible.asDriver()`. Values are delivered on the main scheduler; the latest is
  /// replayed while the driver is connected.
  ///
  /// ```swift
  /// let titles: Driver<String> = Infallible.just("Notes").asDriver()
  /// ```
  ///
  /// - Returns: The driver.
  public func asDriver() -> Driver<Element> {
    // An infallible sequence has no error to replace: the fallback is never used.
    asDriver(onErrorDriveWith: .empty())
  }
}
