import CoreTestSupport
import ReactiveCore
import XCTest

final class BooleanDisposableTests: CoreTestCase {
  func testStartsNotDisposedAndDisposeSetsIt() {
    let disposable = BooleanDisposable()
    XCTAssertFalse(disposable.isDisposed)
    disposable.dispose()
    XCTAssertTrue(disposable.isDisposed)
    disposable.dispose()
    XCTAssertTrue(disposable.isDisposed)
  }

  func testInitWithIsDisposed() {
    XCTAssertTrue(BooleanDisposable(isDisposed: true).isDisposed)
    XCTAssertFalse(BooleanDisposable(isDisposed: false).isDisposed)
  }
}
