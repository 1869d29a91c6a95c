import ErrorFlow
import ErrorFlowTesting
import Foundation
import XCTest

/// One case always a sign-out, the others in the caller's context: the user's report (a
/// `ContextualError`'s context cannot be `nil`).
private enum ProfileError: LocalizedError, ContextOverridingError {
  case tokenMissing
  case decoding
  var errorDescription: String? { "프로필을 불러오지 못했습니다." }
  var contextOverride: ErrorContext? {
    switch self {
    case .tokenMissing: "tokenUnavailable"
    case .decoding: nil
    }
  }
}

final class ContextOverridingErrorTests: ErrorFlowTestCase {
  // The same type, two cases, through every way in: the override wins, `nil` keeps the
  // caller's context. The second publish of each type goes through the route cache.
  func testAnOverrideWinsAndNilKeepsTheCallersContext() {
    let bus = ErrorBus(scheduler: nil)
    let shown = ErrorRecorder(bus: bus)
    for _ in 0..<2 {
      bus.publish(ProfileError.tokenMissing, context: .pageLoad)
      bus.publish(ProfileError.decoding, context: .pageLoad)
    }
    XCTAssertEqual(shown.contexts, ["tokenUnavailable", .pageLoad, "tokenUnavailable", .pageLoad])
    XCTAssertEqual(AppError(ProfileError.decoding, context: .action).context, .action)
    XCTAssertEqual(
      AppError(ProfileError.tokenMissing, context: .action).context, "tokenUnavailable")
    shown.dispose()
  }

  @MainActor
  func testInsidePerform() async {
    let tracker = ErrorTracker()
    let errors = ErrorRecorder(tracker.errors)
    await tracker.perform(context: .action) { () async throws(ProfileError) in
      throw .tokenMissing
    }.value
    await tracker.perform(context: .action) { () async throws(ProfileError) in
      throw .decoding
    }.value
    XCTAssertEqual(errors.contexts, ["tokenUnavailable", .action])
  }
}
