import CoreTestSupport
import Dispatch
import ReactiveCore
import XCTest

final class RelayConcurrencyTests: CoreTestCase {
  // Contract 2: many threads accepting; every observer receives every value exactly once,
  // never two at once.
  func testConcurrentAcceptsReachEveryObserverExactlyOnceAndSerially() {
    let publish = PublishRelay<Int>()
    let behavior = BehaviorRelay(value: -1)
    let replay = ReplayRelay<Int>.create(bufferSize: 3)
    let logs = (0..<3).map { _ in SubjectTestLog<Int>() }
    let subscriptions = [
      publish.subscribe(logs[0].observer()), behavior.subscribe(logs[1].observer()),
      replay.subscribe(logs[2].observer()),
    ]
    let perThread = 300
    DispatchQueue.concurrentPerform(iterations: 6) { sender in
      for index in 0..<perThread {
        let value = sender * perThread + index
        publish.accept(value)
        behavior.accept(value)
        replay.accept(value)
      }
    }
    let expected = Array(0..<(6 * perThread))
    XCTAssertEqual(logs[0].elements.sorted(), expected)
    XCTAssertEqual(logs[1].elements.sorted(), [-1] + expected)
    XCTAssertEqual(logs[2].elements.sorted(), expected)
    for log in logs { XCTAssertEqual(log.overlaps, 0) }
    XCTAssertEqual(behavior.value, logs[1].elements.last)
    for subscription in subscriptions { subscription.dispose() }
  }

  // Contract 5 and 2: several bindings from different threads into one relay.
  func testConcurrentBindingsIntoOneRelayDeliverEverything() {
    let relay = PublishRelay<Int>()
    let log = SubjectTestLog<Int>()
    let subscription = relay.subscribe(log.observer())
    let sources = (0..<4).map { _ in PublishSubject<Int>() }
    let bindings = sources.map { $0.bind(to: relay) }
    DispatchQueue.concurrentPerform(iterations: sources.count) { index in
      for value in 0..<250 { sources[index].onNext(index * 250 + value) }
      sources[index].onCompleted()
    }
    XCTAssertEqual(log.elements.sorted(), Array(0..<1000))
    XCTAssertEqual(log.overlaps, 0)
    for binding in bindings { binding.dispose() }
    subscription.dispose()
  }
}
