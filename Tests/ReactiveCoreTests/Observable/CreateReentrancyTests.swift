import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class CreateReentrancyTests: CoreTestCase {
  // Contract 3: a send from inside the handler is delivered after the current one, in order.
  func testReentrantSendIsDeliveredAfterTheCurrentOneInOrder() {
    let captured = Locked<AnyObserver<Int>?>(nil)
    let observable = Observable<Int>.create { observer in
      captured.withLock { $0 = observer }
      return Disposables.create()
    }
    let log = Locked<[String]>([])
    let subscription = observable.subscribe(
      onNext: { value in
        log.append("begin \(value)")
        if value == 1 {
          captured.value?.onNext(2)
          captured.value?.onNext(3)
        }
        if value == 2 { captured.value?.onNext(4) }
        log.append("end \(value)")
      },
      onCompleted: { log.append("completed") })
    captured.value?.onNext(1)
    captured.value?.onCompleted()
    XCTAssertEqual(
      log.value,
      [
        "begin 1", "end 1", "begin 2", "end 2", "begin 3", "end 3", "begin 4", "end 4",
        "completed",
      ])
    subscription.dispose()
    captured.withLock { $0 = nil }
  }

  // Contract 3 and 1: a completion sent from a handler comes after the current value and
  // stops what is sent after it.
  func testReentrantCompletionIsQueuedAndEndsTheSequence() {
    let captured = Locked<AnyObserver<Int>?>(nil)
    let observable = Observable<Int>.create { observer in
      captured.withLock { $0 = observer }
      return Disposables.create()
    }
    let events = Locked<[Event<Int>]>([])
    let subscription = observable.subscribe { event in
      events.append(event)
      if event.element == 1 {
        captured.value?.onNext(2)
        captured.value?.onCompleted()
        captured.value?.onNext(3)
      }
    }
    captured.value?.onNext(1)
    captured.value?.onNext(4)
    XCTAssertEqual(events.value, [.next(1), .next(2), .completed])
    subscription.dispose()
    captured.withLock { $0 = nil }
  }

  // Contract 3: sends made synchronously inside the subscribe closure are delivered in order.
  func testSynchronousSendsFromTheSubscribeClosureKeepOrder() {
    let log = Locked<[String]>([])
    let captured = Locked<AnyObserver<Int>?>(nil)
    let observable = Observable<Int>.create { observer in
      captured.withLock { $0 = observer }
      observer.onNext(1)
      observer.onCompleted()
      return Disposables.create()
    }
    let subscription = observable.subscribe(
      onNext: { value in
        log.append("next \(value)")
        if value < 10 { captured.value?.onNext(value + 10) }
      },
      onCompleted: { log.append("completed") })
    XCTAssertEqual(log.value, ["next 1", "next 11", "completed"])
    subscription.dispose()
    captured.withLock { $0 = nil }
  }

  // Contract 4: a dispose from inside the handler takes effect at once: values already queued
  // behind the current one are not delivered.
  func testDisposeFromTheHandlerDropsQueuedValues() {
    let captured = Locked<AnyObserver<Int>?>(nil)
    let sourceDisposals = Locked(0)
    let observable = Observable<Int>.create { observer in
      captured.withLock { $0 = observer }
      return Disposables.create { sourceDisposals.add(1) }
    }
    let received = Locked<[Int]>([])
    let subscription = Locked<Disposable?>(nil)
    let disposable = observable.subscribe(onNext: { value in
      received.append(value)
      if value == 1 {
        captured.value?.onNext(2)
        captured.value?.onNext(3)
        subscription.value?.dispose()
      }
    })
    subscription.withLock { $0 = disposable }
    captured.value?.onNext(1)
    captured.value?.onNext(4)
    XCTAssertEqual(received.value, [1])
    XCTAssertEqual(sourceDisposals.value, 1)
    subscription.withLock { $0 = nil }
    captured.withLock { $0 = nil }
  }
}
