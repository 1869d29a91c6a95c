import Foundation
import XCTest

/// Runs `body` on a thread of its own and fails the test if it has not returned within
/// `seconds`: a deadlock fails in seconds instead of hanging CI. Returns whether it returned;
/// if not, the test must return at once without touching what `body` used (the stuck thread
/// is left behind, holding whatever lock it took).
///
/// ```swift
/// guard assertReturns({ bus.publish(error) }) else { return }
/// ```
@discardableResult
public func assertReturns(
  within seconds: Double = 5, file: StaticString = #filePath, line: UInt = #line,
  _ body: @escaping @Sendable () -> Void
) -> Bool {
  let done = DispatchSemaphore(value: 0)
  Thread.detachNewThread {
    body()
    done.signal()
  }
  guard done.wait(timeout: .now() + seconds) == .success else {
    XCTFail("did not return within \(seconds) s: a deadlock", file: file, line: line)
    return false
  }
  return true
}
