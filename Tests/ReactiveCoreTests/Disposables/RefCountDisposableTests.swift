import CoreTestSupport
import ReactiveCore
import XCTest

/// Pinned to RxSwift 6's RefCountDisposable tests (DisposableTest.testRefCountDisposable_*).
final class RefCountDisposableTests: CoreTestCase {
  func testDisposesAtOnceWhenNothingIsRetained() {
    let inner = BooleanDisposable()
    let refCount = RefCountDisposable(disposable: inner)
    XCTAssertFalse(refCount.isDisposed)
    refCount.dispose()
    XCTAssertTrue(inner.isDisposed)
    XCTAssertTrue(refCount.isDisposed)
  }

  func testWaitsForEveryRetainedReference() {
    let inner = BooleanDisposable()
    let refCount = RefCountDisposable(disposable: inner)
    let first = refCount.retain()
    let second = refCount.retain()
    first.dispose()
    XCTAssertFalse(inner.isDisposed)
    refCount.dispose()
    XCTAssertFalse(inner.isDisposed)
    first.dispose()  // a second dispose of the same reference counts once
    XCTAssertFalse(inner.isDisposed)
    second.dispose()
    XCTAssertTrue(inner.isDisposed)
    XCTAssertTrue(refCount.isDisposed)
  }

  func testRetainAfterTheUnderlyingWasDisposedDoesNothing() {
    let inner = BooleanDisposable()
    let refCount = RefCountDisposable(disposable: inner)
    refCount.dispose()
    refCount.dispose()
    let late = refCount.retain()
    late.dispose()
    XCTAssertTrue(inner.isDisposed)
  }
}
