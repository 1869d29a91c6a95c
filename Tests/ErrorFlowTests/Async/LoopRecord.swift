import Foundation
import XCTest

/// What a `for await` loop running in a task saw, recorded from any thread, and
/// expectations that bound every wait of a test on it: `arrived` is fulfilled when `count`
/// entries were recorded, `ended` when the loop is over.
final class LoopRecord: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [String] = []
  private let count: Int
  let arrived: XCTestExpectation
  let ended: XCTestExpectation

  init(expecting count: Int, in testCase: XCTestCase) {
    self.count = count
    arrived = testCase.expectation(description: "\(count) entries")
    ended = testCase.expectation(description: "the loop ended")
    if count == 0 { arrived.fulfill() }
  }

  var entries: [String] { lock.withLock { stored } }

  /// Records `entry`; fulfills `arrived` at the expected count.
  func append(_ entry: String) {
    let total = lock.withLock {
      stored.append(entry)
      return stored.count
    }
    if total == count { arrived.fulfill() }
  }

  /// Records the end of the loop and fulfills `ended`.
  func end() {
    append("ended")
    ended.fulfill()
  }
}
