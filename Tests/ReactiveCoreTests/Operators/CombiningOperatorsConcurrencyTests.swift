import CoreTestSupport
import Dispatch
import Foundation
import ReactiveCore
import Synchronization
import XCTest

/// Sources sending from several threads at once into the combining operators. Each test
/// checks that no event is lost, that the observer never runs twice at once (contract 2),
/// and that the grammar holds (contract 1). Bounded: a few thousand events, no sleeps.
private let threads = 4
private let perThread = 500

final class CombiningOperatorsConcurrencyTests: CoreTestCase {
  // Contract 2: merge of sources sending concurrently delivers serially, nothing lost.
  func testMergeOfConcurrentSourcesDeliversEverythingSerially() {
    let subjects = (0..<threads).map { _ in PublishSubject<Int>() }
    let probe = CombiningProbe<Int>()
    let done = expectation(description: "completed")
    let subscription = Observable.merge(subjects.map { $0.asObservable() })
      .subscribe(probe.observer { done.fulfill() })
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      for value in 0..<perThread { subjects[thread].onNext(thread * perThread + value) }
      subjects[thread].onCompleted()
    }
    wait(for: [done], timeout: 10)
    subscription.dispose()
    probe.assertSerial()
    let values = probe.values
    XCTAssertEqual(values.count, threads * perThread)
    for thread in 0..<threads {
      let own = values.filter { $0 / perThread == thread }
      XCTAssertEqual(own, Array(thread * perThread..<(thread + 1) * perThread), "source order")
    }
    XCTAssertEqual(probe.terminalCount, 1)
  }

  // Contract 2: combineLatest of two sources racing; the last output combines both last values.
  func testCombineLatestOfConcurrentSourcesIsSerialAndEndsWithLastValues() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let probe = CombiningProbe<Int>()
    let done = expectation(description: "completed")
    let subscription = Observable.combineLatest(first, second) { $0 * 10_000 + $1 }
      .subscribe(probe.observer { done.fulfill() })
    DispatchQueue.concurrentPerform(iterations: 2) { thread in
      let subject = thread == 0 ? first : second
      for value in 1...perThread { subject.onNext(value) }
      subject.onCompleted()
    }
    wait(for: [done], timeout: 10)
    subscription.dispose()
    probe.assertSerial()
    let values = probe.values
    XCTAssertEqual(values.last, perThread * 10_000 + perThread)
    XCTAssertGreaterThanOrEqual(values.count, perThread)
    XCTAssertLessThanOrEqual(values.count, 2 * perThread - 1)
    // Each side's value never goes backwards: outputs follow the order of state changes.
    for (previous, next) in zip(values, values.dropFirst()) {
      XCTAssertLessThanOrEqual(previous / 10_000, next / 10_000)
      XCTAssertLessThanOrEqual(previous % 10_000, next % 10_000)
    }
  }

  // Contract 2: zip pairs values in order even when both sides send from different threads.
  func testZipOfConcurrentSourcesPairsInOrder() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let probe = CombiningProbe<Int>()
    let done = expectation(description: "completed")
    let subscription = Observable.zip(first, second) { $0 - $1 }
      .subscribe(probe.observer { done.fulfill() })
    DispatchQueue.concurrentPerform(iterations: 2) { thread in
      let subject = thread == 0 ? first : second
      for value in 0..<perThread { subject.onNext(value) }
      subject.onCompleted()
    }
    wait(for: [done], timeout: 10)
    subscription.dispose()
    probe.assertSerial()
    XCTAssertEqual(probe.values, Array(repeating: 0, count: perThread))
  }

  // Contract 2: flatMap's inner sequences send from their own threads; all arrive, serially.
  func testFlatMapOfInnerSequencesOnSeveralThreadsLosesNothing() {
    let outer = PublishSubject<Int>()
    let probe = CombiningProbe<Int>()
    let done = expectation(description: "completed")
    let subscription = outer.flatMap { thread in
      Observable<Int>.create { observer in
        DispatchQueue.global().async {
          for value in 0..<perThread { observer.onNext(thread * perThread + value) }
          observer.onCompleted()
        }
        return Disposables.create()
      }
    }
    .subscribe(probe.observer { done.fulfill() })
    for thread in 0..<threads { outer.onNext(thread) }
    outer.onCompleted()
    wait(for: [done], timeout: 10)
    subscription.dispose()
    probe.assertSerial()
    XCTAssertEqual(probe.values.sorted(), Array(0..<threads * perThread))
    XCTAssertEqual(probe.terminalCount, 1)
  }

  // Contract 2: subscribers racing on a connected shared source each get a gap-free,
  // duplicate-free run that starts with the replayed value.
  func testShareWithRacingSubscribersGivesEachAnOrderedRunWithoutDuplicates() {
    raceSubscribers(keepConnected: true, scope: .whileConnected)
    raceSubscribers(keepConnected: true, scope: .forever)
  }

  // Contract 2: subscribers racing while the shared source connects and disconnects: no
  // value twice (an old `.forever` connection used to keep forwarding next to the new one
  // until its dispose ran), none out of order, no gap after the replayed value.
  func testShareConnectingAndDisconnectingUnderRacingSubscribersStaysConsistent() {
    raceSubscribers(keepConnected: false, scope: .whileConnected)
    raceSubscribers(keepConnected: false, scope: .forever)
  }

  private func raceSubscribers(
    keepConnected: Bool, scope: SubjectLifetimeScope, line: UInt = #line
  ) {
    let source = PublishSubject<Int>()
    let shared = source.share(replay: 1, scope: scope)
    let keepAlive = keepConnected ? shared.subscribe() : Disposables.create()
    let group = DispatchGroup()
    let failures = CombiningTestBox<[String]>([])
    for worker in 0..<threads {
      group.enter()
      DispatchQueue.global().async {
        for _ in 0..<50 {
          let probe = CombiningProbe<Int>()
          let subscription = shared.subscribe(probe.observer {})
          subscription.dispose()
          // With `.forever` and the source disconnected, the replayed value is the last one
          // the subject saw before it disconnected (RxSwift's `.forever`): what follows it
          // comes from the new connection, so only the live values must be gap-free.
          let values =
            !keepConnected && scope == .forever ? Array(probe.values.dropFirst()) : probe.values
          if !zip(probe.values, probe.values.dropFirst()).allSatisfy({ $0 < $1 }) {
            failures.mutate { $0.append("worker \(worker) out of order: \(probe.values)") }
          }
          if let first = values.first, values != Array(first..<first + values.count) {
            failures.mutate { $0.append("worker \(worker): \(values)") }
          }
          if probe.overlapped { failures.mutate { $0.append("overlap") } }
        }
        group.leave()
      }
    }
    group.enter()
    DispatchQueue.global().async {
      for value in 0..<2_000 { source.onNext(value) }
      group.leave()
    }
    XCTAssertEqual(group.wait(timeout: .now() + 10), .success, line: line)
    keepAlive.dispose()
    XCTAssertEqual(failures.value, [], line: line)
    XCTAssertFalse(source.hasObservers, "the source subscription ended", line: line)
  }

  // Contract 2: flatMapLatest switching on one thread while inner sources send on others:
  // deliveries never overlap, and each inner's elements keep their order.
  func testFlatMapLatestSwitchingWhileInnersSendStaysSerialAndOrdered() {
    let outer = PublishSubject<Int>()
    let inners = [PublishSubject<Int>(), PublishSubject<Int>()]
    let probe = CombiningProbe<Int>()
    let done = expectation(description: "completed")
    let subscription = outer.flatMapLatest { inners[$0 % 2] }
      .subscribe(probe.observer { done.fulfill() })
    DispatchQueue.concurrentPerform(iterations: 3) { thread in
      if thread == 0 {
        for index in 0..<perThread { outer.onNext(index) }
      } else {
        for value in 0..<perThread { inners[thread - 1].onNext(thread * perThread + value) }
      }
    }
    outer.onCompleted()
    inners[(perThread - 1) % 2].onCompleted()
    wait(for: [done], timeout: 10)
    subscription.dispose()
    probe.assertSerial()
    XCTAssertEqual(probe.terminalCount, 1)
    for thread in 1...2 {
      let own = probe.values.filter { $0 / perThread == thread }
      XCTAssertEqual(own, own.sorted(), "inner \(thread) order")
    }
  }

  // Contract 2: combineLatest over a collection of sources, each sending from its own thread.
  func testCombineLatestOfCollectionFromSeveralThreadsEndsWithEveryLastValue() {
    let subjects = (0..<threads).map { _ in PublishSubject<Int>() }
    let probe = CombiningProbe<[Int]>()
    let done = expectation(description: "completed")
    let subscription = Observable.combineLatest(subjects)
      .subscribe(probe.observer { done.fulfill() })
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      for value in 1...perThread { subjects[thread].onNext(value) }
      subjects[thread].onCompleted()
    }
    wait(for: [done], timeout: 10)
    subscription.dispose()
    probe.assertSerial()
    XCTAssertEqual(probe.values.last, Array(repeating: perThread, count: threads))
    XCTAssertEqual(probe.terminalCount, 1)
  }
}
