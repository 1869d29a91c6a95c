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

/// RxSwift 6's Observable+Concurrency.swift completes when the sequence itself throws a
/// `CancellationError`; any other error is an error event.
final class AsyncSequenceCancellationErrorConcurrencyTests: CoreTestCase {
  private func events(of source: Observable<Int>) async -> [String] {
    let recorder = SyncedRecorder<Int>()
    let ended = expectation(description: "ended")
    let subscription = source.subscribe(
      onNext: { recorder.record("next(\($0))") },
      onError: {
        recorder.record("error(\($0))")
        ended.fulfill()
      },
      onCompleted: {
        recorder.record("completed")
        ended.fulfill()
      })
    await fulfillment(of: [ended], timeout: 5)
    subscription.dispose()
    return recorder.events
  }

  func testACancellationErrorFromTheSequenceCompletes() async {
    let stream = AsyncThrowingStream<Int, Error> { continuation in
      continuation.yield(1)
      continuation.finish(throwing: CancellationError())
    }
    let received = await events(of: stream.asObservable(priority: nil))
    XCTAssertEqual(received, ["next(1)", "completed"])
  }

  func testAnotherErrorIsAnErrorEvent() async {
    let stream = AsyncThrowingStream<Int, Error> { continuation in
      continuation.finish(throwing: TestError(1))
    }
    let received = await events(of: stream.asObservable(detached: true))
    XCTAssertEqual(received, ["error(TestError(1))"])
  }
}
