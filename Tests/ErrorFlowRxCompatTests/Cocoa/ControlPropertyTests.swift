import ErrorFlowRxCompat
import ErrorFlowTesting
import FaultKit
import ReactiveCore
import XCTest

/// ControlProperty as RxCocoa's ControlProperty.swift: values subscribed on the main queue
/// (at once from the main thread, where XCTest runs), `changed` skips the initial value, the
/// sink takes `next` and `completed` and never an error, `orEmpty` reads `nil` as "".
final class ControlPropertyTests: HooksRestoringTestCase {
  private let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)

  func testValuesAreTheSourcesEvents() {
    let values = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .completed(230)])
    let property = ControlProperty(values: values, valueSink: AnyObserver<Int> { _ in })
    let res = scheduler.start { property.asObservable() }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
    XCTAssertEqual(values.subscriptions, [Subscription(200, 230)])
  }

  func testChangedSkipsTheInitialValue() {
    let values = scheduler.createColdObservable([.next(0, "a"), .next(20, "b"), .next(30, "c")])
    let property = ControlProperty(values: values, valueSink: AnyObserver<String> { _ in })
    let res = scheduler.start { property.changed.asObservable() }
    XCTAssertEqual(res.events, [.next(220, "b"), .next(230, "c")])
  }

  func testTheSinkTakesNextAndCompletedButNotErrors() {
    let sink = scheduler.createObserver(Int.self)
    let property = ControlProperty(values: Observable<Int>.never(), valueSink: sink)
    let reported = FoundationBox<[String]>([])
    Hooks.defaultErrorHandler = { _, error in reported.append("\(error)") }
    scheduler.scheduleAt(210) { property.onNext(1) }
    scheduler.scheduleAt(220) { property.onError(TestError(1)) }
    scheduler.scheduleAt(230) { property.onCompleted() }
    scheduler.start()
    XCTAssertEqual(sink.events, [.next(210, 1), .completed(230)])
    XCTAssertEqual(reported.value, ["TestError(1)"])
  }

  func testBindToAControlPropertySetsIt() {
    let sink = scheduler.createObserver(Int.self)
    let property = ControlProperty(values: Observable<Int>.never(), valueSink: sink)
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    let subscription = source.bind(to: property)
    scheduler.start()
    subscription.dispose()
    XCTAssertEqual(sink.events, [.next(210, 1), .next(220, 2)])
  }

  func testOrEmptyReadsNilAsEmptyAndWritesThrough() {
    let values = scheduler.createHotObservable([.next(210, "a"), .next(220, nil as String?)])
    let sink = scheduler.createObserver(String?.self)
    let property = ControlProperty(values: values, valueSink: sink).orEmpty
    scheduler.scheduleAt(230) { property.onNext("typed") }
    let res = scheduler.start { property.asObservable() }
    XCTAssertEqual(res.events, [.next(210, "a"), .next(220, "")])
    XCTAssertEqual(sink.events, [.next(230, "typed")])
  }

  func testAsControlPropertyReturnsTheSameProperty() {
    let values = scheduler.createHotObservable([.next(210, 1)])
    let property = ControlProperty(values: values, valueSink: AnyObserver<Int> { _ in })
    let res = scheduler.start { property.asControlProperty().asObservable() }
    XCTAssertEqual(res.events, [.next(210, 1)])
  }
}
