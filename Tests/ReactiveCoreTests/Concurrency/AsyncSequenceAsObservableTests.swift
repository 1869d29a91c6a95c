import CoreTestSupport
import ReactiveCore
import XCTest

private enum Marker {
  @TaskLocal static var value = 0
}

/// Yields, once, what the iterating task sees: its priority and the task-local marker.
private struct TaskContextSequence: AsyncSequence {
  typealias Element = String

  struct AsyncIterator: AsyncIteratorProtocol {
    var done = false

    mutating func next() async -> String? {
      if done { return nil }
      done = true
      return "priority \(Task.currentPriority.rawValue), marker \(Marker.value)"
    }
  }

  func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
}

/// `asObservable(priority:)` and `asObservable(detached:priority:)` on an AsyncSequence, as
/// RxSwift 6's Observable+Concurrency.swift: one task per subscription, with that priority,
/// detached (no inherited task-local values) when asked.
final class AsyncSequenceAsObservableConcurrencyTests: CoreTestCase {
  private func events(of source: Observable<String>) async -> [String] {
    let recorder = SyncedRecorder<String>()
    let ended = expectation(description: "completed")
    let subscription = Marker.$value.withValue(7) {
      source.subscribe(
        onNext: { recorder.record($0) },
        onError: { recorder.record("error \($0)") },
        onCompleted: {
          recorder.record("completed")
          ended.fulfill()
        })
    }
    await fulfillment(of: [ended], timeout: 5)
    subscription.dispose()
    return recorder.events
  }

  func testPriorityRunsTheTaskAtThatPriority() async {
    let low = TaskPriority.low.rawValue
    let received = await events(of: TaskContextSequence().asObservable(priority: .low))
    XCTAssertEqual(received, ["priority \(low), marker 7", "completed"])
  }

  func testDetachedDoesNotInheritTaskLocalValues() async {
    let high = TaskPriority.high.rawValue
    let attached = await events(of: TaskContextSequence().asObservable(detached: false))
    XCTAssertEqual(attached.last, "completed")
    XCTAssertEqual(attached.first?.hasSuffix("marker 7"), true)
    let detached = await events(
      of: TaskContextSequence().asObservable(detached: true, priority: .high))
    XCTAssertEqual(detached, ["priority \(high), marker 0", "completed"])
  }

  func testEachSubscriptionIteratesAnew() async {
    let stream = TaskContextSequence().asObservable(priority: .medium)
    let first = await events(of: stream)
    let second = await events(of: stream)
    XCTAssertEqual(first, second)
    XCTAssertEqual(first.count, 2)
  }
}
