import Foundation
import ReactiveCore
import XCTest

/// Base class for the core's tests (ReactiveCoreTests, ErrorFlowRxCompatTests): asserts that
/// every test leaves ``Resources/total`` (every live subscription, scheduled item and pending
/// `Disposables.create` action) where it found it, so every operator scenario doubles as a
/// leak test, as RxSwift's test base class does.
///
/// Tests run serially (XCTest), which is what makes a process-wide counter exact.
open class CoreTestCase: XCTestCase {
  private var resourcesAtStart = LiveResourceCounts.now

  override open func setUp() {
    super.setUp()
    resourcesAtStart = LiveResourceCounts.now
  }

  override open func tearDown() {
    let end = LiveResourceCounts.settled(at: resourcesAtStart)
    XCTAssertEqual(end, resourcesAtStart, "resources leaked by this test")
    XCTAssertEqual(Resources.total, Int32(truncatingIfNeeded: resourcesAtStart.total))
    super.tearDown()
  }
}
