/// A UI-facing sequence of events that never errors, delivers on the main scheduler and does
/// not replay: a subscriber sees only what is sent after it subscribes, as RxCocoa's `Signal`.
///
/// All subscribers share one subscription to the source while at least one is subscribed
/// (`share(scope: .whileConnected)`). Bind it with `emit`, from any thread.
///
/// A signal never sends an error. Like RxCocoa's, it completes when its source completes; a
/// signal of a relay never ends. Delivery goes through the main queue, which a console
/// program must keep running: see <doc:MainSchedulerInConsoleApps>. Tests replace the
/// scheduler with ``SharingScheduler/mock(scheduler:action:)``.
///
/// ```swift
/// let taps: Signal<Void> = tapRelay.asSignal()
/// taps.emit(onNext: { print("tapped") }).disposed(by: disposeBag)
/// ```
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

/// The sharing strategy of ``Signal``: delivers on ``SharingScheduler``'s scheduler (the main
/// scheduler) and replays nothing.
///
/// ```swift
/// let signal: SharedSequence<SignalSharingStrategy, Int> = .empty()
/// ```
public struct SignalSharingStrategy: SharingStrategyProtocol {
  /// The main scheduler, unless ``SharingScheduler/mock(scheduler:action:)`` replaced it.
  public static var scheduler: SchedulerType { SharingScheduler.make() }

  /// Shares `source` without replay while connected.
  ///
  /// - Parameter source: The sequence to share.
  /// - Returns: `source.share(scope: .whileConnected)`.
  public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
    source.share(scope: .whileConnected)
  }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
  /// The signal itself.
  ///
  /// ```swift
  /// let taps: Signal<Void> = someSignal.asSignal()
  /// ```
  ///
  /// - Returns: This sequence as a ``Signal``.
  public func asSignal() -> Signal<Element> {
    asSharedSequence()
  }
}
