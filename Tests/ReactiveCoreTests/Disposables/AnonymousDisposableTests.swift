import CoreTestSupport
import ReactiveCore
import XCTest

/// `AnonymousDisposable` is what `Disposables.create(with:)` returns.
final class AnonymousDisposableTests: CoreTestCase {
  func testIsDisposedFlipsOnFirstDispose() {
    let calls = Locked(0)
    let disposable = Disposables.create(with: { calls.add(1) })
    XCTAssertFalse(disposable.isDisposed)
    disposable.dispose()
    XCTAssertTrue(disposable.isDisposed)
    XCTAssertEqual(calls.value, 1)
  }

  func testActionIsReleasedAfterDispose() {
    final class Resource: Sendable {}
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
    let calls = Locked(0)
    let disposable = Locked<Cancelable?>(nil)
    disposable.withLock {
      $0 = Disposables.create {
        calls.add(1)
        disposable.value?.dispose()
      }
    }
    disposable.value?.dispose()
    XCTAssertEqual(calls.value, 1)
    disposable.withLock { $0 = nil }
  }
}
