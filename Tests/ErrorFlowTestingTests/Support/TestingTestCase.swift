import ReactiveCore
import XCTest

/// Base class for this target's tests: asserts that every test leaves the live-subscription
/// counter where it found it, so every scenario doubles as a leak test.
class TestingTestCase: XCTestCase {
  private var subscriptionsAtStart = 0

  override func setUp() {
    super.setUp()
    subscriptionsAtStart = Diagnostics.liveSubscriptions
  }

  override func tearDown() {
    XCTAssertEqual(
      Diagnostics.liveSubscriptions, subscriptionsAtStart,
      "live subscriptions leaked by this test")
    super.tearDown()
  }
}
