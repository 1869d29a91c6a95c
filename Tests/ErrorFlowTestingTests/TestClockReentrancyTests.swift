import CoreTestSupport
import ErrorFlowTesting
import Foundation
import XCTest

/// Code a `TestClock` wakes, calling back into the clock — reading the time, waiting for
/// other sleepers, moving the time itself, sleeping again — bounded by expectations with
/// timeouts (issue 27, item 4; contract 8: no app code under a library lock).
final class TestClockReentrancyTests: XCTestCase {
  // The first sleeper, woken at 2 s, waits for the other sleeper, moves the clock to 5 s
  // (which wakes it) and sleeps again until the test moves the clock to 6 s.
  func testASleeperThatWaitsAdvancesAndSleepsAgain() async throws {
    let clock = TestClock()
    let log = Locked<[String]>([])
    let otherWoke = expectation(description: "the other sleeper woke")
    let done = expectation(description: "the first sleeper finished")
    let other = Task {
      try await clock.sleep(for: .seconds(5))
      log.append("other woke at \(clock.now)")
      otherWoke.fulfill()
    }
    let first = Task {
      try await clock.sleep(for: .seconds(2))
      log.append("woke at \(clock.now)")
      try await clock.waitForSleepers(1)
      clock.advance(by: .seconds(3))
      try await clock.sleep(for: .seconds(1))
      log.append("woke again at \(clock.now)")
      done.fulfill()
    }
    try await clock.waitForSleepers(2)
    clock.advance(by: .seconds(2))
    await fulfillment(of: [otherWoke], timeout: 10)
    try await clock.waitForSleepers(1)
    XCTAssertEqual(clock.deadlines, [TestClock.Instant(offset: .seconds(6))])
    clock.advance(by: .seconds(1))
    await fulfillment(of: [done], timeout: 10)
    other.cancel()
    first.cancel()
    XCTAssertEqual(
      log.value,
      [
        "woke at \(TestClock.Instant(offset: .seconds(2)))",
        "other woke at \(TestClock.Instant(offset: .seconds(5)))",
        "woke again at \(TestClock.Instant(offset: .seconds(6)))",
      ])
  }
}
