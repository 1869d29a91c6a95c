import FaultKit
import Foundation
import ReactiveCore
import XCTest

/// Captured by a handler; when released, reports through the hook (user code run by a
/// release, as a logger's deinit might).
private final class ReportsOnRelease: Sendable {
  deinit { Hooks.defaultErrorHandler([], testError2) }
}

final class HooksTests: HooksRestoringTestCase {
  func testDefaultErrorHandlerCanBeReplacedAndRestored() {
    let received = FoundationBox<[String]>([])
    Hooks.defaultErrorHandler = { received.append("\($1)") }
    Hooks.defaultErrorHandler([], testError)
    XCTAssertEqual(received.value, ["TestError(1)"])
    if let savedHandler { Hooks.defaultErrorHandler = savedHandler }
    Hooks.defaultErrorHandler = { received.append("second \($1)") }
    Hooks.defaultErrorHandler([], testError2)
    XCTAssertEqual(received.value, ["TestError(1)", "second TestError(2)"])
  }

  func testUnhandledSubscriptionErrorReachesTheHook() {
    let received = FoundationBox<[String]>([])
    Hooks.defaultErrorHandler = { received.append("\($1)") }
    let subscription = Observable<Int>.error(testError).subscribe()
    XCTAssertEqual(received.value, ["TestError(1)"])
    subscription.dispose()
  }

  // Contract 3: replacing the handler releases the old one after unlocking, so a deinit run
  // by that release may use the hook.
  func testReplacingTheHandlerReleasesTheOldOneOutsideTheLock() {
    let received = FoundationBox<[String]>([])
    let done = expectation(description: "handler replaced")
    // On a separate thread, so that a deadlock fails the test by timeout instead of hanging.
    let thread = Thread {
      do {
        let owner = ReportsOnRelease()
        Hooks.defaultErrorHandler = { _, error in
          _ = owner
          received.append("old \(error)")
        }
      }
      Hooks.defaultErrorHandler = { received.append("new \($1)") }
      done.fulfill()
    }
    thread.start()
    wait(for: [done], timeout: 10)
    XCTAssertEqual(received.value, ["new TestError(2)"])
  }
}
