import Dispatch
import ErrorFlow
import ErrorFlowTesting
import Foundation
import XCTest

private struct NumberedError: LocalizedError {
  let scope: Int
  let number: Int
  var errorDescription: String? { "\(scope).\(number)" }
}

/// Scopes running at once, as Swift Testing runs tests in parallel, each see only the objects
/// made inside them, whatever thread those objects publish from; assertions racing new errors
/// take each error once.
final class ErrorExpectationsConcurrencyTests: TestingTestCase {
  func testParallelScopesSeeOnlyTheirOwnTrackersWhateverThreadPublishes() async {
    let unseen = await withTaskGroup(of: [String?].self) { group in
      for scope in 0..<8 {
        group.addTask {
          let errors = ErrorExpectations()
          let tracker = errors.withScope { ErrorTracker() }
          await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
              DispatchQueue.concurrentPerform(iterations: 50) { number in
                tracker.publish(NumberedError(scope: scope, number: number), context: .action)
              }
              done.resume()
            }
          }
          let expected = Set((0..<50).map { "\(scope).\($0)" })
          let seen = Set(errors.unassertedErrors.compactMap(\.userMessage))
          errors.skipUnasserted()
          return seen == expected ? [] : Array(seen.symmetricDifference(expected))
        }
      }
      var all: [String?] = []
      for await result in group { all += result }
      return all
    }
    XCTAssertEqual(unseen, [])
  }

  func testAssertionsRacingNewErrorsTakeEachErrorOnce() async {
    let errors = ErrorExpectations()
    let tracker = errors.withScope { ErrorTracker() }
    let sent = DispatchGroup()
    sent.enter()
    DispatchQueue.global().async {
      DispatchQueue.concurrentPerform(iterations: 200) { number in
        tracker.publish(NumberedError(scope: 0, number: number), context: .action)
      }
      sent.leave()
    }
    var taken = 0
    let deadline = Date(timeIntervalSinceNow: 10)
    while taken < 200, Date() < deadline {
      if errors.unassertedErrors.isEmpty {
        await Task.yield()
        continue
      }
      errors.expectError { _ in true }
      taken += 1
    }
    await withCheckedContinuation { done in sent.notify(queue: .global()) { done.resume() } }
    XCTAssertEqual(taken, 200)
    XCTAssertEqual(errors.finish(), ErrorExpectations.Outcome(failure: nil, skipped: nil))
  }
}
