import ReactiveCore
import XCTest

/// Base class for core tests: asserts that every test leaves the live-subscription counter
/// where it found it, so every operator scenario doubles as a leak test.
///
/// Tests run serially (XCTest), which is what makes a process-wide counter exact.
class CoreTestCase: XCTestCase {
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
