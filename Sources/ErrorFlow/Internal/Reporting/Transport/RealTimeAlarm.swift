import Dispatch

/// A one-shot timer on the monotonic clock: runs its action at a deadline unless cancelled
/// first. A cancelled alarm frees its timer at once, so an alarm set far ahead (a huge
/// request timeout) holds nothing after its request ended.
///
/// Real time, never the sink's retry clock: tests move that clock by hand, and a request's
/// deadline must pass whatever the test does.
// unchecked Sendable: `source` is a `let` DispatchSourceTimer (not declared Sendable), which
// dispatch lets any thread cancel
final class RealTimeAlarm: @unchecked Sendable {
  // `@unchecked`: a dispatch source may be cancelled from any thread.
  private let source: any DispatchSourceTimer

  /// Schedules `action` at `deadline` plus `delay`.
  init(
    at deadline: HTTPDeadline, plus delay: DispatchTimeInterval = .nanoseconds(0),
    _ action: @escaping @Sendable () -> Void
  ) {
    source = DispatchSource.makeTimerSource(queue: .global())
    source.schedule(deadline: deadline.dispatchTime + delay, repeating: .never)
    source.setEventHandler(handler: action)
    source.resume()
  }

  /// Cancels the action if it has not run; safe to call more than once, from any thread.
  func cancel() {
    source.cancel()
  }
}
