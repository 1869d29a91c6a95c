import ErrorFlow
import Foundation
import XCTest

private enum SaveError: Error, LocalizedError {
  case full(String)

  var errorDescription: String? {
    switch self {
    case .full(let name): "\(name) is full."
    }
  }
}

@MainActor
final class ErrorTrackerAsyncSequenceTests: ErrorFlowTestCase {
  func testFailuresOfTrackedWorkArriveInOrderOnTheMainActor() async {
    let tracker = ErrorTracker()
    let errors = tracker.errorValues
    let record = LoopRecord(expecting: 2, in: self)
    let consumer = Task { @MainActor in
      for await error in errors {
        record.append("\(Thread.isMainThread) \(error.userMessage ?? "")")
      }
      record.end()
    }
    for name in ["disk", "cloud"] {
      tracker.perform(context: .action) { () async throws(SaveError) in throw .full(name) }
    }
    await tracker.waitUntilIdle()
    await fulfillment(of: [record.arrived], timeout: 5)
    consumer.cancel()
    await fulfillment(of: [record.ended], timeout: 5)
    XCTAssertEqual(record.entries, ["true disk is full.", "true cloud is full.", "ended"])
  }

  func testCancellingTheLoopEndsTheSubscription() async {
    let start = Resources.total
    let tracker = ErrorTracker()
    let errors = tracker.errorValues
    XCTAssertGreaterThan(Resources.total, start)
    let record = LoopRecord(expecting: 1, in: self)
    let consumer = Task {
      for await error in errors { record.append(error.userMessage ?? "") }
      record.end()
    }
    tracker.publish(SaveError.full("disk"), context: .action)
    await fulfillment(of: [record.arrived], timeout: 5)
    consumer.cancel()
    await fulfillment(of: [record.ended], timeout: 5)
    XCTAssertEqual(record.entries, ["disk is full.", "ended"])
    XCTAssertEqual(Resources.total, start)
  }

  // `errors` is a publish stream: the stream sees what is published after it was made.
  func testTheStreamSeesErrorsPublishedAfterItWasMade() async {
    let tracker = ErrorTracker()
    tracker.publish(SaveError.full("early"), context: .action)
    let errors = tracker.errorValues
    tracker.publish(SaveError.full("late"), context: .action)
    let record = LoopRecord(expecting: 1, in: self)
    let consumer = Task {
      for await error in errors { record.append(error.userMessage ?? "") }
      record.end()
    }
    await fulfillment(of: [record.arrived], timeout: 5)
    consumer.cancel()
    await fulfillment(of: [record.ended], timeout: 5)
    XCTAssertEqual(record.entries, ["late is full.", "ended"])
  }
}
