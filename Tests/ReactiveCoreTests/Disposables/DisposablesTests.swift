import CoreTestSupport
import FaultKit
import ReactiveCore
import XCTest

/// A disposable that counts how often it was disposed and logs its name in order.
final class CountingDisposable: Disposable, @unchecked Sendable {
  let name: String
  private let counter = FoundationBox(0)
  private let log: FoundationBox<[String]>?

  init(_ name: String = "", log: FoundationBox<[String]>? = nil) {
    self.name = name
    self.log = log
  }

  /// How many times `dispose()` was called.
  var disposeCount: Int { counter.value }

  func dispose() {
    counter.increment()
    log?.append(name)
  }
}

final class DisposablesTests: CoreTestCase {
  func testNopDisposableDoesNothingAndCanBeDisposedRepeatedly() {
    let disposable = Disposables.create()
    disposable.dispose()
    disposable.dispose()
  }

  func testCreateWithRunsTheActionOnceOnDispose() {
    let calls = Locked(0)
    let disposable = Disposables.create { calls.add(1) }
    XCTAssertFalse(disposable.isDisposed)
    XCTAssertEqual(calls.value, 0)
    disposable.dispose()
    XCTAssertTrue(disposable.isDisposed)
    XCTAssertEqual(calls.value, 1)
    disposable.dispose()
    XCTAssertEqual(calls.value, 1)
  }

  func testCreateWithTwoDisposesBothInOrder() {
    let log = FoundationBox<[String]>([])
    let first = CountingDisposable("a", log: log)
    let second = CountingDisposable("b", log: log)
    let disposable = Disposables.create(first, second)
    XCTAssertFalse(disposable.isDisposed)
    disposable.dispose()
    disposable.dispose()
    XCTAssertTrue(disposable.isDisposed)
    XCTAssertEqual(log.value, ["a", "b"])
    XCTAssertEqual([first.disposeCount, second.disposeCount], [1, 1])
  }

  func testCreateWithThreeDisposesAllInOrder() {
    let log = FoundationBox<[String]>([])
    let parts = ["a", "b", "c"].map { CountingDisposable($0, log: log) }
    let disposable = Disposables.create(parts[0], parts[1], parts[2])
    XCTAssertFalse(disposable.isDisposed)
    disposable.dispose()
    disposable.dispose()
    XCTAssertTrue(disposable.isDisposed)
    XCTAssertEqual(log.value, ["a", "b", "c"])
    XCTAssertEqual(parts.map(\.disposeCount), [1, 1, 1])
  }

  func testCreateWithManyDisposesAllInOrder() {
    let log = FoundationBox<[String]>([])
    let parts = ["a", "b", "c", "d", "e"].map { CountingDisposable($0, log: log) }
    let disposable = Disposables.create(parts[0], parts[1], parts[2], parts[3], parts[4])
    disposable.dispose()
    disposable.dispose()
    XCTAssertTrue(disposable.isDisposed)
    XCTAssertEqual(log.value, ["a", "b", "c", "d", "e"])
    XCTAssertEqual(parts.map(\.disposeCount), [1, 1, 1, 1, 1])
  }

  func testCreateWithAnArrayDisposesAllInOrder() {
    for size in 0..<6 {
      let log = FoundationBox<[String]>([])
      let parts = (0..<size).map { CountingDisposable("\($0)", log: log) }
      let disposable = Disposables.create(parts)
      XCTAssertFalse(disposable.isDisposed, "size \(size)")
      disposable.dispose()
      disposable.dispose()
      XCTAssertTrue(disposable.isDisposed, "size \(size)")
      XCTAssertEqual(log.value, (0..<size).map { "\($0)" }, "size \(size)")
      XCTAssertEqual(parts.map(\.disposeCount), Array(repeating: 1, count: size), "size \(size)")
    }
  }
}
