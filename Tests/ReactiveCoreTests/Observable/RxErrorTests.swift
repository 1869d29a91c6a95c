import CoreTestSupport
import ReactiveCore
import XCTest

final class RxErrorTests: CoreTestCase {
  func testDebugDescriptions() {
    XCTAssertEqual(RxError.unknown.debugDescription, "Unknown error occurred.")
    XCTAssertEqual(
      RxError.disposed(object: "Subject").debugDescription,
      "Object `Subject` was already disposed.")
    XCTAssertEqual(RxError.overflow.debugDescription, "Arithmetic overflow occurred.")
    XCTAssertEqual(RxError.argumentOutOfRange.debugDescription, "Argument out of range.")
    XCTAssertEqual(RxError.noElements.debugDescription, "Sequence doesn't contain any elements.")
    XCTAssertEqual(
      RxError.moreThanOneElement.debugDescription, "Sequence contains more than one element.")
    XCTAssertEqual(RxError.timeout.debugDescription, "Sequence timeout.")
  }

  func testEquality() {
    XCTAssertEqual(RxError.disposed(object: "a"), .disposed(object: "a"))
    XCTAssertNotEqual(RxError.disposed(object: "a"), .disposed(object: "b"))
    XCTAssertNotEqual(RxError.timeout, .noElements)
  }
}
