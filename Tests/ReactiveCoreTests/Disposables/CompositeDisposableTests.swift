import CoreTestSupport
import FaultKit
import ReactiveCore
import XCTest

final class CompositeDisposableTests: CoreTestCase {
  func testInsertCountsAndDisposeDisposesAllInInsertionOrder() {
    let log = FoundationBox<[String]>([])
    let composite = CompositeDisposable()
    XCTAssertEqual(composite.count, 0)
    let names = ["a", "b", "c", "d"]
    let parts = names.map { CountingDisposable($0, log: log) }
    for part in parts { XCTAssertNotNil(composite.insert(part)) }
    XCTAssertEqual(composite.count, 4)
    XCTAssertFalse(composite.isDisposed)
    composite.dispose()
    XCTAssertTrue(composite.isDisposed)
    XCTAssertEqual(log.value, names)
    XCTAssertEqual(composite.count, 0)
    composite.dispose()
    XCTAssertEqual(parts.map(\.disposeCount), [1, 1, 1, 1])
  }

  func testRemoveForKeyDisposesOnlyThatMember() {
    let composite = CompositeDisposable()
    let first = CountingDisposable()
    let second = CountingDisposable()
    let firstKey = composite.insert(first)
    let secondKey = composite.insert(second)
    XCTAssertNotEqual(firstKey, secondKey)
    guard let firstKey else { return XCTFail("insert returned nil") }
    composite.remove(for: firstKey)
    XCTAssertEqual(first.disposeCount, 1)
    XCTAssertEqual(second.disposeCount, 0)
    XCTAssertEqual(composite.count, 1)
    composite.remove(for: firstKey)
    XCTAssertEqual(first.disposeCount, 1, "removing twice disposes once")
    composite.dispose()
    XCTAssertEqual(first.disposeCount, 1)
    XCTAssertEqual(second.disposeCount, 1)
  }

  func testInsertAfterDisposeReturnsNilAndDisposesAtOnce() {
    let composite = CompositeDisposable()
    composite.dispose()
    let late = CountingDisposable()
    XCTAssertNil(composite.insert(late))
    XCTAssertEqual(late.disposeCount, 1)
    XCTAssertEqual(composite.count, 0)
  }

  func testInitialDisposablesAreDisposedInOrder() {
    let log = FoundationBox<[String]>([])
    let composite = CompositeDisposable(
      CountingDisposable("a", log: log), CountingDisposable("b", log: log))
    XCTAssertEqual(composite.count, 2)
    composite.insert(CountingDisposable("c", log: log))
    let fromArray = CompositeDisposable(disposables: [CountingDisposable("d", log: log)])
    XCTAssertEqual(fromArray.count, 1)
    composite.dispose()
    fromArray.dispose()
    XCTAssertEqual(log.value, ["a", "b", "c", "d"])
  }

  func testDisposeOrderFollowsInsertionAfterRemovals() {
    let log = FoundationBox<[String]>([])
    let composite = CompositeDisposable()
    var keys: [CompositeDisposable.DisposeKey] = []
    for index in 0..<12 {
      if let key = composite.insert(CountingDisposable("\(index)", log: log)) { keys.append(key) }
    }
    composite.remove(for: keys[3])
    composite.remove(for: keys[7])
    XCTAssertEqual(log.value, ["3", "7"])
    composite.dispose()
    XCTAssertEqual(
      log.value, ["3", "7", "0", "1", "2", "4", "5", "6", "8", "9", "10", "11"])
  }

  func testAMemberMayUseTheCompositeWhileItIsBeingDisposed() {
    let composite = CompositeDisposable()
    let late = CountingDisposable()
    let countSeen = Locked<Int?>(nil)
    let insertResult = Locked<CompositeDisposable.DisposeKey?>(nil)
    composite.insert(
      Disposables.create {
        let count = composite.count
        countSeen.withLock { $0 = count }
        let key = composite.insert(late)
        insertResult.withLock { $0 = key }
        composite.dispose()
      })
    composite.dispose()
    XCTAssertEqual(countSeen.value, 0)
    XCTAssertNil(insertResult.value)
    XCTAssertEqual(late.disposeCount, 1)
    XCTAssertTrue(composite.isDisposed)
  }
}
