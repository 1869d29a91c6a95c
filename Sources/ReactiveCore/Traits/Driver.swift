/// A UI-facing sequence that never errors, delivers on the main scheduler and replays its
/// latest value to each new subscriber, as RxCocoa's `Driver`.
///
/// All subscribers share one subscription to the source while at least one is subscribed
/// (`share(replay: 1, scope: .whileConnected)`). Bind it with `drive`, from any thread.
///
/// A driver never sends an error. Like RxCocoa's, it completes when its source completes
/// (``SharedSequence/just(_:)`` does); a driver of a relay never ends. Delivery goes through
/// the main queue, which a console program must keep running: see
/// <doc:MainSchedulerInConsoleApps>. Tests replace the scheduler with
/// ``SharingScheduler/mock(scheduler:action:)``.
///
/// ```swift
/// let name: Driver<String> = nameRelay.asDriver()
/// name.drive(onNext: { print("name:", $0) }).disposed(by: disposeBag)
/// ```
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// The sharing strategy of ``Driver``: delivers on ``SharingScheduler``'s scheduler (the main
/// scheduler) and replays the latest value while connected.
///
/// ```swift
/// let driver: SharedSequence<DriverSharingStrategy, Int> = .just(1)
/// ```
public struct DriverSharingStrategy: SharingStrategyProtocol {
  /// The main scheduler, unless ``SharingScheduler/mock(scheduler:action:)`` replaced it.
  public static var scheduler: SchedulerType { SharingScheduler.make() }

  /// Shares `source`, replaying the latest value to new subscribers while connected.
  ///
  /// - Parameter source: The sequence to share.
  /// - Returns: `source.share(replay: 1, scope: .whileConnected)`.
  public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
    source.share(replay: 1, scope: .whileConnected)
  }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
  /// The driver itself.
  ///
  /// ```swift
  /// let driver: Driver<Int> = Driver.just(1).asDriver()
  /// ```
  ///
  /// - Returns: This sequence as a ``Driver``.
  public func asDriver() -> Driver<Element> {
    asSharedSequence()
  }
}
