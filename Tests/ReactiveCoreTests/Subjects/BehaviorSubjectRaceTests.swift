import CoreTestSupport
import ReactiveCore
import XCTest

final class BehaviorSubjectRaceTests: CoreTestCase {
  private let iterations = 2000

  // A subscriber racing onNext sees [old, new] or [new]: never a miss, never a duplicate.
  // Observers already subscribed make the delivery of the new value take a while, so the
  // subscribe often lands while it is under way.
  func testSubscriberRacingOnNextSeesOldThenNewOrNewOnly() {
    let subjects = (0..<iterations).map { _ in BehaviorSubject(value: 0) }
    let logs = (0..<iterations).map { _ in [SubjectTestLog<Int>(), SubjectTestLog<Int>()] }
    let subscriptions = SubjectTestDisposables()
    for subject in subjects {
      for _ in 0..<3 { subscriptions.add(subject.subscribe(SubjectTestLog<Int>().observer())) }
    }
    runSubjectRace(
      iterations: iterations,
      [
        { subjects[$0].onNext(1) },
        { subscriptions.add(subjects[$0].subscribe(logs[$0][0].observer())) },
        { subscriptions.add(subjects[$0].subscribe(logs[$0][1].observer())) },
      ])
    var outcomes: [[Int]: Int] = [:]
    for log in logs.joined() {
      let seen = log.elements
      XCTAssertTrue(seen == [0, 1] || seen == [1], "saw \(seen)")
      XCTAssertEqual(log.overlaps, 0)
      outcomes[seen, default: 0] += 1
    }
    XCTAssertEqual(outcomes.values.reduce(0, +), 2 * iterations)
    subscriptions.disposeAll()
  }

  // Two senders and a subscriber racing, while a slow observer keeps each delivery busy so
  // sends get queued: the subscriber sees a non-empty suffix of the subject's history (what
  // the first observer saw), never a value twice, never a gap.
  func testSubscriberRacingQueuedSendsSeesASuffixOfTheHistory() {
    let subjects = (0..<iterations).map { _ in BehaviorSubject(value: 0) }
    let histories = (0..<iterations).map { _ in SubjectTestLog<Int>() }
    let logs = (0..<iterations).map { _ in SubjectTestLog<Int>() }
    let subscriptions = SubjectTestDisposables()
    for (subject, history) in zip(subjects, histories) {
      subscriptions.add(
        subject.subscribe { event in
          history.record(event)
          subjectTestSpin(2000)
        })
    }
    runSubjectRace(
      iterations: iterations,
      [
        { subjects[$0].onNext(1) },
        { subjects[$0].onNext(2) },
        { subscriptions.add(subjects[$0].subscribe(logs[$0].observer())) },
      ])
    for (log, history) in zip(logs, histories) {
      let seen = log.elements
      let all = history.elements
      XCTAssertTrue(
        !seen.isEmpty && all.count == 3 && Array(all.suffix(seen.count)) == seen,
        "saw \(seen) of \(all)")
    }
    subscriptions.disposeAll()
  }

  // A ReplaySubject subscriber racing onNext sees each value exactly once, in order.
  func testReplaySubscriberRacingOnNextSeesEveryValueOnce() {
    let subjects = (0..<iterations).map { _ in ReplaySubject<Int>.createUnbounded() }
    for subject in subjects { subject.onNext(0) }
    let logs = (0..<iterations).map { _ in SubjectTestLog<Int>() }
    let subscriptions = SubjectTestDisposables()
    runSubjectRace(
      iterations: iterations,
      [
        { subjects[$0].onNext(1) },
        { subscriptions.add(subjects[$0].subscribe(logs[$0].observer())) },
      ])
    for log in logs { XCTAssertEqual(log.elements, [0, 1]) }
    subscriptions.disposeAll()
  }
}

/// Disposables gathered from several threads, disposed together.
final class SubjectTestDisposables: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [Disposable] = []

  func add(_ disposable: Disposable) { lock.withLock { storage.append(disposable) } }

  func disposeAll() {
    for disposable in lock.withLock({ storage }) { disposable.dispose() }
  }
}
