import ErrorFlowTesting
import Foundation
import XCTest

/// ``TestClock``: sleepers wake exactly at their deadlines, in deadline order, only when
/// the test moves the time; cancellation and waiting for sleepers are bounded and race-free.
final class TestClockConcurrencyTests: XCTestCase {
  /// The order in which sleepers woke, and at what virtual time.
  private final class Wakes: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    var entries: [String] { lock.withLock { stored } }

    func append(_ entry: String) {
      lock.withLock { stored.append(entry) }
    }
  }

  private func instant(_ duration: Duration) -> TestClock.Instant {
    TestClock.Instant(offset: duration)
  }

  func testSleepersWakeOnlyWhenTheTimeReachesTheirDeadlines() async throws {
    let clock = TestClock()
    let wakes = Wakes()
    let sleeper = Task {
      try await clock.sleep(for: .seconds(2))
      wakes.append("woke at \(clock.now)")
    }
    try await clock.waitForSleepers()
    XCTAssertEqual(clock.deadlines, [instant(.seconds(2))])
    clock.advance(by: .seconds(1))
    XCTAssertEqual(clock.deadlines, [instant(.seconds(2))])
    XCTAssertEqual(wakes.entries, [])
    clock.advance(by: .seconds(1))
    try await sleeper.value
    XCTAssertEqual(wakes.entries, ["woke at 2.0 seconds"])
    XCTAssertEqual(clock.deadlines, [])
  }

  /// One advance wakes exactly the sleepers due by then, whatever order their deadlines
  /// were set in; the deadlines list stays sorted, same deadlines first come first served.
  func testOneAdvanceWakesExactlyTheDueSleepers() async throws {
    let clock = TestClock()
    let wakes = Wakes()
    let plan: [(name: String, delay: Duration)] = [
      ("c", .seconds(3)), ("a", .seconds(1)), ("b1", .seconds(2)), ("b2", .seconds(2)),
      ("late", .seconds(10)),
    ]
    var sleepers: [Task<Void, any Error>] = []
    for (index, step) in plan.enumerated() {
      sleepers.append(
        Task {
          try await clock.sleep(for: step.delay)
          wakes.append("\(step.name) at \(clock.now)")
        })
      try await clock.waitForSleepers(index + 1)
    }
    XCTAssertEqual(
      clock.deadlines,
      [.seconds(1), .seconds(2), .seconds(2), .seconds(3), .seconds(10)].map(instant))
    clock.advance(by: .seconds(5))
    for sleeper in sleepers.prefix(4) { try await sleeper.value }
    XCTAssertEqual(
      wakes.entries.sorted(),
      ["a at 5.0 seconds", "b1 at 5.0 seconds", "b2 at 5.0 seconds", "c at 5.0 seconds"])
    XCTAssertEqual(clock.deadlines, [instant(.seconds(10))])
    clock.advance(to: instant(.seconds(10)))
    try await sleepers[4].value
    XCTAssertEqual(wakes.entries.last, "late at 10.0 seconds")
  }

  /// Advancing to each deadline in turn wakes the sleepers one step at a time, each at its
  /// own virtual time: the way to see wakes in a fixed order.
  func testAdvancingDeadlineByDeadlineWakesInDeadlineOrder() async throws {
    let clock = TestClock()
    let wakes = Wakes()
    var sleepers: [Task<Void, any Error>] = []
    for (index, delay) in [Duration.seconds(3), .seconds(1), .seconds(2)].enumerated() {
      sleepers.append(
        Task {
          try await clock.sleep(for: delay)
          wakes.append("slept \(delay), woke at \(clock.now)")
        })
      try await clock.waitForSleepers(index + 1)
    }
    for order in [1, 2, 0] {
      clock.advance(to: clock.deadlines[0])
      try await sleepers[order].value
    }
    XCTAssertEqual(
      wakes.entries,
      [
        "slept 1.0 seconds, woke at 1.0 seconds", "slept 2.0 seconds, woke at 2.0 seconds",
        "slept 3.0 seconds, woke at 3.0 seconds",
      ])
  }

  func testADeadlineAlreadyPassedReturnsAtOnceAndTimeNeverGoesBack() async throws {
    let clock = TestClock()
    clock.advance(by: .seconds(5))
    try await clock.sleep(for: .zero)
    try await clock.sleep(for: .seconds(-3))
    try await clock.sleep(until: instant(.seconds(1)))
    clock.advance(to: instant(.seconds(2)))
    clock.advance(by: .seconds(-1))
    XCTAssertEqual(clock.now, instant(.seconds(5)))
    XCTAssertEqual(clock.deadlines, [])
  }

  func testCancellingASleeperEndsItsSleepAtOnce() async throws {
    let clock = TestClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
    try await clock.waitForSleepers()
    sleeper.cancel()
    do {
      try await sleeper.value
      XCTFail("the sleep ended without its deadline")
    } catch {
      XCTAssertTrue(error is CancellationError, "\(error)")
    }
    XCTAssertEqual(clock.deadlines, [])
    XCTAssertEqual(clock.now, instant(.zero))
  }

  func testASleeperCancelledBeforeItSleepsThrowsAtOnce() async throws {
    let clock = TestClock()
    let sleeper = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }
    do {
      try await sleeper.value
      XCTFail("a cancelled task slept")
    } catch {
      XCTAssertTrue(error is CancellationError, "\(error)")
    }
    XCTAssertEqual(clock.deadlines, [])
  }

  func testWaitingForSleepersTimesOutWithTheDeadlinesThatDoSleep() async throws {
    let clock = TestClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
    try await clock.waitForSleepers()
    do {
      try await clock.waitForSleepers(2, timeout: .milliseconds(50))
      XCTFail("only one task sleeps")
    } catch let error as AsyncWaitError {
      XCTAssertEqual(
        error.description,
        "TestClock.waitForSleepers(2) timed out after 0.05 seconds; received 1 value: "
          + "[sleeping until 1.0 seconds]")
    }
    sleeper.cancel()
    _ = try? await sleeper.value
  }

  func testCancellingAWaitForSleepersThrowsCancellation() async throws {
    let clock = TestClock()
    let waiter = Task { try await clock.waitForSleepers(1, timeout: .seconds(60)) }
    waiter.cancel()
    do {
      try await waiter.value
      XCTFail("nothing sleeps")
    } catch {
      XCTAssertTrue(error is CancellationError, "\(error)")
    }
  }

  /// Any duration a test passes saturates instead of trapping.
  func testExtremeDurationsSaturate() async throws {
    let far = Duration.seconds(Int64.max)
    let clock = TestClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(Int64.max) * 18) }
    try await clock.waitForSleepers()
    XCTAssertEqual(clock.deadlines, [instant(far)])
    clock.advance(by: .seconds(1e20))
    try await sleeper.value
    XCTAssertEqual(clock.now, instant(far))
    clock.advance(by: .seconds(Int64.max) * 18)
    XCTAssertEqual(clock.now, instant(far))
    XCTAssertEqual(clock.now.duration(to: TestClock.Instant(offset: .zero - far)), .zero - far)
    XCTAssertEqual(instant(.seconds(-1e20)).advanced(by: .seconds(-1e20)), instant(.zero - far))
    // A wait too long for `Task.sleep` still times out instead of trapping.
    let waiter = Task { try await clock.waitForSleepers(1, timeout: .seconds(Int64.max)) }
    waiter.cancel()
    _ = try? await waiter.value
  }

  /// Many tasks sleeping from many threads, some cancelled, the rest woken by one advance:
  /// each sleep ends exactly once.
  func testSleepersFromManyTasksEachEndOnce() async throws {
    let clock = TestClock()
    let ends = Wakes()
    let sleepers = (0..<200).map { index in
      Task {
        do {
          try await clock.sleep(for: .seconds(index % 7 + 1))
          ends.append("woke")
        } catch {
          ends.append("cancelled")
        }
      }
    }
    try await clock.waitForSleepers(200)
    for sleeper in sleepers.enumerated() where sleeper.offset % 3 == 0 { sleeper.element.cancel() }
    clock.advance(by: .seconds(7))
    for sleeper in sleepers { await sleeper.value }
    let cancelled = (0..<200).filter { $0 % 3 == 0 }.count
    XCTAssertEqual(ends.entries.filter { $0 == "cancelled" }.count, cancelled)
    XCTAssertEqual(ends.entries.filter { $0 == "woke" }.count, 200 - cancelled)
    XCTAssertEqual(clock.deadlines, [])
  }
}
