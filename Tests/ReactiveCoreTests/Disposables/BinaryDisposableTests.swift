import CoreTestSupport
import FaultKit
import ReactiveCore
import XCTest

/// `BinaryDisposable` is what `Disposables.create(_:_:)` returns.
final class BinaryDisposableTests: CoreTestCase {
  func testDisposesBothOnceInOrder() {
    let log = FoundationBox<[String]>([])
    let first = CountingDisposable("first", log: log)
    let second = CountingDisposable("second", log: log)
    let disposable = Disposables.create(first, second)
    XCTAssertFalse(disposable.isDisposed)
    XCTAssertEqual(log.value, [])
    disposable.dispose()
    XCTAssertTrue(disposable.isDisposed)
    XCTAssertEqual(log.value, ["first", "second"])
    disposable.dispose()
    XCTAssertEqual(log.value, ["first", "second"])
  }

  func testAnArrayOfTwoDisposesBoth() {
    let first = CountingDisposable()
    let second = CountingDisposable()
    let disposable = Disposables.create([first, second])
    disposable.dispose()
    disposable.dispose()
    XCTAssertTrue(disposable.isDisposed)
    XCTAssertEqual([first.disposeCount, second.disposeCount], [1, 1])
  }
}
