import CoreTestSupport
import ErrorFlowRxCompat
import Foundation
import ReactiveCore
import XCTest

/// The main-actor forms run their closures on the main actor whatever thread sends, and the
/// library's `assumeIsolated` (MainScheduler+MainActor.swift, Binder) cannot trap: a value
/// sent from a detached task, from a Dispatch worker, from the main thread, and a disposal on
/// another thread all reach the closures on the main queue.
final class MainActorDeliveryTests: XCTestCase {
  override func setUp() {
    super.setUp()
    MainQueue.mark()
  }

  @MainActor
  func testTheProbesMainActorFormsRunOnTheMainActorWhenADetachedTaskSends() async {
    let done = expectation(description: "every binding saw the value")
    let probe = MainActorProbe(done: done)
    let input = probe.input
    await Task.detached { input.onNext(1) }.value
    await fulfillment(of: [done], timeout: 5)
    XCTAssertEqual(
      probe.notes.sorted(),
      ["async 1", "drive 1", "emit 1", "map 10", "onNext 1", "with 1"])
    XCTAssertEqual(probe.offMain, [])
  }

  @MainActor
  func testOnTheMainThreadTheValueIsHandledAtOnce() {
    let probe = MainActorProbe()
    probe.input.onNext(2)
    // Everything but asyncInstance, which always dispatches, ran before onNext returned.
    XCTAssertEqual(probe.notes.sorted(), ["drive 2", "emit 2", "map 20", "onNext 2", "with 2"])
    XCTAssertEqual(probe.offMain, [])
  }

  @MainActor
  func testValuesFromAWorkerArriveInOrderOnTheMainQueue() async {
    let subject = PublishSubject<Int>()
    let seen = Locked<[Int]>([])
    let offMain = Locked(0)
    let done = expectation(description: "100 values")
    let subscription = subject.subscribe(onMainActor: { value in
      if !MainQueue.isCurrent { offMain.add(1) }
      seen.append(value)
      if value == 99 { done.fulfill() }
    })
    DispatchQueue.global().async {
      for value in 0..<100 { subject.onNext(value) }
    }
    await fulfillment(of: [done], timeout: 5)
    subscription.dispose()
    XCTAssertEqual(seen.value, Array(0..<100))
    XCTAssertEqual(offMain.value, 0)
  }

  @MainActor
  func testADisposalOnAnotherThreadCallsOnDisposedOnTheMainActor() async {
    let subject = PublishSubject<Int>()
    let disposedOnMain = Locked<[Bool]>([])
    let done = expectation(description: "onDisposed")
    let subscription = subject.observe(on: MainScheduler.instance).subscribe(
      onNext: { _ in },
      onDisposed: {
        disposedOnMain.append(MainQueue.isCurrent)
        done.fulfill()
      })
    await Task.detached { subscription.dispose() }.value
    await fulfillment(of: [done], timeout: 5)
    XCTAssertEqual(disposedOnMain.value, [true])
  }

  @MainActor
  func testADriverMockedOntoABackgroundSchedulerStillDrivesOnTheMainActor() async {
    let subject = PublishSubject<Int>()
    let background = ConcurrentDispatchQueueScheduler(qos: .default)
    let driver = SharingScheduler.mock(scheduler: background) {
      subject.asDriver(onErrorJustReturn: -1)
    }
    let seen = Locked<[String]>([])
    let done = expectation(description: "driven")
    let subscription = driver.drive(onNext: { value in
      seen.append("\(value) on main: \(MainQueue.isCurrent)")
      done.fulfill()
    })
    subject.onNext(7)
    await fulfillment(of: [done], timeout: 5)
    subscription.dispose()
    XCTAssertEqual(seen.value, ["7 on main: true"])
  }

  @MainActor
  func testABinderOnTheMainSchedulerBindsOnTheMainActorFromADetachedTask() async {
    let target = BinderTarget()
    let done = expectation(description: "bound")
    target.done = done
    let binder = Binder(target) { target, value in target.receive(value) }
    await Task.detached { binder.onNext(3) }.value
    await fulfillment(of: [done], timeout: 5)
    XCTAssertEqual(target.received, ["3 on main: true"])
  }
}

/// A `@MainActor` object a `Binder` writes to.
@MainActor
private final class BinderTarget {
  var received: [String] = []
  var done: XCTestExpectation?

  func receive(_ value: Int) {
    received.append("\(value) on main: \(MainQueue.isCurrent)")
    done?.fulfill()
  }
}
