import ErrorFlow
import Foundation
import ReactiveCore

/// A `Clock` for tests whose time moves only when the test moves it: every `sleep` on it
/// waits until ``advance(by:)`` or ``advance(to:)`` reaches its deadline, so code that waits
/// on a clock runs in virtual time, exactly and without waiting.
///
/// Hand it to whatever takes a clock: `ErrorTracker(clock:)` for the waits of
/// `perform(context:retry:)`, `HTTPLogSink(endpoint:outboxDirectory:clock:)` for batching by
/// age and retries, or your own code written against `some Clock<Duration>`. Streams run
/// their waits on a scheduler instead: give them a ``TestScheduler``.
///
/// ```swift
/// let clock = TestClock()
/// let tracker = ErrorTracker(clock: clock)
/// tracker.perform(context: .pageLoad, retry: policy) { try await load() }
/// try await clock.waitForSleepers()  // the first attempt failed; the retry waits
/// clock.advance(by: .milliseconds(500))  // the second attempt starts now
/// ```
///
/// Deterministic: time moves only in ``advance(by:)`` and ``advance(to:)``, which wake
/// exactly the sleepers due by the new time, resuming them in the order of their deadlines
/// (first come, first served for the same deadline), and return at once. The woken tasks
/// then run concurrently, as after a real clock's wake-up; to know they have reached their
/// next wait, await ``waitForSleepers(_:timeout:)`` (or the work itself, such as
/// `tracker.waitUntilIdle()`) before moving the time again, and to see several wakes in a
/// fixed order, advance to one deadline at a time (`clock.advance(to: clock.deadlines[0])`).
/// A sleep whose deadline has already passed returns at once, and a cancelled sleeper throws
/// `CancellationError` at once, as with `ContinuousClock`. Instant arithmetic saturates, so
/// no duration a test passes can trap.
// unchecked Sendable: `current`, `sleepers`, `nextID` and `watchers` are guarded by `lock`
public final class TestClock: Clock, @unchecked Sendable {
  /// A point on a ``TestClock``: the virtual time since the clock's start.
  ///
  /// ```swift
  /// XCTAssertEqual(clock.now, TestClock.Instant(offset: .seconds(1.5)))
  /// ```
  public struct Instant: InstantProtocol, CustomStringConvertible {
    /// The virtual time since the clock's start.
    public let offset: Duration

    /// The instant `offset` after the clock's start.
    ///
    /// ```swift
    /// let start = TestClock.Instant(offset: .zero)
    /// ```
    ///
    /// - Parameter offset: The virtual time since the start.
    public init(offset: Duration) {
      self.offset = offset
    }

    /// The instant `duration` later (earlier when negative); saturates instead of trapping.
    ///
    /// ```swift
    /// let deadline = clock.now.advanced(by: .seconds(5))
    /// ```
    ///
    /// - Parameter duration: The time to add.
    /// - Returns: The later instant.
    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset.saturatingAdding(duration))
    }

    /// The time from this instant to `other`; saturates instead of trapping.
    ///
    /// ```swift
    /// let elapsed = start.duration(to: clock.now)  // how much virtual time passed
    /// ```
    ///
    /// - Parameter other: The later (or earlier) instant.
    /// - Returns: The time between them, negative when `other` is earlier.
    public func duration(to other: Instant) -> Duration {
      other.offset.saturatingSubtracting(offset)
    }

    /// Whether `lhs` comes before `rhs`.
    ///
    /// ```swift
    /// XCTAssertTrue(start < clock.now)
    /// ```
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }

    /// The offset, as `Duration` writes it: `1.5 seconds`.
    public var description: String { offset.description }
  }

  private enum Sleeper {
    /// Entered `sleep`, not yet parked.
    case starting
    /// Cancelled before it parked: it throws as soon as it does.
    case cancelled
    case parked(deadline: Instant, continuation: CheckedContinuation<Void, any Error>)
  }

  private let lock = Lock()
  private var current: Instant
  private var sleepers: [Int: Sleeper] = [:]
  private var nextID = 0
  private var watchers: [SleeperWatch] = []

  /// A clock at `now`; by default the start, an offset of zero.
  ///
  /// ```swift
  /// let clock = TestClock()
  /// ```
  ///
  /// - Parameter now: The virtual time to start at.
  public init(now: Instant = Instant(offset: .zero)) {
    current = now
  }

  /// The virtual time: it changes only in ``advance(by:)`` and ``advance(to:)``.
  ///
  /// ```swift
  /// XCTAssertEqual(clock.now.offset, .seconds(1.5))
  /// ```
  public var now: Instant { lock.withLock { current } }

  /// No resolution limit: a sleep ends exactly at its deadline.
  public var minimumResolution: Duration { .zero }

  /// The deadlines of the tasks sleeping now, earliest first.
  ///
  /// ```swift
  /// XCTAssertEqual(clock.deadlines, [TestClock.Instant(offset: .milliseconds(500))])
  /// ```
  public var deadlines: [Instant] {
    lock.withLock { parked().map(\.deadline) }
  }

  /// Waits until the virtual time reaches `deadline`, or the task is cancelled.
  ///
  /// ```swift
  /// try await clock.sleep(for: .seconds(1))  // returns once a test advanced the clock 1 s
  /// ```
  ///
  /// - Parameters:
  ///   - deadline: When to wake; an instant already passed returns at once.
  ///   - tolerance: Ignored: a test clock is exact.
  /// - Throws: `CancellationError` when the task is cancelled first.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = lock.withLock { () -> Int in
      nextID += 1
      sleepers[nextID] = .starting
      return nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        park(id, until: deadline, continuation)
      }
    } onCancel: {
      let parked = lock.withLock { () -> CheckedContinuation<Void, any Error>? in
        switch sleepers[id] {
        case .starting?:
          sleepers[id] = .cancelled
          return nil
        case .parked(_, let continuation)?:
          sleepers[id] = nil
          return continuation
        case .cancelled?, nil:
          return nil
        }
      }
      parked?.resume(throwing: CancellationError())
    }
  }

  /// Moves the virtual time forward by `duration` and wakes every sleeper due by then, in
  /// the order of their deadlines; returns at once. Zero or a negative duration moves
  /// nothing but still wakes a sleeper whose deadline is now.
  ///
  /// ```swift
  /// clock.advance(by: .milliseconds(500))
  /// ```
  ///
  /// - Parameter duration: How far to move the time.
  public func advance(by duration: Duration) {
    move { $0.advanced(by: max(duration, .zero)) }
  }

  /// Moves the virtual time to `instant` (never backwards) and wakes every sleeper due by
  /// then, in the order of their deadlines; returns at once.
  ///
  /// ```swift
  /// clock.advance(to: clock.deadlines[0])  // exactly to the next wake-up
  /// ```
  ///
  /// - Parameter instant: The time to move to.
  public func advance(to instant: Instant) {
    move { max($0, instant) }
  }

  /// Returns once at least `count` tasks are sleeping on the clock: what a test awaits
  /// before ``advance(by:)``, to know the code under test has reached its wait.
  ///
  /// ```swift
  /// viewModel.load()
  /// try await clock.waitForSleepers()
  /// ```
  ///
  /// - Parameters:
  ///   - count: How many sleepers to wait for.
  ///   - timeout: The longest to wait, in real time; 5 seconds by default.
  /// - Throws: ``AsyncWaitError`` naming the deadlines that were sleeping when `timeout`
  ///   passed; `CancellationError` when the awaiting task is cancelled.
  public func waitForSleepers(_ count: Int = 1, timeout: Duration = .seconds(5)) async throws {
    let watch = SleeperWatch(count: count)
    let satisfied = lock.withLock { () -> Bool in
      if parked().count >= count { return true }
      watchers.append(watch)
      return false
    }
    if satisfied { return }
    switch await watch.wait(timeout: timeout) {
    case .satisfied:
      return
    case .cancelled:
      lock.withLock { watchers.removeAll { $0 === watch } }
      throw CancellationError()
    case .timedOut:
      let sleeping = lock.withLock { () -> [String] in
        watchers.removeAll { $0 === watch }
        return parked().map { "sleeping until \($0.deadline)" }
      }
      throw AsyncWaitError(
        operation: "TestClock.waitForSleepers(\(count))", reason: .timedOut(after: timeout),
        received: sleeping)
    }
  }

  // MARK: - Machinery

  private func park(
    _ id: Int, until deadline: Instant, _ continuation: CheckedContinuation<Void, any Error>
  ) {
    enum Outcome {
      case wake
      case cancel
      case sleep([SleeperWatch])
    }
    let outcome = lock.withLock { () -> Outcome in
      if case .cancelled? = sleepers[id] {
        sleepers[id] = nil
        return .cancel
      }
      if deadline <= current {
        sleepers[id] = nil
        return .wake
      }
      sleepers[id] = .parked(deadline: deadline, continuation: continuation)
      let count = parked().count
      let ready = watchers.filter { $0.count <= count }
      watchers.removeAll { $0.count <= count }
      return .sleep(ready)
    }
    switch outcome {
    case .wake: continuation.resume()
    case .cancel: continuation.resume(throwing: CancellationError())
    case .sleep(let ready): for watch in ready { watch.satisfy() }
    }
  }

  /// Sets the time to `target(now)` and resumes the sleepers due, outside the lock.
  private func move(_ target: (Instant) -> Instant) {
    let due = lock.withLock { () -> [CheckedContinuation<Void, any Error>] in
      current = target(current)
      let due = parked().filter { $0.deadline <= current }
      for sleeper in due { sleepers[sleeper.id] = nil }
      return due.map(\.continuation)
    }
    for continuation in due { continuation.resume() }
  }

  /// The parked sleepers by deadline, then by arrival; called with the lock held.
  private func parked() -> [(
    id: Int, deadline: Instant, continuation: CheckedContinuation<Void, any Error>
  )] {
    sleepers.compactMap { id, sleeper in
      guard case .parked(let deadline, let continuation) = sleeper else { return nil }
      return (id, deadline, continuation)
    }
    .sorted { ($0.deadline, $0.id) < ($1.deadline, $1.id) }
  }
}
