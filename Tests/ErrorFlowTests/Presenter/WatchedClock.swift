import Foundation

/// A `ContinuousClock` a test watches: every sleep runs on the real clock, and `onEvent` hears
/// when one starts (with the duration it asked for), how it ends, and when the clock itself is
/// released. Its `now` stays at the instant the clock was made, so a sleep's deadline is exactly
/// that instant plus the duration asked for, and reads back exactly; the deadline arithmetic and
/// the wait are `ContinuousClock`'s own.
///
/// `onEvent` runs on the thread of the event, outside the clock's lock, with every event so far.
final class WatchedClock: Clock, @unchecked Sendable {
  typealias Instant = ContinuousClock.Instant

  enum Event: Equatable, Sendable {
    case sleepStarted(Duration)
    case sleepEnded
    case sleepCancelled
    case released
  }

  let now = ContinuousClock.now
  var minimumResolution: Duration { ContinuousClock().minimumResolution }

  private let lock = NSLock()
  private var log: [Event] = []
  private let onEvent: @Sendable (Event, [Event]) -> Void

  init(onEvent: @escaping @Sendable (Event, [Event]) -> Void = { _, _ in }) {
    self.onEvent = onEvent
  }

  deinit {
    record(.released)
  }

  /// Every event so far, in order.
  var events: [Event] { lock.withLock { log } }

  func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    record(.sleepStarted(now.duration(to: deadline)))
    do {
      try await ContinuousClock().sleep(until: deadline, tolerance: tolerance)
    } catch {
      record(.sleepCancelled)
      throw error
    }
    record(.sleepEnded)
  }

  private func record(_ event: Event) {
    let all = lock.withLock { () -> [Event] in
      log.append(event)
      return log
    }
    onEvent(event, all)
  }
}
