import ErrorFlow
import XCTest

private struct LeveledError: AppErrorProtocol {
  let level: ErrorLevel
  var errorDescription: String? { "message" }
  var alertTitle: String { "title" }
}

final class PresentationPolicyTests: ErrorFlowTestCase {
  private let policy = PresentationPolicy.standard()

  private func presentation(_ level: ErrorLevel, _ context: ErrorContext) -> Presentation {
    policy.presentation(for: AppError(LeveledError(level: level), context: context))
  }

  func testEveryLevelInEveryContext() {
    let alert = Presentation.alert(title: "title", message: "message")
    let page = Presentation.errorPage(title: "title", message: "message")
    let toast = Presentation.toast(message: "message")
    let signOut = Presentation.signOut(message: "message")
    let expected: [ErrorLevel: [ErrorContext: Presentation]] = [
      .critical: [.pageLoad: page, .action: alert, .authentication: alert],
      .sessionExpired: [.pageLoad: signOut, .action: signOut, .authentication: signOut],
      .notifyUser: [.pageLoad: page, .action: alert, .authentication: alert],
      .retryable: [.pageLoad: page, .action: toast, .authentication: alert],
      .logOnly: [.pageLoad: .silent, .action: .silent, .authentication: .silent],
    ]
    for level in ErrorLevel.allCases {
      for context in ErrorContext.allCases {
        XCTAssertEqual(
          presentation(level, context), expected[level]?[context], "\(level) in \(context)")
      }
    }
  }

  func testAnErrorWithoutAUserMessageIsSilent() {
    let error = AppError(kind: .domain(RecordingServiceError.cancelled), context: .action)
    XCTAssertEqual(policy.presentation(for: error), .silent)
  }

  func testUnknownErrorsUseTheFallbackMessage() {
    let korean = PresentationPolicy.standard(
      defaultTitle: "오류", unknownMessage: "알 수 없는 오류가 발생했습니다.")
    let error = AppError.unknown(TestFailure(), context: .action)
    XCTAssertEqual(
      korean.presentation(for: error), .alert(title: "오류", message: "알 수 없는 오류가 발생했습니다."))
  }

  func testCancelledIsSilentWhateverTheLevel() {
    let error = AppError(kind: .cancelled, context: .action, level: .critical)
    XCTAssertEqual(policy.presentation(for: error), .silent)
  }

  func testAnAppCanReplaceThePolicy() {
    let toastsOnly = PresentationPolicy { level, _, error in
      level == .logOnly ? .silent : .toast(message: error.userMessage ?? "?")
    }
    let error = AppError(LeveledError(level: .critical), context: .pageLoad)
    XCTAssertEqual(toastsOnly.presentation(for: error), .toast(message: "message"))
  }
}

struct TestFailure: Error {}
