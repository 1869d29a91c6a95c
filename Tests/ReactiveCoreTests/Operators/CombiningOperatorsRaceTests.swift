import CoreTestSupport
import Dispatch
import Foundation
import ReactiveCore
import XCTest

/// `dispose()` racing sources that keep sending from other threads (contract 4), and
/// subscribers racing connections. Bounded: each scenario runs a fixed number of rounds.
final class CombiningOperatorsRaceTests: CoreTestCase {
  /// Subscribes `make(subjects)` while two threads send into the subjects, disposes it from
  /// this thread, and checks that at most the one event already being delivered arrives
  /// after `dispose()` returned, and that every subscription is released.
  private func assertDisposeStopsDelivery(
    rounds: Int = 8, line: UInt = #line,
    _ make: @escaping ([PublishSubject<Int>]) -> Observable<Int>
  ) {
    for _ in 0..<rounds {
      let subjects = [PublishSubject<Int>(), PublishSubject<Int>()]
      let disposed = CombiningTestBox(false)
      let lateEvents = CombiningTestBox(0)
      let started = DispatchSemaphore(value: 0)
      let subscription = make(subjects).subscribe(onNext: { _ in
        if disposed.value { lateEvents.mutate { $0 += 1 } }
      })
      let group = DispatchGroup()
      for subject in subjects {
        group.enter()
        DispatchQueue.global().async {
          started.signal()
          for value in 0..<1_000 { subject.onNext(value) }
          group.leave()
        }
      }
      started.wait()
      subscription.dispose()
      disposed.mutate { $0 = true }
      XCTAssertEqual(group.wait(timeout: .now() + 10), .success, line: line)
      XCTAssertLessThanOrEqual(lateEvents.value, 1, "events after dispose() returned", line: line)
      for subject in subjects {
        XCTAssertFalse(subject.hasObservers, "source still subscribed", line: line)
      }
    }
  }

  // Contract 4: dispose() of merge while both sources send.
  func testMergeDisposeWhileSourcesSendStopsDelivery() {
    assertDisposeStopsDelivery { Observable.merge($0[0].asObservable(), $0[1].asObservable()) }
  }

  // Contract 4: dispose() of combineLatest while both sources send.
  func testCombineLatestDisposeWhileSourcesSendStopsDelivery() {
    assertDisposeStopsDelivery { Observable.combineLatest($0[0], $0[1]) { $0 + $1 } }
  }

  // Contract 4: dispose() of zip while both sources send.
  func testZipDisposeWhileSourcesSendStopsDelivery() {
    assertDisposeStopsDelivery { Observable.zip($0[0], $0[1]) { $0 + $1 } }
  }

  // Contract 4: dispose() of withLatestFrom while both sources send.
  func testWithLatestFromDisposeWhileSourcesSendStopsDelivery() {
    assertDisposeStopsDelivery { $0[0].withLatestFrom($0[1]) { $0 + $1 } }
  }

  // Contract 4: dispose() of flatMap while the outer and an inner source send.
  func testFlatMapDisposeWhileSourcesSendStopsDelivery() {
    assertDisposeStopsDelivery { subjects in
      subjects[0].flatMap { value in
        value % 250 == 0 ? subjects[1].asObservable() : syncSequence(value)
      }
    }
  }

  // Contract 4: dispose() of flatMapLatest while the outer switches and the inner sends.
  func testFlatMapLatestDisposeWhileSourcesSendStopsDelivery() {
    assertDisposeStopsDelivery { subjects in
      subjects[0].flatMapLatest { _ in subjects[1] }
    }
  }

  // Contract 4: dispose() of sample while source and sampler send.
  func testSampleDisposeWhileSourcesSendStopsDelivery() {
    assertDisposeStopsDelivery { $0[0].sample($0[1]) }
  }

  // Contract 4: dispose() of a shared merge while both sources send.
  func testShareDisposeWhileSourcesSendStopsDelivery() {
    assertDisposeStopsDelivery {
      Observable.merge($0[0].asObservable(), $0[1].asObservable()).share(replay: 1)
    }
  }

  // Contract 4: dispose() of a refCounted publish while both sources send.
  func testRefCountDisposeWhileSourcesSendStopsDelivery() {
    assertDisposeStopsDelivery {
      Observable.merge($0[0].asObservable(), $0[1].asObservable()).publish().refCount()
    }
  }

  // Contract 2: two sources racing to win amb: exactly one wins, its events arrive in order.
  func testAmbRaceHasExactlyOneWinner() {
    for _ in 0..<50 {
      let subjects = [PublishSubject<Int>(), PublishSubject<Int>()]
      let probe = CombiningProbe<Int>()
      let done = expectation(description: "completed")
      let subscription = subjects[0].amb(subjects[1]).subscribe(probe.observer { done.fulfill() })
      DispatchQueue.concurrentPerform(iterations: 2) { index in
        for value in 0..<100 { subjects[index].onNext(index * 1_000 + value) }
        subjects[index].onCompleted()
      }
      wait(for: [done], timeout: 10)
      subscription.dispose()
      probe.assertSerial()
      let values = probe.values
      XCTAssertEqual(values.count, 100)
      if let first = values.first {
        XCTAssertEqual(values, Array(first..<first + 100))
      }
    }
  }

  // Contract 2: subscribers racing on refCount while the source sends: each subscriber gets
  // an ordered run, and the source subscription ends with the last subscriber.
  func testRefCountRacingSubscribersStayConsistent() {
    let source = PublishSubject<Int>()
    let shared = source.publish().refCount()
    let failures = CombiningTestBox<[String]>([])
    let group = DispatchGroup()
    for _ in 0..<4 {
      group.enter()
      DispatchQueue.global().async {
        for _ in 0..<50 {
          let probe = CombiningProbe<Int>()
          let subscription = shared.subscribe(probe.observer {})
          subscription.dispose()
          let values = probe.values
          if let first = values.first, values != Array(first..<first + values.count) {
            failures.mutate { $0.append("\(values)") }
          }
        }
        group.leave()
      }
    }
    group.enter()
    DispatchQueue.global().async {
      for value in 0..<2_000 { source.onNext(value) }
      group.leave()
    }
    XCTAssertEqual(group.wait(timeout: .now() + 10), .success)
    XCTAssertEqual(failures.value, [])
    XCTAssertFalse(source.hasObservers)
  }
}
