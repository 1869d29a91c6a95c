import Foundation
import ReactiveCore

extension ObservableType {
  /// Resubscribes to the source after a failure the policy retries, once its backoff wait
  /// has passed on `scheduler`; forwards the failure when the policy gives up.
  ///
  /// ```swift
  /// let titles = api.titles()
  ///   .retry(.default, scheduler: MainScheduler.instance)
  /// ```
  ///
  /// Each subscription has its own round of attempts; every element resets it, so a
  /// long-lived stream that fails an hour after its last failure gets the full number of
  /// attempts again (Kotlin's `retryWhen` never resets; kotlinx.coroutines #2842). The wait
  /// before retry `n` is `policy.jitter` times `min(maxDelay, baseDelay * 2^n)`; a deadline
  /// counts from the round's first failure. RxSwift's `retry(_:)` resubscribes at once, on
  /// the thread of the error; RxSwiftExt's `retry(.exponentialDelayed(…), scheduler:)`
  /// resubscribes through `delaySubscription` with no jitter and counts every failure of the
  /// subscription. Here the resubscription is a `timer` of the wait on `scheduler` inside
  /// `retry(when:)`, so a `TestScheduler` (ErrorFlowTesting)
  /// gives exact virtual times.
  ///
  /// - Parameters:
  ///   - policy: Which errors are retried, how often, and how long to wait; each error is
  ///     judged as an ``AppError`` in the ``ErrorContext/action`` context.
  ///   - scheduler: Where the waits run, and so where the resubscription happens.
  /// - Returns: The source's events across the attempts; the last failure when the policy
  ///   gives up. Delivered where the source delivers.
  public func retry(_ policy: RetryPolicy, scheduler: any SchedulerType) -> Observable<Element> {
    let source = asObservable()
    return Observable.deferred {
      let round = SharedRetryRound(policy: policy)
      return source.do(onNext: { _ in round.reset() })
        .retry(when: { (errors: Observable<Swift.Error>) in
          errors.flatMap { error -> Observable<Int> in
            // Any date: a scheduler's clock may read far past what a `Duration` holds.
            let now = Duration.saturatingSeconds(scheduler.now.timeIntervalSince1970)
            let judged = policy.judge(AppError(error, context: .action))
            guard
              let delay = round.nextDelay(
                retryable: judged.retryable, fraction: judged.fraction, now: now)
            else {
              return .error(error)
            }
            return Observable<Int>.timer(delay.dispatchInterval, scheduler: scheduler)
          }
        })
    }
  }
}

/// A ``RetryRound`` behind a lock: a subscription's elements and failures arrive one at a
/// time, but not always on the same thread.
// unchecked Sendable: `round` is guarded by `lock`
private final class SharedRetryRound: @unchecked Sendable {
  private let lock = Lock()
  private var round: RetryRound

  init(policy: RetryPolicy) {
    round = RetryRound(policy: policy)
  }

  func reset() {
    lock.withLock { round.reset() }
  }

  func nextDelay(retryable: Bool, fraction: Double, now: Duration) -> Duration? {
    lock.withLock { round.nextDelay(retryable: retryable, fraction: fraction, now: now) }
  }
}

extension Duration {
  /// The wait as a scheduler interval, in the finest unit whose count fits an `Int`
  /// (nanoseconds on 64-bit platforms; a coarser unit where `Int` has 32 bits), clamped to
  /// `0 ...` ``RetryPolicy/maximumDelay`` first. 100 years is about 3.2e18 nanoseconds, so
  /// on 64-bit platforms the wait is exact to the nanosecond and `DispatchTime` arithmetic
  /// on it cannot overflow.
  var dispatchInterval: RxTimeInterval {
    let wait = clampedWait.components
    // Within 100 years these products stay far inside `Int64`.
    let nanoseconds =
      wait.seconds * 1_000_000_000 + (wait.attoseconds + 500_000_000) / 1_000_000_000
    if let count = Int(exactly: nanoseconds) { return .nanoseconds(count) }
    if let count = Int(exactly: (nanoseconds + 500) / 1_000) { return .microseconds(count) }
    if let count = Int(exactly: (nanoseconds + 500_000) / 1_000_000) {
      return .milliseconds(count)
    }
    return .seconds(Int(exactly: wait.seconds) ?? .max)
  }
}
