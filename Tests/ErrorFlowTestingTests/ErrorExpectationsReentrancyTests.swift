import CoreTestSupport
import ErrorFlow
import ErrorFlowTesting
import Foundation
import XCTest

/// The app code a scope's ledger reads, calling back into the bus it watches (issue 27,
/// item 4; contract 8: no app code under a library lock).
final class ErrorExpectationsReentrancyTests: TestingTestCase {
  // Old code: the ledger compared the shown message with the error's `userMessage` (the app's
  // `errorDescription`) with its lock held; the publish inside it never returned.
  func testAnErrorDescriptionThatPublishesWhileTheLedgerRecordsIt() {
    let errors = ErrorExpectations()
    // The policy reads no message, so the ledger is the only reader of `errorDescription`.
    let bus = errors.withScope {
      ErrorBus(policy: PresentationPolicy { _, _, _ in .toast(message: "shown") }, scheduler: nil)
    }
    let hook = PublishOnce(bus: bus)
    let outer = AppError(HookedDescription(message: "outer", hook: hook), context: .action)
    hook.arm()
    guard assertReturns({ bus.publish(outer) }) else { return }
    XCTAssertEqual(hook.runs, 1)
    XCTAssertEqual(errors.unassertedErrors.map(\.userMessage), ["inner", "outer"])
    XCTAssertEqual(bus.counters.published, 2)
    errors.skipUnasserted()
  }
}

/// Publishes `inner` on the bus the first time it runs after ``arm()``.
private final class PublishOnce: @unchecked Sendable {  // every field is guarded by `lock`
  private let lock = NSLock()
  private let bus: ErrorBus
  private var armed = false
  private var count = 0

  init(bus: ErrorBus) { self.bus = bus }

  func arm() { lock.withLock { armed = true } }

  var runs: Int { lock.withLock { count } }

  func run() {
    let first = lock.withLock { () -> Bool in
      guard armed, count == 0 else { return false }
      count += 1
      return true
    }
    if first {
      bus.publish(AppError(HookedDescription(message: "inner", hook: nil), context: .action))
    }
  }
}

/// A domain error whose message runs `hook` first (an `AppErrorProtocol` error: its message
/// is read each time, not once when it is wrapped).
private struct HookedDescription: AppErrorProtocol {
  let message: String
  let hook: PublishOnce?

  var level: ErrorLevel { .retryable }
  var identityKey: String { message }

  var errorDescription: String? {
    hook?.run()
    return message
  }
}
