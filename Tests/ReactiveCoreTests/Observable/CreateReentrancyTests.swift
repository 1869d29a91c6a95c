import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class CreateReentrancyTests: CoreTestCase {
  // Contract 3: a send from inside the handler is delivered after the current one, in order.
  func testReentrantSendIsDeliveredAfterTheCurrentOneInOrder() {
    var captured: AnyObserver<Int>?
    let observable = Observable<Int>.create { observer in
      captured = observer
      return Disposables.create()
    }
    var log: [String] = []
    let subscription = observable.subscribe(
      onNext: { value in
        log.append("begin \(value)")
        if value == 1 {
          captured?.onNext(2)
          captured?.onNext(3)
        }
        if value == 2 { captured?.onNext(4) }
        log.append("end \(value)")
      },
      onCompleted: { log.append("completed") })
    captured?.onNext(1)
    captured?.onCompleted()
    XCTAssertEqual(
      log,
      [
        "begin 1", "end 1", "begin 2", "end 2", "begin 3", "end 3", "begin 4", "end 4",
        "completed",
      ])
    subscription.dispose()
    captured = nil
  }

  // Contract 3 and 1: a completion sent from a handler comes after the current value and
  // stops what is sent after it.
  func testReentrantCompletionIsQueuedAndEndsTheSequence() {
    var captured: AnyObserver<Int>?
    let observable = Observable<Int>.create { observer in
      captured = observer
      return Disposables.create()
    }
    var events: [Event<Int>] = []
    let subscription = observable.subscribe { event in
      events.append(event)
      if event.element == 1 {
        captured?.onNext(2)
        captured?.onCompleted()
        captured?.onNext(3)
      }
    }
    captured?.onNext(1)
    captured?.onNext(4)
    XCTAssertEqual(events, [.next(1), .next(2), .completed])
    subscription.dispose()
    captured = nil
  }

  // Contract 3: sends made synchronously inside the subscribe closure are delivered in order.
  func testSynchronousSendsFromTheSubscribeClosureKeepOrder() {
    var log: [String] = []
    var captured: AnyObserver<Int>?
    let observable = Observable<Int>.create { observer in
      captured = observer
      observer.onNext(1)
      observer.onCompleted()
      return Disposables.create()
    }
    let subscription = observable.subscribe(
      onNext: { value in
        log.append("next \(value)")
        if value < 10 { captured?.onNext(value + 10) }
      },
      onCompleted: { log.append("completed") })
    XCTAssertEqual(log, ["next 1", "next 11", "completed"])
    subscription.dispose()
    captured = nil
  }

  // Contract 4: a dispose from inside the handler takes effect at once: values already queued
  // behind the current one are not delivered.
  func testDisposeFromTheHandlerDropsQueuedValues() {
    var captured: AnyObserver<Int>?
    var sourceDisposals = 0
    let observable = Observable<Int>.create { observer in
      captured = observer
      return Disposables.create { sourceDisposals += 1 }
    }
    var received: [Int] = []
    var subscription: Disposable?
    subscription = observable.subscribe(onNext: { value in
      received.append(value)
      if value == 1 {
        captured?.onNext(2)
        captured?.onNext(3)
        subscription?.dispose()
      }
    })
    captured?.onNext(1)
    captured?.onNext(4)
    XCTAssertEqual(received, [1])
    XCTAssertEqual(sourceDisposals, 1)
    subscription = nil
    captured = nil
  }
}
