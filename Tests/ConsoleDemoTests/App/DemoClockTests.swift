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
    let start = time.now
    try await time.sleep(for: .milliseconds(500))
    try await time.sleep(for: .seconds(1))
    XCTAssertEqual(start.duration(to: time.now), .milliseconds(1500))
    XCTAssertEqual(time.recordedWaits, [.milliseconds(500), .seconds(1)])
  }

  func testAVirtualWaitOfACancelledTaskThrowsAndAddsNoTime() async {
    let time = VirtualTime()
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await time.sleep(for: .seconds(1))
    }
    let result = await task.result
    XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError) }
    XCTAssertEqual(time.now.offset, .zero)
    XCTAssertEqual(time.recordedWaits, [])
  }
}
