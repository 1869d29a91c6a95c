import Dispatch

/// One instant on the monotonic clock by which everything a request does must end: name
/// resolution, connecting, sending and reading the answer share it, so no stage can take
/// the time of another.
///
/// Held as nanoseconds of `DispatchTime` (`CLOCK_MONOTONIC` on Linux), computed with
/// saturating arithmetic: no `Duration`, however large or negative, can trap here.
struct HTTPDeadline: Sendable {
  /// The longest wait a deadline stands for: 100 years. Past it, "never" in practice.
  static let maxNanoseconds: UInt64 = 100 * 365 * 86_400 * 1_000_000_000

  /// The deadline, in `DispatchTime.uptimeNanoseconds`.
  let uptimeNanoseconds: UInt64

  /// `duration` from now; a negative `duration` is now.
  init(after duration: Duration) {
    self.init(afterNanoseconds: Self.nanoseconds(duration))
  }

  /// `nanoseconds` from now, at most ``maxNanoseconds``.
  init(afterNanoseconds nanoseconds: UInt64) {
    let now = DispatchTime.now().uptimeNanoseconds
    let (sum, overflow) = now.addingReportingOverflow(min(nanoseconds, Self.maxNanoseconds))
    uptimeNanoseconds = overflow ? .max : sum
  }

  /// Whether the deadline has passed.
  var hasPassed: Bool { remainingNanoseconds == 0 }

  /// The time left, zero once passed.
  var remainingNanoseconds: UInt64 {
    let now = DispatchTime.now().uptimeNanoseconds
    return uptimeNanoseconds > now ? uptimeNanoseconds - now : 0
  }

  /// The time left as a `poll(2)` timeout: whole milliseconds, rounded up (so a poll never
  /// returns just before the deadline only to poll again with zero), at most `Int32.max`.
  var pollMilliseconds: Int32 {
    let remaining = remainingNanoseconds
    guard remaining > 0 else { return 0 }
    let milliseconds = remaining / 1_000_000 + (remaining % 1_000_000 > 0 ? 1 : 0)
    return Int32(clamping: milliseconds)
  }

  /// The `DispatchTime` of the deadline, for a timer.
  var dispatchTime: DispatchTime { DispatchTime(uptimeNanoseconds: uptimeNanoseconds) }

  /// `duration` in nanoseconds, clamped to `0 ... maxNanoseconds`.
  static func nanoseconds(_ duration: Duration) -> UInt64 {
    let (seconds, attoseconds) = duration.components
    guard seconds >= 0, attoseconds >= 0 || seconds > 0 else { return 0 }
    guard seconds < Int64(maxNanoseconds / 1_000_000_000) else { return maxNanoseconds }
    let whole = UInt64(seconds) * 1_000_000_000
    let fraction = attoseconds / 1_000_000_000
    return fraction >= 0 ? whole + UInt64(fraction) : whole - UInt64(-fraction)
  }
}
