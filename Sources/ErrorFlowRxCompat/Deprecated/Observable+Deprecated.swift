import ReactiveCore

extension ObservableType {
  /// RxSwift 5's name for ``skip(for:scheduler:)``, kept (deprecated, as in RxSwift 6) so
  /// older code compiles.
  ///
  /// ```swift
  /// updates.skip(for: .seconds(2), scheduler: MainScheduler.instance)
  /// ```
  ///
  /// - Parameters:
  ///   - duration: How long to drop values.
  ///   - scheduler: Runs the timer.
  /// - Returns: The source's events without the early values.
  @available(*, deprecated, renamed: "skip(for:scheduler:)")
  public func skip(_ duration: RxTimeInterval, scheduler: any SchedulerType)
    -> Observable<Element>
  {
    skip(for: duration, scheduler: scheduler)
  }
}
