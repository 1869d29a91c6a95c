import CoreTestSupport
import Dispatch
import ErrorFlowTesting
import FaultKit
import ReactiveCore
import XCTest

final class CreateConcurrencyTests: CoreTestCase {
  private let senders = 8
  private let valuesPerSender = 500

  // Contract 2: sends from many threads are delivered one at a time, none lost, each
  // sender's values in its order.
  func testConcurrentSendsAreDeliveredSeriallyNoneLost() {
    let observerBox = FoundationBox<AnyObserver<Int>?>(nil)
    let observable = Observable<Int>.create { observer in
      observerBox.update { $0 = observer }
      return Disposables.create()
    }
    let overlap = OverlapDetector()
    let received = FoundationBox<[Int]>([])
    let subscription = observable.subscribe(onNext: { value in
      overlap.run { received.append(value) }
    })
    guard let observer = observerBox.value else { return XCTFail("not subscribed") }
    let valuesPerSender = valuesPerSender
    DispatchQueue.concurrentPerform(iterations: senders) { sender in
      for index in 0..<valuesPerSender {
        observer.onNext(sender * valuesPerSender + index)
      }
    }
    XCTAssertEqual(overlap.maximumInside, 1)
    let all = received.value
    XCTAssertEqual(all.count, senders * valuesPerSender)
    XCTAssertEqual(all.sorted(), Array(0..<(senders * valuesPerSender)))
    for sender in 0..<senders {
      let range = (sender * valuesPerSender)..<((sender + 1) * valuesPerSender)
      XCTAssertEqual(all.filter { range.contains($0) }, Array(range), "sender \(sender)")
    }
    subscription.dispose()
    observerBox.update { $0 = nil }
  }

  // Contract 1: completions racing values: exactly one completed, nothing after it.
  func testConcurrentTerminalEventsDeliverExactlyOneAndNothingAfter() {
    for _ in 0..<100 {
      let observerBox = FoundationBox<AnyObserver<Int>?>(nil)
      let disposals = FoundationBox(0)
      let observable = Observable<Int>.create { observer in
        observerBox.update { $0 = observer }
        return Disposables.create { disposals.increment() }
      }
      let events = FoundationBox<[Event<Int>]>([])
      let subscription = observable.subscribe { events.append($0) }
      guard let observer = observerBox.value else { return XCTFail("not subscribed") }
      DispatchQueue.concurrentPerform(iterations: 4) { index in
        observer.onNext(index)
        if index % 2 == 0 { observer.onCompleted() } else { observer.onError(testError) }
        observer.onNext(index + 10)
      }
      let all = events.value
      XCTAssertEqual(all.filter(\.isStopEvent).count, 1)
      XCTAssertEqual(all.last?.isStopEvent, true)
      XCTAssertEqual(disposals.value, 1)
      subscription.dispose()
      observerBox.update { $0 = nil }
    }
  }

  // Contract 4: dispose racing sends: the source's disposable runs once.
  func testDisposeRacingSendsRunsTheDisposableOnce() {
    for _ in 0..<100 {
      let observerBox = FoundationBox<AnyObserver<Int>?>(nil)
      let disposals = FoundationBox(0)
      let observable = Observable<Int>.create { observer in
        observerBox.update { $0 = observer }
        return Disposables.create { disposals.increment() }
      }
      let subscription = observable.subscribe()
      guard let observer = observerBox.value else { return XCTFail("not subscribed") }
      DispatchQueue.concurrentPerform(iterations: 4) { index in
        if index == 0 {
          subscription.dispose()
        } else {
          for value in 0..<20 { observer.onNext(value) }
        }
      }
      subscription.dispose()
      XCTAssertEqual(disposals.value, 1)
      observerBox.update { $0 = nil }
    }
  }

  // Contract 4: no value whose send begins after dispose() returns is delivered.
  func testNoValueSentAfterDisposeReturnsIsDelivered() {
    for _ in 0..<50 {
      let observerBox = FoundationBox<AnyObserver<Int>?>(nil)
      let observable = Observable<Int>.create { observer in
        observerBox.update { $0 = observer }
        return Disposables.create()
      }
      let received = FoundationBox<[Int]>([])
      let subscription = observable.subscribe(onNext: { received.append($0) })
      guard let observer = observerBox.value else { return XCTFail("not subscribed") }
      let sent = FoundationBox(0)
      let mark = FoundationBox(Int.max)
      DispatchQueue.concurrentPerform(iterations: 3) { index in
        if index == 0 {
          subscription.dispose()
          mark.update { $0 = sent.value }
        } else {
          for _ in 0..<200 { observer.onNext(sent.increment()) }
        }
      }
      let limit = mark.value
      XCTAssertEqual(received.value.filter { $0 > limit }, [], "sent after dispose returned")
      observerBox.update { $0 = nil }
    }
  }

  // Contracts 2 and 3: threads sending while handlers send reentrantly: every value arrives
  // once, one at a time, each sender's values in order.
  func testConcurrentAndReentrantSendsAreAllDeliveredSerially() {
    let observerBox = FoundationBox<AnyObserver<Int>?>(nil)
    let observable = Observable<Int>.create { observer in
      observerBox.update { $0 = observer }
      return Disposables.create()
    }
    let overlap = OverlapDetector()
    let received = FoundationBox<[Int]>([])
    let subscription = observable.subscribe(onNext: { value in
      overlap.run { received.append(value) }
      // Each value below 10,000 sends its echo from inside the handler.
      if value < 10_000 { observerBox.value?.onNext(value + 10_000) }
    })
    guard let observer = observerBox.value else { return XCTFail("not subscribed") }
    DispatchQueue.concurrentPerform(iterations: 4) { sender in
      for index in 0..<250 { observer.onNext(sender * 250 + index) }
    }
    XCTAssertEqual(overlap.maximumInside, 1)
    let all = received.value
    XCTAssertEqual(all.sorted(), Array(0..<1_000) + Array(10_000..<11_000))
    for sender in 0..<4 {
      let range = (sender * 250)..<((sender + 1) * 250)
      XCTAssertEqual(all.filter { range.contains($0) }, Array(range), "sender \(sender)")
      XCTAssertEqual(
        all.filter { range.contains($0 - 10_000) }, range.map { $0 + 10_000 },
        "echoes of sender \(sender)")
    }
    subscription.dispose()
    observerBox.update { $0 = nil }
  }

  // Contract 4: onDisposed runs exactly once when completion races dispose.
  func testOnDisposedRunsOnceWhenCompletionRacesDispose() {
    for _ in 0..<200 {
      let observerBox = FoundationBox<AnyObserver<Int>?>(nil)
      let observable = Observable<Int>.create { observer in
        observerBox.update { $0 = observer }
        return Disposables.create()
      }
      let disposed = FoundationBox(0)
      let completed = FoundationBox(0)
      let subscription = observable.subscribe(
        onCompleted: { completed.increment() }, onDisposed: { disposed.increment() })
      guard let observer = observerBox.value else { return XCTFail("not subscribed") }
      DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 { observer.onCompleted() } else { subscription.dispose() }
      }
      subscription.dispose()
      XCTAssertEqual(disposed.value, 1)
      XCTAssertLessThanOrEqual(completed.value, 1)
      observerBox.update { $0 = nil }
    }
  }
}
