import CoreTestSupport
import ReactiveCore
import XCTest

final class SerialDisposableTests: CoreTestCase {
  func testReplacingDisposesThePrevious() {
    let serial = SerialDisposable()
    let first = CountingDisposable()
    let second = CountingDisposable()
    serial.disposable = first
    XCTAssertEqual(first.disposeCount, 0)
    serial.disposable = second
    XCTAssertEqual(first.disposeCount, 1)
    XCTAssertEqual(second.disposeCount, 0)
    XCTAssertTrue((serial.disposable as? CountingDisposable) === second)
    XCTAssertFalse(serial.isDisposed)
    serial.dispose()
    XCTAssertTrue(serial.isDisposed)
    XCTAssertEqual(first.disposeCount, 1)
    XCTAssertEqual(second.disposeCount, 1)
  }

  func testAfterDisposeANewValueIsDisposedAtOnce() {
    let serial = SerialDisposable()
    serial.dispose()
    let late = CountingDisposable()
    serial.disposable = late
    XCTAssertEqual(late.disposeCount, 1)
    serial.dispose()
    XCTAssertEqual(late.disposeCount, 1)
    XCTAssertFalse(serial.disposable is CountingDisposable, "the late value is not kept")
  }

  func testDisposeIsIdempotent() {
    let serial = SerialDisposable()
    let inner = CountingDisposable()
    serial.disposable = inner
    serial.dispose()
    serial.dispose()
    XCTAssertEqual(inner.disposeCount, 1)
  }

  func testEmptySerialDisposableReturnsANopDisposable() {
    let serial = SerialDisposable()
    serial.disposable.dispose()
    XCTAssertFalse(serial.isDisposed)
    serial.dispose()
  }

  func testAReplacedDisposableMayAssignANewValueWhileBeingDisposed() {
    let serial = SerialDisposable()
    let third = CountingDisposable()
    serial.disposable = Disposables.create { serial.disposable = third }
    let second = CountingDisposable()
    serial.disposable = second
    // The first one, disposed by the replacement, assigned `third`, which replaced `second`.
    XCTAssertEqual(second.disposeCount, 1)
    XCTAssertEqual(third.disposeCount, 0)
    serial.dispose()
    XCTAssertEqual(third.disposeCount, 1)
  }

  func testADisposableMayAssignANewValueWhileTheSerialIsBeingDisposed() {
    let serial = SerialDisposable()
    let late = CountingDisposable()
    serial.disposable = Disposables.create { serial.disposable = late }
    serial.dispose()
    XCTAssertEqual(late.disposeCount, 1)
  }
}
