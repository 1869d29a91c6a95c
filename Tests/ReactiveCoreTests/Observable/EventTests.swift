import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class EventTests: CoreTestCase {
  func testPropertiesOfNext() {
    let event = Event<Int>.next(1)
    XCTAssertFalse(event.isStopEvent)
    XCTAssertEqual(event.element, 1)
    XCTAssertNil(event.error)
    XCTAssertFalse(event.isCompleted)
    XCTAssertEqual(event.event, event)
  }

  func testPropertiesOfError() {
    let event = Event<Int>.error(testError)
    XCTAssertTrue(event.isStopEvent)
    XCTAssertNil(event.element)
    XCTAssertEqual(event.error as? TestError, testError)
    XCTAssertFalse(event.isCompleted)
  }

  func testPropertiesOfCompleted() {
    let event = Event<Int>.completed
    XCTAssertTrue(event.isStopEvent)
    XCTAssertNil(event.element)
    XCTAssertNil(event.error)
    XCTAssertTrue(event.isCompleted)
  }

  func testMapTransformsNextAndKeepsTerminalEvents() {
    XCTAssertEqual(Event<Int>.next(2).map { "\($0 * 10)" }, .next("20"))
    XCTAssertEqual(Event<Int>.error(testError).map { "\($0)" }, .error(testError))
    XCTAssertEqual(Event<Int>.completed.map { "\($0)" }, .completed)
  }

  func testMapWithAThrowingTransformGivesAnError() {
    let mapped: Event<String> = Event<Int>.next(2).map { _ in throw testError2 }
    XCTAssertEqual(mapped.error as? TestError, testError2)
  }

  func testMapDoesNotCallTheTransformForTerminalEvents() {
    var calls = 0
    _ = Event<Int>.completed.map { value -> Int in
      calls += 1
      return value
    }
    _ = Event<Int>.error(testError).map { value -> Int in
      calls += 1
      return value
    }
    XCTAssertEqual(calls, 0)
  }

  func testDebugDescription() {
    XCTAssertEqual(Event<Int>.next(1).debugDescription, "next(1)")
    XCTAssertEqual(Event<String>.next("a").debugDescription, "next(a)")
    XCTAssertEqual(Event<Int>.error(testError).debugDescription, "error(TestError(1))")
    XCTAssertEqual(Event<Int>.completed.debugDescription, "completed")
  }
}
