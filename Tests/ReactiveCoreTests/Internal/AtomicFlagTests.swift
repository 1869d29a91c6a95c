import CoreTestSupport
import Dispatch
import FaultKit
import ReactiveCore
import XCTest

final class AtomicFlagTests: CoreTestCase {
  func testStartsClearAndSetReturnsTrueOnlyTheFirstTime() {
    let flag = AtomicFlag()
    XCTAssertFalse(flag.isSet)
    XCTAssertTrue(flag.set())
    XCTAssertTrue(flag.isSet)
    XCTAssertFalse(flag.set())
    XCTAssertFalse(flag.set())
    XCTAssertTrue(flag.isSet)
  }
}

final class AtomicFlagConcurrencyTests: CoreTestCase {
  func testSetReturnsTrueExactlyOnceAcrossThreads() {
    for _ in 0..<200 {
      let flag = AtomicFlag()
      let winners = FoundationBox(0)
      DispatchQueue.concurrentPerform(iterations: 8) { _ in
        if flag.set() { winners.increment() }
      }
      XCTAssertEqual(winners.value, 1)
      XCTAssertTrue(flag.isSet)
    }
  }
}
