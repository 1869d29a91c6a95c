import CoreTestSupport
import FaultKit
import Foundation
import ReactiveCore
import XCTest

/// The app's `Hooks.defaultErrorHandler`, calling back into the library — reading and
/// replacing the hook, subscribing, sending, disposing (issue 27, item 4; contract 8: no app
/// code under a library lock).
final class HooksReentrancyTests: HooksRestoringTestCase {
  func testADefaultErrorHandlerThatUsesTheHooksAndTheSubject() {
    let received = FoundationBox<[String]>([])
    let subject = PublishSubject<Int>()
    let later = PublishSubject<Int>()
    let replays = CompositeDisposable()
    Hooks.defaultErrorHandler = { _, error in
      received.append("handler \(error)")
      // Reads the hook it runs in and replaces it: the hook's lock is not held.
      let current = Hooks.defaultErrorHandler
      Hooks.defaultErrorHandler = { _, error in received.append("replaced \(error)") }
      _ = current
      // Subscribes to the subject that failed: its error is replayed after this handler
      // returns (contract 3). Then sends on another subject, delivered at once.
      replays.insert(subject.subscribe(onError: { received.append("replayed \($0)") }))
      let inner = later.subscribe(onNext: { received.append("next \($0)") })
      later.onNext(1)
      inner.dispose()
    }
    let subscription = subject.subscribe(onNext: { received.append("next \($0)") })
    guard assertReturns({ subject.onError(testError) }) else { return }
    Hooks.defaultErrorHandler([], testError2)
    subscription.dispose()
    replays.dispose()
    XCTAssertEqual(
      received.value,
      [
        "handler TestError(1)", "next 1", "replayed TestError(1)", "replaced TestError(2)",
      ])
  }
}
