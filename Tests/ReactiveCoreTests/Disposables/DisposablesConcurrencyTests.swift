import CoreTestSupport
import Dispatch
import FaultKit
import ReactiveCore
import XCTest

/// Contract 4: dispose is idempotent and thread-safe.
final class DisposablesConcurrencyTests: CoreTestCase {
  private let threads = 8
  private let rounds = 200

  private func disposeConcurrently(_ disposable: Disposable) {
    DispatchQueue.concurrentPerform(iterations: threads) { _ in disposable.dispose() }
  }

  // Contract 4: the action runs exactly once however many threads dispose at once.
  func testCreateWithRunsOnceWhenDisposedFromManyThreads() {
    for _ in 0..<rounds {
      let calls = FoundationBox(0)
      let disposable = Disposables.create { calls.increment() }
      disposeConcurrently(disposable)
      XCTAssertEqual(calls.value, 1)
      XCTAssertTrue(disposable.isDisposed)
    }
  }

  // Contract 4
  func testBinaryAndCompositeDisposeEachMemberOnce() {
    for _ in 0..<rounds {
      let parts = (0..<4).map { _ in CountingDisposable() }
      disposeConcurrently(Disposables.create(parts[0], parts[1]))
      disposeConcurrently(Disposables.create(parts[2], parts[3], CountingDisposable()))
      XCTAssertEqual(parts.map(\.disposeCount), [1, 1, 1, 1])
    }
  }

  // Contract 4
  func testSingleAssignmentAndSerialDisposeOnce() {
    for _ in 0..<rounds {
      let single = SingleAssignmentDisposable()
      let singleInner = CountingDisposable()
      single.setDisposable(singleInner)
      disposeConcurrently(single)
      XCTAssertEqual(singleInner.disposeCount, 1)

      let serial = SerialDisposable()
      let serialInner = CountingDisposable()
      serial.disposable = serialInner
      disposeConcurrently(serial)
      XCTAssertEqual(serialInner.disposeCount, 1)
    }
  }

  // Contract 4: setting and disposing race; whichever wins, the value is disposed exactly once.
  func testSingleAssignmentSetRacingDisposeDisposesOnce() {
    for _ in 0..<rounds {
      let single = SingleAssignmentDisposable()
      let inner = CountingDisposable()
      DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 { single.setDisposable(inner) } else { single.dispose() }
      }
      XCTAssertEqual(inner.disposeCount, 1)
    }
  }

  // Contract 4: values set from many threads while another disposes: each is disposed once.
  func testSerialReplacementsRacingDisposeDisposeEachValueOnce() {
    for _ in 0..<50 {
      let threads = threads
      let serial = SerialDisposable()
      let values = (0..<threads).map { _ in CountingDisposable() }
      DispatchQueue.concurrentPerform(iterations: threads + 1) { index in
        if index == threads { serial.dispose() } else { serial.disposable = values[index] }
      }
      serial.dispose()
      XCTAssertEqual(values.map(\.disposeCount), Array(repeating: 1, count: threads))
    }
  }

  // Contract 4: inserts racing dispose: every member is disposed exactly once.
  func testCompositeInsertsRacingDisposeDisposeEachMemberOnce() {
    for _ in 0..<50 {
      let threads = threads
      let composite = CompositeDisposable()
      let values = (0..<threads).map { _ in CountingDisposable() }
      DispatchQueue.concurrentPerform(iterations: threads + 1) { index in
        if index == threads { composite.dispose() } else { composite.insert(values[index]) }
      }
      composite.dispose()
      XCTAssertEqual(values.map(\.disposeCount), Array(repeating: 1, count: threads))
      XCTAssertEqual(composite.count, 0)
    }
  }

  // Contract 4: a subscription disposed from many threads is counted out once.
  func testSubscriptionDisposedFromManyThreadsIsReleasedOnce() {
    let start = Diagnostics.liveSubscriptions
    for _ in 0..<rounds {
      let disposed = FoundationBox(0)
      let subscription = Observable<Int>.create { _ in Disposables.create() }
        .subscribe(onDisposed: { disposed.increment() })
      disposeConcurrently(subscription)
      XCTAssertEqual(disposed.value, 1)
      XCTAssertEqual(Diagnostics.liveSubscriptions, start)
    }
  }

  // Contract 4: a bag filled from many threads disposes each member once when released.
  func testDisposeBagFilledFromManyThreadsDisposesEachMemberOnce() {
    let members = (0..<(threads * 50)).map { _ in CountingDisposable() }
    var bag: DisposeBag? = DisposeBag()
    if let bag {
      let threads = threads
      DispatchQueue.concurrentPerform(iterations: threads) { thread in
        for index in stride(from: thread, to: members.count, by: threads) {
          members[index].disposed(by: bag)
        }
      }
    }
    XCTAssertEqual(members.map(\.disposeCount).reduce(0, +), 0)
    bag = nil
    XCTAssertEqual(members.map(\.disposeCount), Array(repeating: 1, count: members.count))
  }
}
