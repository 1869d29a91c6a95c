import ErrorFlowTesting
import Foundation
import ReactiveCore
import XCTest

/// Blocking operators waiting on sequences that deliver from other threads.
final class BlockingObservableConcurrencyTests: TestingTestCase {
  private static func background(_ elements: [Int]) -> Observable<Int> {
    Observable.create { observer in
      DispatchQueue.global().async {
        for element in elements { observer.onNext(element) }
        observer.onCompleted()
      }
      return Disposables.create()
    }
  }

  func testWaitsForElementsFromAnotherThread() throws {
    XCTAssertEqual(
      try Self.background(Array(0..<100)).toBlocking(timeout: 5).toArray(), Array(0..<100))
    XCTAssertEqual(try Self.background([3, 4]).toBlocking(timeout: 5).first(), 3)
    XCTAssertEqual(try Self.background([3, 4]).toBlocking(timeout: 5).last(), 4)
  }

  func testManyBlockingCallsInParallel() {
    let results = LockedResults()
    DispatchQueue.concurrentPerform(iterations: 16) { index in
      let result = try? Self.background([index, index + 1]).toBlocking(timeout: 5).toArray()
      results.set(result, at: index)
    }
    for index in 0..<16 {
      XCTAssertEqual(results.get(index), [index, index + 1])
    }
  }

  func testLateEventsAfterTimeoutAreIgnored() {
    let release = DispatchSemaphore(value: 0)
    let done = DispatchGroup()
    done.enter()
    let late = Observable<Int>.create { observer in
      DispatchQueue.global().async {
        release.wait()
        observer.onNext(1)
        observer.onCompleted()
        done.leave()
      }
      return Disposables.create()
    }
    let result = late.toBlocking(timeout: 0.05).materialize()
    release.signal()
    done.wait()
    guard case .failed(let elements, let error) = result else { return XCTFail("expected failed") }
    XCTAssertEqual(elements, [])
    XCTAssertEqual(error as? RxError, .timeout)
  }
}

/// Results written from several threads.
private final class LockedResults: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Int: [Int]] = [:]

  func set(_ value: [Int]?, at index: Int) {
    lock.withLock { values[index] = value }
  }

  func get(_ index: Int) -> [Int]? {
    lock.withLock { values[index] }
  }
}
