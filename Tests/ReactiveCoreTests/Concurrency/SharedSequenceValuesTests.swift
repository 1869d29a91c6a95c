import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class SharedSequenceValuesConcurrencyTests: CoreTestCase {
  func testDriverValuesYieldEveryValueThenFinish() async {
    let scheduler = TestScheduler(initialClock: 0)
    let driver = SharingScheduler.mock(scheduler: scheduler) { Driver.of(1, 2, 3) }
    let stream = driver.values
    scheduler.start()
    var received: [Int] = []
    for await value in stream { received.append(value) }
    XCTAssertEqual(received, [1, 2, 3])
  }

  func testDriverOnTheMainSchedulerDeliversToAnotherTask() async {
    let before = Diagnostics.liveSubscriptions
    let relay = BehaviorRelay<Int>(value: 1)
    let driver = relay.asDriver()
    var received: [Int] = []
    for await value in driver.values {
      received.append(value)
      if value == 1 { relay.accept(2) }
      if value == 2 { break }
    }
    XCTAssertEqual(received, [1, 2])
    XCTAssertEqual(Diagnostics.liveSubscriptions, before)
  }

  // Contract 4: cancelling the consuming task disposes the subscription.
  func testCancellingTheConsumerDisposesTheSignalSubscription() async {
    let before = Diagnostics.liveSubscriptions
    let relay = PublishRelay<Int>()
    let signal = relay.asSignal()
    let received = SyncedRecorder<Int>()
    let stream = signal.values
    XCTAssertGreaterThan(Diagnostics.liveSubscriptions, before)
    let firstValue = expectation(description: "first value")
    let consumer = Task {
      for await value in stream {
        received.record("next(\(value))")
        firstValue.fulfill()
      }
      received.record("finished")
    }
    relay.accept(1)
    await fulfillment(of: [firstValue], timeout: 5)
    consumer.cancel()
    await consumer.value
    XCTAssertEqual(Diagnostics.liveSubscriptions, before)
    relay.accept(2)
    XCTAssertEqual(received.events, ["next(1)", "finished"])
  }

  func testAnUnexpectedErrorGoesToTheDefaultHandlerAndFinishesTheStream() async {
    let reported = SyncedRecorder<Int>()
    let saved = Hooks.defaultErrorHandler
    Hooks.defaultErrorHandler = { reported.record("\($1)") }
    defer { Hooks.defaultErrorHandler = saved }
    let source = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onError(testError)
      return Disposables.create()
    }
    var received: [Int] = []
    for await value in source.nonThrowingValues { received.append(value) }
    XCTAssertEqual(received, [1])
    XCTAssertEqual(reported.events, ["TestError(1)"])
  }
}
