import CoreTestSupport
import ReactiveCore
import XCTest

final class RelayReentrancyTests: CoreTestCase {
  // Contract 3: accept from inside a handler is delivered after the current value, to every
  // observer, in order; no deadlock, no drop.
  func testReentrantAcceptOnAPublishRelayReachesAllObserversInOrder() {
    let relay = PublishRelay<Int>()
    let log = SubjectTestLog<Int>()
    let first = relay.subscribe { event in
      log.record(event, name: "a")
      if case .next(1) = event {
        relay.accept(2)
        relay.accept(3)
      }
    }
    let second = relay.subscribe(log.observer("b"))
    relay.accept(1)
    XCTAssertEqual(
      log.events,
      ["a:next(1)", "b:next(1)", "a:next(2)", "b:next(2)", "a:next(3)", "b:next(3)"])
    first.dispose()
    second.dispose()
  }

  // Contract 3: the same for a BehaviorRelay, whose value is already the newest in handlers.
  func testReentrantAcceptOnABehaviorRelayReachesAllObserversInOrder() {
    let relay = BehaviorRelay(value: 0)
    let log = SubjectTestLog<Int>()
    let first = relay.subscribe { event in
      log.record(event, name: "a")
      if case .next(1) = event { relay.accept(2) }
    }
    let second = relay.subscribe(log.observer("b"))
    relay.accept(1)
    XCTAssertEqual(
      log.events,
      ["a:next(0)", "b:next(0)", "a:next(1)", "b:next(1)", "a:next(2)", "b:next(2)"])
    first.dispose()
    second.dispose()
  }

  // Contract 3: the same for a ReplayRelay.
  func testReentrantAcceptOnAReplayRelayReachesAllObserversInOrder() {
    let relay = ReplayRelay<Int>.create(bufferSize: 1)
    let log = SubjectTestLog<Int>()
    let first = relay.subscribe { event in
      log.record(event, name: "a")
      if case .next(1) = event { relay.accept(2) }
    }
    let second = relay.subscribe(log.observer("b"))
    relay.accept(1)
    XCTAssertEqual(log.events, ["a:next(1)", "b:next(1)", "a:next(2)", "b:next(2)"])
    first.dispose()
    second.dispose()
  }

  // Contract 3: a relay bound to itself through a handler-driven loop keeps its order.
  func testBindingAcceptingIntoTheSameRelayDoesNotDeadlock() {
    let relay = PublishRelay<Int>()
    let log = SubjectTestLog<Int>()
    let feedback = PublishSubject<Int>()
    let binding = feedback.bind(to: relay)
    let loop = relay.subscribe(onNext: { value in if value < 3 { feedback.onNext(value + 1) } })
    let subscription = relay.subscribe(log.observer())
    relay.accept(1)
    XCTAssertEqual(log.elements, [1, 2, 3])
    for disposable in [binding, loop, subscription] { disposable.dispose() }
  }
}
