import CoreTestSupport
import Dispatch
import ReactiveCore
import XCTest

final class SubjectReleaseReentrancyTests: CoreTestCase {
  // Contract 3: releasing an observer (and what its closure captured) is user code too: it
  // must not happen under the subject's lock. Here an observer disposes itself during a
  // delivery; when it is released, a captured object's deinit disposes another subscription
  // to the same subject and sends to it. With a release under the lock this deadlocks, so
  // the scenario runs on another thread and the test fails after a timeout instead of
  // hanging.
  func testReleasingAnObserverThatTouchesTheSubjectDoesNotDeadlock() {
    let finished = expectation(description: "scenario finished")
    let log = SubjectTestLog<Int>()
    DispatchQueue.global().async {
      let subject = PublishSubject<Int>()
      let other = subject.subscribe(log.observer())
      var probe: DeinitProbe? = DeinitProbe {
        subject.onNext(99)
        other.dispose()
      }
      let selfDisposing = Locked<Disposable?>(nil)
      // Only the box holds the subscription (the registration, which holds the closure and
      // so the probe): a local kept alive to the end would delay the release being tested.
      do {
        let subscription = subject.subscribe(onNext: { [probe] _ in
          withExtendedLifetime(probe) {}
          // Taken out under the lock, disposed and dropped outside it.
          let disposable = selfDisposing.withLock { held in
            defer { held = nil }
            return held
          }
          disposable?.dispose()
        })
        selfDisposing.withLock { $0 = subscription }
      }
      probe = nil
      subject.onNext(1)
      subject.onNext(2)
      finished.fulfill()
    }
    wait(for: [finished], timeout: 10)
    XCTAssertEqual(log.events, ["next(1)", "next(99)"])
  }

  // Contract 3: a value replaced in a BehaviorSubject is released outside the lock, so its
  // deinit may send to the same subject.
  func testReleasingAReplacedBehaviorValueThatSendsDoesNotDeadlock() {
    let finished = expectation(description: "scenario finished")
    let log = SubjectTestLog<Int>()
    DispatchQueue.global().async {
      let subject = BehaviorSubject<DeinitProbe?>(value: nil)
      let signal = PublishSubject<Int>()
      let subscription = signal.subscribe(log.observer())
      subject.onNext(DeinitProbe { signal.onNext(7) })
      subject.onNext(DeinitProbe { subject.onNext(nil) })
      subject.onNext(nil)
      subscription.dispose()
      finished.fulfill()
    }
    wait(for: [finished], timeout: 10)
    XCTAssertEqual(log.events, ["next(7)"])
  }

  // Contract 3: a value pushed out of a ReplaySubject's buffer is released outside the lock.
  func testReleasingAnEvictedReplayValueThatSendsDoesNotDeadlock() {
    let finished = expectation(description: "scenario finished")
    let log = SubjectTestLog<String>()
    DispatchQueue.global().async {
      let subject = ReplaySubject<DeinitProbe?>.create(bufferSize: 1)
      let names = PublishSubject<String>()
      let subscription = names.subscribe(log.observer())
      subject.onNext(
        DeinitProbe {
          subject.onNext(nil)
          names.onNext("evicted")
        })
      subject.onNext(nil)
      subscription.dispose()
      finished.fulfill()
    }
    wait(for: [finished], timeout: 10)
    XCTAssertEqual(log.events, ["next(evicted)"])
  }
}
