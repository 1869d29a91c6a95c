import CoreTestSupport
import ReactiveCore
import XCTest

final class SingleAssignmentDisposableTests: CoreTestCase {
  func testDisposeDisposesTheAssignedDisposableOnce() {
    let holder = SingleAssignmentDisposable()
    let inner = CountingDisposable()
    holder.setDisposable(inner)
    XCTAssertFalse(holder.isDisposed)
    XCTAssertEqual(inner.disposeCount, 0)
    holder.dispose()
    XCTAssertTrue(holder.isDisposed)
    XCTAssertEqual(inner.disposeCount, 1)
    holder.dispose()
    XCTAssertEqual(inner.disposeCount, 1)
  }

  func testDisposeBeforeSetDisposesTheDisposableOnArrival() {
    let holder = SingleAssignmentDisposable()
    holder.dispose()
    XCTAssertTrue(holder.isDisposed)
    let inner = CountingDisposable()
    holder.setDisposable(inner)
    XCTAssertEqual(inner.disposeCount, 1)
    holder.dispose()
    XCTAssertEqual(inner.disposeCount, 1)
  }

  func testSecondSetDisposesTheNewcomerAndKeepsTheFirst() {
    let holder = SingleAssignmentDisposable()
    let first = CountingDisposable()
    let second = CountingDisposable()
    holder.setDisposable(first)
    holder.setDisposable(second)
    XCTAssertEqual(second.disposeCount, 1)
    XCTAssertEqual(first.disposeCount, 0)
    holder.dispose()
    XCTAssertEqual(first.disposeCount, 1)
    XCTAssertEqual(second.disposeCount, 1)
  }

  func testDisposeWithoutSetIsFine() {
    let holder = SingleAssignmentDisposable()
    holder.dispose()
    holder.dispose()
    XCTAssertTrue(holder.isDisposed)
  }
}
