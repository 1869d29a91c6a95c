import XCTest

@testable import ConsoleDemo

/// The demo's retry clock: the wall clock unless the environment asks for the virtual one,
/// whose waits end at once, add up, and stop for a cancelled task.
final class DemoClockTests: XCTestCase {
  func testOnlyTheVirtualValueSelectsTheVirtualClock() {
    XCTAssertTrue(DemoClock.isVirtual(["ERRORFLOW_DEMO_CLOCK": "virtual"]))
    XCTAssertFalse(DemoClock.isVirtual(["ERRORFLOW_DEMO_CLOCK": "live"]))
    XCTAssertFalse(DemoClock.isVirtual([:]))
  }

  func testVirtualWaitsAdvanceTheTimeByTheirDurations() async throws {
    let time = VirtualTime()
    let clock = time.retryClock
    try await clock.sleep(.milliseconds(500))
    try await clock.sleep(.seconds(1))
    XCTAssertEqual(clock.now(), .milliseconds(1500))
    XCTAssertEqual(time.recordedWaits, [.milliseconds(500), .seconds(1)])
  }

  func testAVirtualWaitOfACancelledTaskThrowsAndAddsNoTime() async {
    let time = VirtualTime()
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await time.sleep(.seconds(1))
    }
    let result = await task.result
    XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError) }
    XCTAssertEqual(time.now, .zero)
    XCTAssertEqual(time.recordedWaits, [])
  }
}
