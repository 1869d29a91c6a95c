import CoreTestSupport
import Dispatch
import Foundation
import ReactiveCore
import Synchronization
import XCTest

/// A counter shared between test threads.
final class SubjectTestCounter: Sendable {
  private let storage = Atomic<Int>(0)

  /// The current count.
  var value: Int { storage.load(ordering: .sequentiallyConsistent) }

  /// Replaces the count.
  func set(_ newValue: Int) { storage.store(newValue, ordering: .sequentiallyConsistent) }

  /// Adds one and returns the new count.
  @discardableResult
  func increment() -> Int {
    storage.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue
  }
}

/// Collects failures found on other threads, to assert on the test's thread.
final class SubjectTestFailures: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [String] = []

  var all: [String] { lock.withLock { storage } }

  func add(_ failure: String) { lock.withLock { storage.append(failure) } }
}

final class SubjectConcurrencyTests: CoreTestCase {
  private let senders = 8
  private let valuesPerSender = 400

  // Contract 2: many threads sending; every observer receives every value exactly once,
  // never two at once, and each sender's values in the order it sent them.
  func testConcurrentSendsReachEveryObserverExactlyOnceAndSerially() {
    checkConcurrentSends(to: PublishSubject<Int>(), initial: [])
    checkConcurrentSends(to: BehaviorSubject(value: -1), initial: [-1])
    checkConcurrentSends(to: ReplaySubject<Int>.create(bufferSize: 4), initial: [])
    checkConcurrentSends(to: ReplaySubject<Int>.createUnbounded(), initial: [])
  }

  private func checkConcurrentSends<Subject: ObservableType & ObserverType & Sendable>(
    to subject: Subject, initial: [Int], file: StaticString = #filePath, line: UInt = #line
  ) where Subject.Element == Int {
    let logs = (0..<3).map { _ in SubjectTestLog<Int>() }
    let subscriptions = logs.map { subject.subscribe($0.observer()) }
    let senders = self.senders
    let valuesPerSender = self.valuesPerSender
    DispatchQueue.concurrentPerform(iterations: senders) { sender in
      for index in 0..<valuesPerSender { subject.onNext(sender * valuesPerSender + index) }
    }
    let expected = Array(0..<(senders * valuesPerSender))
    for log in logs {
      let received = log.elements
      XCTAssertEqual(log.overlaps, 0, "two events were delivered at once", file: file, line: line)
      XCTAssertEqual(Array(received.prefix(initial.count)), initial, file: file, line: line)
      let sent = Array(received.dropFirst(initial.count))
      XCTAssertEqual(
        sent.sorted(), expected, "not every value exactly once", file: file, line: line)
      for sender in 0..<senders {
        let range = (sender * valuesPerSender)..<((sender + 1) * valuesPerSender)
        let fromSender = sent.filter(range.contains)
        XCTAssertEqual(fromSender, Array(range), "reordered", file: file, line: line)
      }
    }
    for subscription in subscriptions { subscription.dispose() }
  }

  // Contracts 2 and 4: subscribing and disposing while other threads send; every transient
  // subscriber sees each sender's values at most once, in order, never two at once.
  func testSubscribeAndDisposeRacingSends() {
    checkSubscribeAndDisposeRacingSends(PublishSubject<Int>())
    checkSubscribeAndDisposeRacingSends(BehaviorSubject(value: -1))
    checkSubscribeAndDisposeRacingSends(ReplaySubject<Int>.create(bufferSize: 2))
  }

  private func checkSubscribeAndDisposeRacingSends<
    Subject: ObservableType & ObserverType & Sendable
  >(
    _ subject: Subject, file: StaticString = #filePath, line: UInt = #line
  ) where Subject.Element == Int {
    let failures = SubjectTestFailures()
    let stride = 1_000_000
    DispatchQueue.concurrentPerform(iterations: 6) { worker in
      if worker < 3 {
        for index in 0..<1000 { subject.onNext(worker * stride + index) }
        return
      }
      for _ in 0..<150 {
        let log = SubjectTestLog<Int>()
        let subscription = subject.subscribe(log.observer())
        subscription.dispose()
        if log.overlaps != 0 { failures.add("overlap") }
        for sender in 0..<3 {
          let values = log.elements.filter { $0 >= sender * stride && $0 < (sender + 1) * stride }
          if values != values.sorted() || Set(values).count != values.count {
            failures.add("sender \(sender) delivered out of order or twice: \(values)")
          }
        }
      }
    }
    XCTAssertEqual(failures.all, [], file: file, line: line)
    XCTAssertFalse(subject.hasObserversForTest, file: file, line: line)
  }
}

extension ObservableType {
  /// `hasObservers` of whichever subject this is.
  fileprivate var hasObserversForTest: Bool {
    switch self {
    case let subject as PublishSubject<Element>: return subject.hasObservers
    case let subject as BehaviorSubject<Element>: return subject.hasObservers
    case let subject as ReplaySubject<Element>: return subject.hasObservers
    case let subject as AsyncSubject<Element>: return subject.hasObservers
    default: return false
    }
  }
}
