import ErrorFlow
import ErrorFlowTesting
import Foundation
import XCTest

extension ErrorContext {
  fileprivate static let tokenUnavailable: ErrorContext = "tokenUnavailable"
}

/// Post 003's DomainError: the use case chose the context, and says so by adopting the protocol.
private struct DomainError: LocalizedError, ContextualError {
  let error: Error
  let context: ErrorContext
  var errorDescription: String? { "로그인 정보가 만료되었습니다." }
}

private enum DataError: Error {
  case tokenMissing
}

/// Which context wins: `perform`'s, unless the error is a ContextualError.
final class ContextualErrorTests: ErrorFlowTestCase {
  @MainActor
  func testAContextualErrorKeepsTheContextItsUseCaseChoseInsidePerform() async {
    let tracker = ErrorTracker()
    let errors = ErrorRecorder(tracker.errors)

    await tracker.perform(context: .action) { () async throws(DomainError) in
      throw DomainError(error: DataError.tokenMissing, context: .tokenUnavailable)
    }.value

    XCTAssertEqual(errors.contexts, [.tokenUnavailable])
  }

  @MainActor
  func testAnyOtherErrorTakesPerformsContextAnAppErrorToo() async {
    let tracker = ErrorTracker()
    let errors = ErrorRecorder(tracker.errors)

    await tracker.perform(context: .action) { throw DataError.tokenMissing }.value
    await tracker.perform(context: .action) {
      throw AppError(DataError.tokenMissing, context: .tokenUnavailable)
    }.value

    XCTAssertEqual(errors.contexts, [.action, .action])
  }

  func testEveryOtherWayInKeepsItToo() {
    let bus = ErrorBus()
    let shown = ErrorRecorder(bus: bus)
    let error = DomainError(error: DataError.tokenMissing, context: .tokenUnavailable)

    bus.publish(error, context: .action)
    XCTAssertEqual(AppError(error, context: .pageLoad).context, .tokenUnavailable)
    XCTAssertEqual(shown.contexts, [.tokenUnavailable])
  }
}
