import ErrorFlow
import Foundation
import XCTest

private enum LoadError: Error, LocalizedError {
  case offline
  var errorDescription: String? { "오프라인입니다." }
}

/// A main-actor view model as the docs teach it: state touched from `subscribe(onNext:)`.
@MainActor
private final class TitlesViewModel {
  let tracker = ErrorTracker()
  private(set) var lastError: AppError?
  private(set) var deliveredOnMainThread: [Bool] = []
  private let bag = DisposeBag()

  init() {
    tracker.errors.subscribe(onNext: { [weak self] error in
      // The obvious code: correct only if `errors` delivers on the main actor.
      MainActor.assumeIsolated {
        self?.deliveredOnMainThread.append(Thread.isMainThread)
        self?.lastError = error
      }
    }).disposed(by: bag)
  }

  func refresh() {
    tracker.perform(context: .pageLoad) { () async throws(LoadError) in
      await Task.yield()  // leave the main actor's current job, as real I/O would
      throw .offline
    }
  }
}

final class ErrorTrackerIsolationTests: ErrorFlowTestCase {
  @MainActor
  func testAMainActorViewModelGetsItsErrorsOnTheMainActor() async {
    let viewModel = TitlesViewModel()
    viewModel.refresh()
    await viewModel.tracker.waitUntilIdle()
    XCTAssertEqual(viewModel.deliveredOnMainThread, [true])
    XCTAssertEqual(viewModel.lastError?.userMessage, "오프라인입니다.")
  }

  @MainActor
  func testRetryRunsAgainOnTheSameActor() async {
    let viewModel = TitlesViewModel()
    viewModel.refresh()
    await viewModel.tracker.waitUntilIdle()
    XCTAssertNil(viewModel.lastError?.retry, "notifyUser errors carry no retry action")
  }

  func testWaitingForIdleRightAfterRetryIncludesTheRetriedWork() async {
    let tracker = ErrorTracker()
    let recorded = Recorded()
    let subscription = tracker.errors.subscribe(onNext: { recorded.append($0) })
    tracker.perform(context: .action) { () async throws(RetryableLoadError) in
      throw .offline
    }
    await tracker.waitUntilIdle()
    XCTAssertEqual(recorded.count, 1)
    // A console answers "Retry", then waits for the tracker before reading the next command:
    // the retried work must count as in flight from this call on, not from when its task runs.
    recorded.last?.retry?()
    await tracker.waitUntilIdle()
    subscription.dispose()
    XCTAssertEqual(recorded.count, 2)
  }

  func testWaitUntilIdleReturnsAtOnceWhenNothingRuns() async {
    let tracker = ErrorTracker()
    await tracker.waitUntilIdle()
  }

  func testWaitUntilIdleWaitsForEveryPieceOfWorkAndItsError() async {
    let tracker = ErrorTracker()
    let recorded = Recorded()
    let subscription = tracker.errors.subscribe(onNext: { recorded.append($0) })
    let gate = Gate()
    for _ in 0..<3 {
      tracker.perform(context: .action) { () async throws(LoadError) in
        await gate.wait()
        throw .offline
      }
    }
    await gate.open()
    await tracker.waitUntilIdle()
    subscription.dispose()
    XCTAssertEqual(recorded.count, 3)
  }
}

/// Errors received on any thread.
private final class Recorded: @unchecked Sendable {
  private let lock = NSLock()
  private var errors: [AppError] = []
  func append(_ error: AppError) { lock.withLock { errors.append(error) } }
  var count: Int { lock.withLock { errors.count } }
  var last: AppError? { lock.withLock { errors.last } }
}

private enum RetryableLoadError: AppErrorProtocol {
  case offline
  var errorDescription: String? { "오프라인입니다." }
  var level: ErrorLevel { .retryable }
}

/// Holds every waiter until `open()`.
private actor Gate {
  private var isOpen = false
  private var waiters: [CheckedContinuation<Void, Never>] = []
  func wait() async {
    if isOpen { return }
    await withCheckedContinuation { waiters.append($0) }
  }
  func open() {
    isOpen = true
    for waiter in waiters { waiter.resume() }
    waiters = []
  }
}

final class ObservableTypeMainActorTests: ErrorFlowTestCase {
  @MainActor
  func testAMainActorHandlerGetsEveryElementInOrderFromAnyThread() async {
    let relay = PublishRelay<Int>()
    var received: [Int] = []
    let done = expectation(description: "three elements on the main actor")
    let subscription = relay.subscribe(onMainActor: { value in
      received.append(value)
      if received.count == 3 { done.fulfill() }
    })
    relay.accept(1)  // on the main thread: handled at once
    XCTAssertEqual(received, [1])
    await Task.detached {
      relay.accept(2)
      relay.accept(3)
    }.value
    await fulfillment(of: [done], timeout: 5)
    subscription.dispose()
    XCTAssertEqual(received, [1, 2, 3])
  }
}
