import Dispatch
import ErrorFlowTesting
import ReactiveCore
import XCTest

/// Sends `values` on a global queue once subscribed, then completes if `completes`.
private func sendsFromAnotherThread(_ values: [Int], completes: Bool = true) -> Observable<Int> {
  Observable.create { observer in
    DispatchQueue.global().async {
      for value in values { observer.onNext(value) }
      if completes { observer.onCompleted() }
    }
    return Disposables.create()
  }
}

/// The async test helpers with values sent from other threads, and with cancelled tasks.
final class AsyncTestingConcurrencyTests: TestingTestCase {
  func testFirstValueSentFromAnotherThreadArrives() async throws {
    let value = try await sendsFromAnotherThread([1, 2], completes: false).firstValue()
    XCTAssertEqual(value, 1)
  }

  func testValuesCountSentFromAnotherThreadArriveInOrder() async throws {
    let values = try await sendsFromAnotherThread(Array(1...100)).values(count: 50)
    XCTAssertEqual(values, Array(1...50))
  }

  func testCompletionSentFromAnotherThread() async throws {
    let result = try await sendsFromAnotherThread([1, 2, 3]).completion()
    XCTAssertEqual("\(result)", "completed([1, 2, 3])")
  }

  func testValuesAcceptedByARelayOnAnotherQueueArrive() async throws {
    let relay = PublishRelay<String>()
    let source = relay.asObservable().do(onSubscribed: {
      DispatchQueue.global().async {
        relay.accept("a")
        relay.accept("b")
      }
    })
    let values = try await source.values(count: 2)
    XCTAssertEqual(values, ["a", "b"])
  }

  @MainActor
  func testMainActorTestReceivesValuesSentOnTheMainQueue() async throws {
    let source = Observable<Int>.create { observer in
      DispatchQueue.main.async { observer.onNext(42) }
      return Disposables.create()
    }
    let value = try await source.firstValue()
    XCTAssertEqual(value, 42)
  }

  // Contract 4: cancelling the awaiting task disposes the subscription.
  func testCancellingTheAwaitingTaskDisposesTheSubscription() async {
    let subscribed = expectation(description: "subscribed")
    let disposed = expectation(description: "disposed")
    let source = Observable<Int>.never().do(
      onSubscribed: { subscribed.fulfill() }, onDispose: { disposed.fulfill() })
    let waiting = Task { try await source.firstValue(timeout: .seconds(60)) }
    await fulfillment(of: [subscribed], timeout: 5)
    waiting.cancel()
    let result = await waiting.result
    XCTAssertThrowsError(try result.get()) { error in XCTAssertTrue(error is CancellationError) }
    await fulfillment(of: [disposed], timeout: 5)
  }

  func testAnAlreadyCancelledTaskThrowsWithoutSubscribing() async {
    let subscribed = expectation(description: "subscribed")
    subscribed.isInverted = true
    let source = Observable<Int>.never().do(onSubscribe: { subscribed.fulfill() })
    let waiting = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await source.values(count: 1, timeout: .seconds(60))
    }
    let result = await waiting.result
    XCTAssertThrowsError(try result.get()) { error in XCTAssertTrue(error is CancellationError) }
    await fulfillment(of: [subscribed], timeout: 0.05)
  }

  // Many racing waits: each ends exactly once and leaves no subscription behind.
  func testStressManyConcurrentWaitsEndOnceAndLeakNothing() async throws {
    try await withThrowingTaskGroup(of: [Int].self) { group in
      for index in 0..<200 {
        group.addTask {
          try await sendsFromAnotherThread([index, index + 1], completes: false)
            .values(count: 2)
        }
      }
      var count = 0
      for try await values in group {
        XCTAssertEqual(values.count, 2)
        XCTAssertEqual(values[1], values[0] + 1)
        count += 1
      }
      XCTAssertEqual(count, 200)
    }
  }
}
