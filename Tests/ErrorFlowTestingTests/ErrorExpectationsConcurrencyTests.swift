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

  /// Repeats published from many threads while a view on its own queue takes them and the
  /// test reads the scope: every notice the scope records is one the view was handed, with
  /// the count it was handed, and the counts add up to what was published.
  func testNoticesReadWhileRepeatsFoldAreRecordedAsTheViewIsHandedThem() async {
    let errors = ErrorExpectations()
    let bus = errors.withScope {
      ErrorBus(
        scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "bus"),
        coalescingWindow: .milliseconds(5))
    }
    let view = HandedNotices(expecting: 400)
    let subscription = bus.subscribe(
      on: SerialDispatchQueueScheduler(internalSerialQueueName: "view")
    ) { notice, _ in view.add(notice) }
    let published = DispatchGroup()
    published.enter()
    DispatchQueue.global().async {
      DispatchQueue.concurrentPerform(iterations: 400) { _ in
        bus.publish(NumberedError(scope: 0, number: 0), context: .action)
      }
      published.leave()
    }
    // Read the scope while notices fold and go out: the readers take the bus's lock.
    let deadline = Date(timeIntervalSinceNow: 10)
    while !view.isComplete, Date() < deadline {
      _ = errors.unassertedNotices
      await Task.yield()
    }
    await withCheckedContinuation { done in published.notify(queue: .global()) { done.resume() } }

    let handed = view.all
    let recorded = errors.unassertedNotices
    XCTAssertEqual(handed.map(\.count).reduce(0, +), 400)
    // By id: the scope lists notices in the order the bus reported sending them, which for
    // publishers racing on several threads need not be the order the view took them in.
    let countsHanded = Dictionary(uniqueKeysWithValues: handed.map { ($0.id, $0.count) })
    let countsRecorded = Dictionary(uniqueKeysWithValues: recorded.map { ($0.id, $0.count) })
    XCTAssertEqual(countsRecorded, countsHanded)
    XCTAssertEqual(errors.unassertedErrors.count, 400)
    errors.skipUnasserted()
    subscription.dispose()
  }
}

/// The notices a view was handed, under a lock; complete once their counts reach `expected`.
private final class HandedNotices: @unchecked Sendable {  // `notices` under `lock`
  private let lock = NSLock()
  private var notices: [ErrorNotice] = []
  private let expected: Int

  init(expecting expected: Int) { self.expected = expected }

  var all: [ErrorNotice] { lock.withLock { notices } }
  var isComplete: Bool { lock.withLock { notices.map(\.count).reduce(0, +) >= expected } }
  func add(_ notice: ErrorNotice) { lock.withLock { notices.append(notice) } }
}
