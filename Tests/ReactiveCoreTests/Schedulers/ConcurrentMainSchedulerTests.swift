import CoreTestSupport
import Foundation
import ReactiveCore
import XCTest

final class ConcurrentMainSchedulerConcurrencyTests: CoreTestCase {
  func testRunsAtOnceOnTheMainThreadEvenWhenNested() {
    let log = Locked<[String]>([])
    _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
      _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
        log.append("nested")
        return Disposables.create()
      }
      log.append("outer")
      return Disposables.create()
    }
    XCTAssertEqual(log.value, ["nested", "outer"])
  }

  func testDispatchesToMainFromABackgroundThread() {
    let ran = expectation(description: "ran on main")
    DispatchQueue.global().async {
      _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
        XCTAssertTrue(Thread.isMainThread)
        ran.fulfill()
        return Disposables.create()
      }
    }
    wait(for: [ran], timeout: 5)
  }

  func testSubscribeOnSubscribesOnMain() {
    let subscribed = expectation(description: "subscribed on main")
    let source = Observable<Int>.create { observer in
      XCTAssertTrue(Thread.isMainThread)
      observer.onNext(1)
      subscribed.fulfill()
      return Disposables.create()
    }
    let values = SchedulerTestLog<Int>()
    let finished = expectation(description: "subscribed from the background")
    let subscription = SingleAssignmentDisposable()
    DispatchQueue.global().async {
      subscription.setDisposable(
        source.subscribe(on: ConcurrentMainScheduler.instance)
          .subscribe(onNext: { values.append($0) }))
      finished.fulfill()
    }
    wait(for: [subscribed, finished], timeout: 5)
    subscription.dispose()
    XCTAssertEqual(values.values, [1])
  }

  func testScheduleRelativeRunsOnMain() {
    let fired = expectation(description: "fired")
    let timer = ConcurrentMainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(5)) {
      _ in
      XCTAssertTrue(Thread.isMainThread)
      fired.fulfill()
      return Disposables.create()
    }
    wait(for: [fired], timeout: 5)
    timer.dispose()
  }
}
