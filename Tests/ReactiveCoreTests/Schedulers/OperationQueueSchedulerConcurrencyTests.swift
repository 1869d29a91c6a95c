import CoreTestSupport
import Foundation
import ReactiveCore
import XCTest

/// OperationQueueScheduler as RxSwift 6 defines it: one `BlockOperation` per action, with the
/// scheduler's priority, skipped when disposed before it starts.
final class OperationQueueSchedulerConcurrencyTests: CoreTestCase {
  func testRunsEachActionOnTheQueueInOrderWhenTheQueueIsSerial() {
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    let scheduler = OperationQueueScheduler(operationQueue: queue)
    let log = SchedulerTestLog<Int>()
    for index in 0..<50 {
      _ = scheduler.schedule(index) { index in
        log.append(index)
        XCTAssertNotNil(OperationQueue.current)
        return Disposables.create()
      }
    }
    queue.waitUntilAllOperationsAreFinished()
    XCTAssertEqual(log.values, Array(0..<50))
  }

  func testDisposingBeforeTheOperationStartsSkipsTheAction() {
    let queue = OperationQueue()
    queue.isSuspended = true
    let scheduler = OperationQueueScheduler(operationQueue: queue)
    let log = SchedulerTestLog<String>()
    let skipped = scheduler.schedule("skipped") { name in
      log.append(name)
      return Disposables.create()
    }
    _ = scheduler.schedule("ran") { name in
      log.append(name)
      return Disposables.create()
    }
    skipped.dispose()
    queue.isSuspended = false
    queue.waitUntilAllOperationsAreFinished()
    XCTAssertEqual(log.values, ["ran"])
  }

  func testDisposingAfterTheActionRanDisposesWhatItReturned() {
    let queue = OperationQueue()
    let scheduler = OperationQueueScheduler(operationQueue: queue)
    let returned = BooleanDisposable()
    let scheduled = scheduler.schedule(()) { _ in returned }
    queue.waitUntilAllOperationsAreFinished()
    XCTAssertFalse(returned.isDisposed)
    scheduled.dispose()
    XCTAssertTrue(returned.isDisposed)
  }

  func testOperationsCarryTheSchedulersPriority() {
    let queue = OperationQueue()
    queue.isSuspended = true
    let scheduler = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
    XCTAssertEqual(OperationQueueScheduler(operationQueue: queue).queuePriority, .normal)
    _ = scheduler.schedule(()) { _ in Disposables.create() }
    XCTAssertEqual(queue.operations.map(\.queuePriority), [.high])
    XCTAssertTrue(scheduler.operationQueue === queue)
    queue.isSuspended = false
    queue.waitUntilAllOperationsAreFinished()
  }

  func testObserveOnDeliversEveryEventThroughTheQueue() {
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    let scheduler = OperationQueueScheduler(operationQueue: queue)
    let log = SchedulerTestLog<String>()
    let done = expectation(description: "completed")
    let subscription = Observable.of(1, 2, 3)
      .observe(on: scheduler)
      .subscribe(
        onNext: { log.append("\($0)") },
        onCompleted: {
          log.append("completed")
          done.fulfill()
        })
    wait(for: [done], timeout: 5)
    XCTAssertEqual(log.values, ["1", "2", "3", "completed"])
    subscription.dispose()
    queue.waitUntilAllOperationsAreFinished()
  }
}
