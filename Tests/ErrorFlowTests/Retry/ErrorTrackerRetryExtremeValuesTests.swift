import ErrorFlow
import ErrorFlowTesting
import FaultKit
import Foundation
import XCTest

/// `perform(context:retry:)` with extreme policies and clocks: no trap, exact attempts, and
/// every wait handed to a clock is within `0 ... 100 years`.
final class ErrorTrackerRetryExtremeValuesTests: ErrorFlowTestCase {
  private let hundredYears = Duration.seconds(3_155_760_000)

  /// Fails its first `failures` attempts, then succeeds.
  private final class Work: @unchecked Sendable {
    private let lock = NSLock()
    private var made = 0
    private let failures: Int

    init(failures: Int) { self.failures = failures }

    var attempts: Int { lock.withLock { made } }

    func run() throws(FlakyError) {
      let attempt = lock.withLock {
        made += 1
        return made
      }
      if attempt <= failures { throw .offline }
    }
  }

  /// Reads the next of `times` at each `now()`, the last one forever; records each wait.
  private final class ScriptedClock: @unchecked Sendable {
    private let lock = NSLock()
    private var times: [Duration]
    private var recorded: [Duration] = []

    init(times: [Duration]) { self.times = times }

    var sleeps: [Duration] { lock.withLock { recorded } }

    var clock: RetryClock {
      RetryClock(
        now: { [self] in
          lock.withLock { times.count > 1 ? times.removeFirst() : times.first ?? .zero }
        },
        sleep: { [self] duration in lock.withLock { recorded.append(duration) } })
    }
  }

  func testAnIntMaxBaseAndCapWaitAHundredYearsInsteadOfTrapping() async {
    let clock = ManualRetryClock()
    let tracker = ErrorTracker(clock: clock.clock)
    let recorder = ErrorRecorder(tracker.errors)
    let work = Work(failures: .max)
    let policy = RetryPolicy(
      maxAttempts: 3, baseDelay: .seconds(Int.max), maxDelay: .seconds(Int.max), jitter: .fixed(1))
    await tracker.perform(context: .pageLoad, retry: policy) { () throws(FlakyError) in
      try work.run()
    }.value
    recorder.dispose()
    XCTAssertEqual(work.attempts, 3)
    XCTAssertEqual(clock.sleeps, [hundredYears, hundredYears])
    XCTAssertEqual(recorder.errors.map(\.attempts), [3])
  }

  func testAnyAttemptCountIsHonouredWithoutOverflow() async {
    for maxAttempts in FaultKit.ExtremeValues.counts {
      let clock = ManualRetryClock()
      let tracker = ErrorTracker(clock: clock.clock)
      let recorder = ErrorRecorder(tracker.errors)
      let work = Work(failures: 5)
      let policy = RetryPolicy(maxAttempts: maxAttempts, baseDelay: .zero, jitter: .fixed(1))
      await tracker.perform(context: .pageLoad, retry: policy) { () throws(FlakyError) in
        try work.run()
      }.value
      recorder.dispose()
      let made = min(max(maxAttempts, 1), 6)
      XCTAssertEqual(work.attempts, made, "maxAttempts \(maxAttempts)")
      XCTAssertEqual(clock.sleeps, Array(repeating: .zero, count: made - 1))
      XCTAssertEqual(
        recorder.errors.map(\.attempts), made == 6 ? [] : [made], "maxAttempts \(maxAttempts)")
    }
  }

  /// A clock may jump anywhere in `Duration`'s range between two failures: the time since
  /// the first failure saturates, so going back keeps the round alive and going far forward
  /// ends it at the deadline.
  func testAClockThatJumpsAcrossDurationsRangeKeepsTheDeadlineRules() async {
    let far = Duration.seconds(Int64.max) * 18
    let cases: [(times: [Duration], attempts: Int)] = [
      ([far, .zero - far], 3),  // backwards: the round goes on
      ([.zero - far, far], 2),  // forwards past the deadline: the round ends
      ([.seconds(-1e20), .seconds(1e20)], 2),
      ([.seconds(1e20), .seconds(1e20)], 3),
    ]
    for (times, attempts) in cases {
      let clock = ScriptedClock(times: times)
      let tracker = ErrorTracker(clock: clock.clock)
      let recorder = ErrorRecorder(tracker.errors)
      let work = Work(failures: .max)
      let policy = RetryPolicy(
        maxAttempts: 3, baseDelay: .seconds(1), deadline: .seconds(10), jitter: .fixed(1))
      await tracker.perform(context: .pageLoad, retry: policy) { () throws(FlakyError) in
        try work.run()
      }.value
      recorder.dispose()
      XCTAssertEqual(work.attempts, attempts, "clock \(times)")
      XCTAssertEqual(recorder.errors.map(\.attempts), [attempts], "clock \(times)")
    }
  }

  /// Whatever a caller asks of a retry clock, what reaches its sleep is `0 ... 100 years`:
  /// `Task.sleep` traps on `.seconds(Int64.max)`.
  func testARetryClockSleepsWithinZeroAndAHundredYears() async throws {
    let clock = ScriptedClock(times: [.zero])
    for duration in FaultKit.ExtremeValues.durations {
      try await clock.clock.sleep(duration)
    }
    let expected = FaultKit.ExtremeValues.durations.map { min(max($0, .zero), hundredYears) }
    XCTAssertEqual(clock.sleeps, expected)
  }
}
