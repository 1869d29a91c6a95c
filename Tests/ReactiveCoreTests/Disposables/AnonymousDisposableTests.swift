import CoreTestSupport
import ReactiveCore
import XCTest

/// `AnonymousDisposable` is what `Disposables.create(with:)` returns.
final class AnonymousDisposableTests: CoreTestCase {
  func testIsDisposedFlipsOnFirstDispose() {
    var calls = 0
    let disposable = Disposables.create(with: { calls += 1 })
    XCTAssertFalse(disposable.isDisposed)
    disposable.dispose()
    XCTAssertTrue(disposable.isDisposed)
    XCTAssertEqual(calls, 1)
  }

  func testActionIsReleasedAfterDispose() {
    final class Resource {}
    weak var weakResource: Resource?
    let disposable: Cancelable
    do {
      let resource = Resource()
      weakResource = resource
      disposable = Disposables.create { _ = resource }
    }
    XCTAssertNotNil(weakResource)
    disposable.dispose()
    XCTAssertNil(weakResource, "the action and what it captured are released")
  }

  func testDisposingFromInsideTheActionDoesNotRunItAgain() {
    var calls = 0
    var disposable: Cancelable?
    disposable = Disposables.create {
      calls += 1
      disposable?.dispose()
    }
    disposable?.dispose()
    XCTAssertEqual(calls, 1)
    disposable = nil
  }
}
