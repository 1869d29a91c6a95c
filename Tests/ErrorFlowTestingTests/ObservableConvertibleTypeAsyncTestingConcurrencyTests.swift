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
final class ObservableConvertibleTypeAsyncTestingConcurrencyTests: TestingTestCase {
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

  // Timeouts racing values from another thread: each wait ends once, with either all its
  // values or a timeout listing a prefix of them, and leaves no subscription behind.
  func testRaceTimeoutsAgainstValuesEndEachWaitOnce() async {
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<100 {
        group.addTask {
          do {
            let values = try await sendsFromAnotherThread([1, 2, 3], completes: false)
              .values(count: 3, timeout: .microseconds(200))
            XCTAssertEqual(values, [1, 2, 3])
          } catch let error as AsyncWaitError {
            XCTAssertEqual(error.reason, .timedOut(after: .microseconds(200)))
            XCTAssertEqual(error.received, Array(["1", "2", "3"].prefix(error.received.count)))
          } catch {
            XCTFail("unexpected \(error)")
          }
        }
      }
    }
  }

  // Cancellation racing completion: each wait returns its values or throws
  // CancellationError, and leaves no subscription behind.
  func testRaceCancellationAgainstCompletionEndsEachWaitOnce() async {
    var tasks: [Task<[Int], Error>] = []
    for _ in 0..<100 {
      let task = Task { try await sendsFromAnotherThread([1, 2]).values(count: 2) }
      tasks.append(task)
      task.cancel()
    }
    for task in tasks {
      switch await task.result {
      case .success(let values): XCTAssertEqual(values, [1, 2])
      case .failure(let error): XCTAssertTrue(error is CancellationError, "\(error)")
      }
    }
  }

  func testDriverDeliversOnTheMainQueueWhileTheTestAwaits() async throws {
    let relay = BehaviorRelay(value: 0)
    DispatchQueue.global().async { relay.accept(1) }
    let values = try await relay.asDriver().collect(until: { $0 == 1 })
    XCTAssertEqual(values.last, 1)
  }
}
