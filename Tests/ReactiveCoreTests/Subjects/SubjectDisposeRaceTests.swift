import CoreTestSupport
import Dispatch
import Foundation
import ReactiveCore
import XCTest

final class SubjectDisposeRaceTests: CoreTestCase {
  // Contract 4: once a subscription's dispose() returns on one thread, no value whose send
  // begins afterwards reaches it, while two other threads keep sending.
  func testNoValueSentAfterDisposeReturnsIsDelivered() {
    for _ in 0..<50 {
      checkDisposeRace(PublishSubject<Int>(), disposeSubject: false)
      checkDisposeRace(BehaviorSubject(value: -1), disposeSubject: false)
      checkDisposeRace(ReplaySubject<Int>.create(bufferSize: 1), disposeSubject: false)
    }
  }

  // Contract 4: the same holds for every subscription when the subject itself is disposed.
  func testNoValueSentAfterSubjectDisposeReturnsIsDelivered() {
    for _ in 0..<50 {
      checkDisposeRace(PublishSubject<Int>(), disposeSubject: true)
      checkDisposeRace(BehaviorSubject(value: -1), disposeSubject: true)
      checkDisposeRace(ReplaySubject<Int>.create(bufferSize: 1), disposeSubject: true)
    }
  }

  private func checkDisposeRace<Subject: ObservableType & ObserverType & Disposable>(
    _ subject: Subject, disposeSubject: Bool, file: StaticString = #filePath, line: UInt = #line
  ) where Subject.Element == Int {
    let started = SubjectTestCounter()
    let log = SubjectTestLog<Int>()
    let tenthReceived = DispatchSemaphore(value: 0)
    // A slow observer keeps the deliverer busy, so sends queue up behind it and the
    // dispose lands while a delivery (with a snapshot holding our observer) is under way.
    let slow = subject.subscribe { _ in subjectTestSpin(300) }
    let subscription = subject.subscribe { event in
      log.record(event)
      if case .next(10) = event { tenthReceived.signal() }
    }
    let stopAt = SubjectTestCounter()
    stopAt.set(Int.max)
    let senders = DispatchGroup()
    for _ in 0..<2 {
      DispatchQueue.global().async(group: senders) {
        // A value's send begins once the counter has reached it.
        while started.value < min(stopAt.value, 1_500) { subject.onNext(started.increment()) }
      }
    }
    tenthReceived.wait()
    if disposeSubject { subject.dispose() } else { subscription.dispose() }
    let boundary = started.value
    // Keep sending a while after dispose() returned.
    stopAt.set(boundary + 300)
    senders.wait()
    let late = log.elements.filter { $0 > boundary }
    XCTAssertEqual(late, [], "delivered after dispose() returned", file: file, line: line)
    subscription.dispose()
    slow.dispose()
    subject.dispose()
  }
}
