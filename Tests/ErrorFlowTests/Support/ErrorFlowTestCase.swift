import ErrorFlow
import XCTest

/// Base class for ErrorFlow tests: asserts that every test leaves the live-subscription
/// counter where it found it.
class ErrorFlowTestCase: XCTestCase {
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
