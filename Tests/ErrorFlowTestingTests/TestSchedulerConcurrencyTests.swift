import ErrorFlowTesting
import Foundation
import ReactiveCore
import XCTest

/// Work scheduled on a test scheduler from several threads at once, as operators may do.
final class TestSchedulerConcurrencyTests: TestingTestCase {
  func testWorkScheduledFromManyThreadsRunsInTimeThenSchedulingOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let log = LockedLog()
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for index in 0..<100 {
        scheduler.scheduleAt(index % 10) { log.append(thread: thread, index: index) }
      }
    }
    scheduler.start()
    let entries = log.entries
    XCTAssertEqual(entries.count, 800)
    XCTAssertEqual(entries.map { $0.index % 10 }, entries.map { $0.index % 10 }.sorted())
    for thread in 0..<8 {
      let own = entries.filter { $0.thread == thread }.map(\.index)
      let expected = (0..<100).sorted { ($0 % 10, $0) < ($1 % 10, $1) }
      XCTAssertEqual(own, expected, "thread \(thread)")
    }
    XCTAssertEqual(scheduler.clock, 9)
  }

  func testHotObservableSubscriptionsFromManyThreadsAreAllRecorded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(10, 1)])
    let observer = scheduler.createObserver(Int.self)
    let bag = LockedDisposables()
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<50 { bag.add(xs.subscribe(observer)) }
    }
    scheduler.start()
    XCTAssertEqual(observer.events, Array(repeating: .next(10, 1), count: 400))
    bag.disposeAll()
    XCTAssertEqual(xs.subscriptions, Array(repeating: Subscription(0, 10), count: 400))
  }
}

/// An append-only log written from several threads.
private final class LockedLog: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [(thread: Int, index: Int)] = []

  var entries: [(thread: Int, index: Int)] { lock.withLock { storage } }

  func append(thread: Int, index: Int) {
    lock.withLock { storage.append((thread, index)) }
  }
}

/// Disposables collected from several threads.
private final class LockedDisposables: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [Disposable] = []

  func add(_ disposable: Disposable) {
    lock.withLock { storage.append(disposable) }
  }

  func disposeAll() {
    let all = lock.withLock { storage }
    for disposable in all { disposable.dispose() }
  }
}
