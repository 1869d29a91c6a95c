import CoreTestSupport
import Dispatch
import Foundation
import ReactiveCore
import XCTest

final class ObservableShareReleaseReentrancyTests: CoreTestCase {
  // Contract 3: an observer of a shared sequence that disposed itself during a delivery is
  // released outside the share's lock, so a deinit it triggers may dispose another
  // subscription to the share. With a release under the lock this deadlocks: the scenario
  // runs on another thread and the test fails after a timeout instead of hanging.
  func testReleasingAnObserverThatTouchesTheShareDoesNotDeadlock() {
    let finished = expectation(description: "scenario finished")
    let log = SubjectTestLog<Int>()
    DispatchQueue.global().async {
      let subject = PublishSubject<Int>()
      let shared = subject.share()
      let other = shared.subscribe(log.observer())
      var probe: DeinitProbe? = DeinitProbe { other.dispose() }
      let selfDisposing = Locked<Disposable?>(nil)
      // Scoped so that only `selfDisposing` keeps the subscription: the handler drops it, so
      // the handler and its probe are released during the delivery of 1.
      do {
        let subscription = shared.subscribe(onNext: { [probe] _ in
          withExtendedLifetime(probe) {}
          selfDisposing.value?.dispose()
          selfDisposing.withLock { $0 = nil }
        })
        selfDisposing.withLock { $0 = subscription }
      }
      probe = nil
      subject.onNext(1)
      subject.onNext(2)
      XCTAssertFalse(subject.hasObservers)
      finished.fulfill()
    }
    wait(for: [finished], timeout: 10)
    XCTAssertEqual(log.events, ["next(1)"])
  }

  // Contract 3: a value pushed out of the replay buffer of `share(replay:)` is released
  // outside the share's lock, so its deinit may subscribe to the share.
  func testReleasingAnEvictedReplayValueThatSubscribesDoesNotDeadlock() {
    let finished = expectation(description: "scenario finished")
    let log = SubjectTestLog<String>()
    DispatchQueue.global().async {
      let subject = PublishSubject<DeinitProbe?>()
      let shared = subject.share(replay: 1, scope: .forever)
      let names = PublishSubject<String>()
      let logged = names.subscribe(log.observer())
      let subscription = shared.subscribe(onNext: { _ in })
      subject.onNext(
        DeinitProbe {
          shared.subscribe(onNext: { _ in names.onNext("replayed") }).dispose()
        })
      for _ in 0..<20 { subject.onNext(nil) }
      subscription.dispose()
      logged.dispose()
      finished.fulfill()
    }
    wait(for: [finished], timeout: 10)
    XCTAssertEqual(log.events, ["next(replayed)"])
  }
}
