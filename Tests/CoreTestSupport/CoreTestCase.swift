import Foundation
import ReactiveCore
import XCTest

/// Base class for the tests of ReactiveCore, ErrorFlowRxCompat and ErrorFlowTesting: asserts
/// that every test leaves ``Resources/total`` (every live subscription, scheduled item,
/// including a `TestScheduler`'s queue, and pending `Disposables.create` action) where it
/// found it, so every scenario doubles as a leak test, as RxSwift's test base class does.
///
/// Tests run serially (XCTest), which is what makes a process-wide counter exact. A subclass
/// for a target that also holds unchecked tests overrides ``leakCheck`` (see ``LeakCheck``).
open class CoreTestCase: XCTestCase {
  private var resourcesAtStart = LiveResourceCounts.now

  /// How the tear-down compares the counts with the test's start: ``LeakCheck/exact`` unless a
  /// subclass says otherwise.
  open class var leakCheck: LeakCheck { .exact }

  override open func setUp() {
    super.setUp()
    resourcesAtStart = LiveResourceCounts.now
  }

  override open func tearDown() {
    let check = Self.leakCheck
    let start = resourcesAtStart
    let end = LiveResourceCounts.settled { check.accepts($0, from: start) }
    switch check {
    case .exact:
      XCTAssertEqual(end, start, "resources leaked by this test")
      XCTAssertEqual(Resources.total, Int32(truncatingIfNeeded: start.total))
    case .noGrowth:
      XCTAssertTrue(
        check.accepts(end, from: start),
        "resources leaked by this test: \(end), against \(start) at its start")
    }
    super.tearDown()
  }
}
