import CoreTestSupport
import Dispatch
import FaultKit
import ReactiveCore
import XCTest

private final class Counter: @unchecked Sendable {
  let lock = Lock()
  var value = 0
}

final class LockConcurrencyTests: CoreTestCase {
  func testWithLockMakesIncrementsMutuallyExclusive() {
    let counter = Counter()
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<12_500 {
        counter.lock.withLock {
          counter.value += 1
        }
      }
    }
    XCTAssertEqual(counter.lock.withLock { counter.value }, 100_000)
  }

  func testWithLockNeverHasTwoThreadsInside() {
    let lock = Lock()
    let inside = FoundationBox(0)
    let overlaps = FoundationBox(0)
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      for _ in 0..<2_000 {
        lock.withLock {
          if inside.increment() != 1 { overlaps.increment() }
          inside.update { $0 -= 1 }
        }
      }
    }
    XCTAssertEqual(overlaps.value, 0)
    XCTAssertEqual(inside.value, 0)
  }

  func testLockAndUnlockMakeIncrementsMutuallyExclusive() {
    let counter = Counter()
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      for _ in 0..<25_000 {
        counter.lock.lock()
        counter.value += 1
        counter.lock.unlock()
      }
    }
    XCTAssertEqual(counter.lock.withLock { counter.value }, 100_000)
  }

  func testWithLockReturnsTheBodysValueAndRethrows() {
    let lock = Lock()
    XCTAssertEqual(lock.withLock { 42 }, 42)
    XCTAssertThrowsError(try lock.withLock { throw testError }) { error in
      XCTAssertEqual(error as? TestError, testError)
    }
    // The lock was released by the throw: taking it again does not deadlock.
    XCTAssertEqual(lock.withLock { 1 }, 1)
  }
}
