import ErrorFlow
import XCTest

private struct LeveledError: AppErrorProtocol {
  let level: ErrorLevel
  var errorDescription: String? { "message" }
  var alertTitle: String { "title" }
}

private struct UntitledError: AppErrorProtocol {
  var errorDescription: String? { "이름이 너무 깁니다." }
  var level: ErrorLevel { .notifyUser }
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
      .critical: [.pageLoad: alert, .action: alert, .authentication: alert],
      .sessionExpired: [.pageLoad: signOut, .action: signOut, .authentication: signOut],
      .notifyUser: [.pageLoad: page, .action: toast, .authentication: alert],
      .retryable: [.pageLoad: page, .action: alert, .authentication: alert],
      .logOnly: [.pageLoad: .silent, .action: .silent, .authentication: .silent],
    ]
    for level in ErrorLevel.allCases {
      for context in ErrorContext.builtIn {
        XCTAssertEqual(
          presentation(level, context), expected[level]?[context], "\(level) in \(context)")
      }
    }
  }

  func testADomainErrorThatForgotItsMessageShowsTheDefaultMessage() {
    let error = AppError(kind: .domain(RecordingServiceError.cancelled), context: .action)
    XCTAssertEqual(
      policy.presentation(for: error), .toast(message: "Something went wrong. Please try again."))
  }

  func testTheDefaultTitleAppliesToEveryErrorWithoutATitleOfItsOwn() {
    let korean = PresentationPolicy.standard(
      defaultTitle: "오류", unknownMessage: "오류가 발생했습니다. 다시 시도해주세요.")
    let untitled = AppError(UntitledError(), context: .pageLoad)
    let titled = AppError(LeveledError(level: .critical), context: .pageLoad)
    XCTAssertEqual(
      korean.presentation(for: untitled), .errorPage(title: "오류", message: "이름이 너무 깁니다."))
    XCTAssertEqual(korean.presentation(for: titled), .alert(title: "title", message: "message"))
  }

  func testAnAppContextIsMappedWithoutForking() {
    let tokenUnavailable: ErrorContext = "tokenUnavailable"
    let policy = PresentationPolicy.standard()
      .presenting(tokenUnavailable) { error in .signOut(message: error.userMessage ?? "") }
    let error = AppError(LeveledError(level: .notifyUser), context: tokenUnavailable)
    XCTAssertEqual(policy.presentation(for: error), .signOut(message: "message"))
    XCTAssertEqual(
      policy.presentation(for: AppError(kind: .cancelled, context: tokenUnavailable)), .silent)
    XCTAssertEqual(
      policy.presentation(for: AppError(LeveledError(level: .notifyUser), context: .action)),
      .toast(message: "message"))
  }

  func testAnUnmappedAppContextFollowsTheActionRowForNotifyUser() {
    let error = AppError(LeveledError(level: .notifyUser), context: "checkout")
    XCTAssertEqual(policy.presentation(for: error), .toast(message: "message"))
  }

  func testUnknownErrorsUseTheFallbackMessage() {
    let korean = PresentationPolicy.standard(
      defaultTitle: "오류", unknownMessage: "알 수 없는 오류가 발생했습니다.")
    let error = AppError.unknown(TestFailure(), context: .action)
    XCTAssertEqual(
      korean.presentation(for: error), .toast(message: "알 수 없는 오류가 발생했습니다."))
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
