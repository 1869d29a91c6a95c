import CoreTestSupport
import ErrorFlowRxCompat
import ReactiveCore
import XCTest

private enum Marker {
  @TaskLocal static var value = 0
}

/// `Single.create(detached:priority:work:)`, as RxSwift 6's PrimitiveSequence+Concurrency.swift:
/// the work's result is the success, its error the failure, one task per subscription,
/// cancelled on dispose.
final class SingleCreateAsyncConcurrencyTests: CoreTestCase {
  private func outcome<Element>(of single: Single<Element>) async -> [String] {
    let recorder = SyncedRecorder<Element>()
    let ended = expectation(description: "outcome")
    let subscription = Marker.$value.withValue(7) {
      single.subscribe { event in
        switch event {
        case .success(let value): recorder.record("success(\(value))")
        case .failure(let error): recorder.record("failure(\(error))")
        }
        ended.fulfill()
      }
    }
    await fulfillment(of: [ended], timeout: 5)
    subscription.dispose()
    return recorder.events
  }

  func testTheResultIsTheSuccess() async {
    let single = Single<Int>.create { 42 }
    let received = await outcome(of: single)
    XCTAssertEqual(received, ["success(42)"])
  }

  func testTheThrownErrorIsTheFailure() async {
    let single = Single<Int>.create { throw TestError(1) }
    let received = await outcome(of: single)
    XCTAssertEqual(received, ["failure(TestError(1))"])
  }

  func testPriorityAndDetached() async {
    let attached = await outcome(
      of: Single<String>.create(priority: .low) {
        "priority \(Task.currentPriority.rawValue), marker \(Marker.value)"
      })
    XCTAssertEqual(attached, ["success(priority \(TaskPriority.low.rawValue), marker 7)"])
    let detached = await outcome(
      of: Single<String>.create(detached: true, priority: .high) {
        "priority \(Task.currentPriority.rawValue), marker \(Marker.value)"
      })
    XCTAssertEqual(detached, ["success(priority \(TaskPriority.high.rawValue), marker 0)"])
  }

  func testDisposeCancelsTheWorkAndNothingIsReported() async {
    let started = expectation(description: "work started")
    let cancelled = expectation(description: "work cancelled")
    let (gate, opener) = AsyncStream<Void>.makeStream()
    let single = Single<Int>.create {
      started.fulfill()
      await withTaskCancellationHandler {
        for await _ in gate {}
      } onCancel: {
        opener.finish()
      }
      if Task.isCancelled { cancelled.fulfill() }
      return 1
    }
    let recorder = SyncedRecorder<Int>()
    let subscription = single.subscribe { _ in recorder.record("outcome") }
    await fulfillment(of: [started], timeout: 5)
    subscription.dispose()
    await fulfillment(of: [cancelled], timeout: 5)
    XCTAssertEqual(recorder.events, [])
  }

  func testTheSubscribeFormStillMeansCreateSubscribe() {
    let single = Single<Int>.create { observer in
      observer(.success(1))
      return Disposables.create()
    }
    let received = Locked<[Int]>([])
    _ = single.subscribe(onSuccess: { received.append($0) })
    XCTAssertEqual(received.value, [1])
  }
}
