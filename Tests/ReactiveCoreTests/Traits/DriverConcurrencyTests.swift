import CoreTestSupport
import ErrorFlowRxCompat
import Foundation
import ReactiveCore
import XCTest

/// Drivers and signals on the real `MainScheduler`, fed from background threads.
final class DriverConcurrencyTests: CoreTestCase {
  func testDriverDeliversOnTheMainThreadInOrder() {
    let subject = PublishSubject<Int>()
    let driver = subject.asDriver(onErrorJustReturn: -1)
    let count = 100
    let delivered = expectation(description: "every value delivered")
    delivered.expectedFulfillmentCount = count
    let values = Locked<[Int]>([])
    let offMain = Locked<Int>(0)
    let subscription = driver.drive(onNext: { value in
      if !Thread.isMainThread { offMain.add(1) }
      values.append(value)
      delivered.fulfill()
    })
    DispatchQueue.global().async {
      for value in 0..<count { subject.onNext(value) }
    }
    wait(for: [delivered], timeout: 5)
    subscription.dispose()
    XCTAssertEqual(values.value, Array(0..<count))
    XCTAssertEqual(offMain.value, 0)
  }

  func testSignalReplacesABackgroundErrorWithItsFallbackOnTheMainThread() {
    let subject = PublishSubject<Int>()
    let signal = subject.asSignal(onErrorJustReturn: -1)
    let completed = expectation(description: "completed")
    let log = Locked<[String]>([])
    let subscription = signal.emit(
      onNext: { log.append("next(\($0)) main: \(Thread.isMainThread)") },
      onCompleted: {
        log.append("completed main: \(Thread.isMainThread)")
        completed.fulfill()
      })
    DispatchQueue.global().async {
      subject.onNext(1)
      subject.onError(testError)
    }
    wait(for: [completed], timeout: 5)
    subscription.dispose()
    XCTAssertEqual(
      log.value, ["next(1) main: true", "next(-1) main: true", "completed main: true"])
  }

  // Contract 2: subscribers on many threads share one source subscription and each sees
  // the replayed value exactly once.
  func testConcurrentSubscribersShareOneSubscription() {
    let before = Diagnostics.liveSubscriptions
    let relay = BehaviorRelay<Int>(value: 7)
    let subscriptionsToSource = SyncedRecorder<Int>()
    let source = Observable<Int>.create { observer in
      subscriptionsToSource.record("subscribed")
      return relay.subscribe(observer)
    }
    let driver = source.asDriver(onErrorJustReturn: -1)
    let keeper = driver.drive()
    let subscribers = 8
    let delivered = expectation(description: "each subscriber got the value")
    delivered.expectedFulfillmentCount = subscribers
    let disposables = CompositeDisposable()
    DispatchQueue.concurrentPerform(iterations: subscribers) { _ in
      _ = disposables.insert(driver.drive(onNext: { _ in delivered.fulfill() }))
    }
    wait(for: [delivered], timeout: 5)
    disposables.dispose()
    keeper.dispose()
    XCTAssertEqual(subscriptionsToSource.events, ["subscribed"])
    XCTAssertEqual(Diagnostics.liveSubscriptions, before)
  }

  func testBinderAppliesValuesOnTheMainThread() {
    final class Target: Sendable {
      let values = Locked<[Int]>([])
      let offMain = Locked<Int>(0)
    }
    let target = Target()
    let applied = expectation(description: "values applied")
    applied.expectedFulfillmentCount = 3
    let binder = Binder(target) { target, value in
      if !Thread.isMainThread { target.offMain.add(1) }
      target.values.append(value)
      applied.fulfill()
    }
    let subject = PublishSubject<Int>()
    let subscription = subject.bind(to: binder)
    DispatchQueue.global().async {
      for value in 1...3 { subject.onNext(value) }
    }
    wait(for: [applied], timeout: 5)
    subscription.dispose()
    XCTAssertEqual(target.values.value, [1, 2, 3])
    XCTAssertEqual(target.offMain.value, 0)
  }
}
