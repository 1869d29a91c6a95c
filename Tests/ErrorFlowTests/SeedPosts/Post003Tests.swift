// Post 003 ("프론트엔드의 에러핸들링": ErrorContext action / pageLoad / tokenUnavailable →
// PresentationError toast / error page / unauthorized, a default message when there is none)
// ported to ErrorFlow. Changes from the post's code, one per line:
// 1. The post's `enum ErrorContext { case action; case pageLoad; case tokenUnavailable }` →
//    ErrorFlow's open `ErrorContext` (`action`, `pageLoad` built in) plus
//    `extension ErrorContext { static let tokenUnavailable: ErrorContext = "tokenUnavailable" }`.
// 2. `switch context` gets `default: return .showErrorPage` (ErrorContext is open now).
// 3. `case .action` gets its missing `:`.
// 4. `struct DomainError: Error` → `: LocalizedError` with `errorDescription` = `message`, so
//    ErrorFlow shows the message the use case gave (nil: the policy's default message).
// 5. Every declaration is `private` (file scope in a shared test module).
// 6. The post's rules table is ErrorFlow's policy:
//    `.standard(defaultTitle:unknownMessage:).presenting(.tokenUnavailable) { .signOut(…) }`;
//    use cases (not shown in the post) wrap a data error with their context, and the view
//    model publishes it with one line, `bus.publish(error, context: error.context)` (for a token
//    failure also `level: .sessionExpired`, so the bus signs out once: see the skipped test).
import ErrorFlow
import ErrorFlowTesting
import Foundation
import XCTest

// MARK: - Presentation Error (the post's text)

private enum PresentationError: LocalizedError {
  case showErrorPage
  case showToastMessage(message: String)
  case unauthorized  // 인증 실패

}

// MARK: - Domain Error (the post's text, changes 1-4)

/// DomainError -> 맥락 + Error
private struct DomainError: LocalizedError {
  let error: Error
  let context: ErrorContext
  let message: String?

  init(error: Error, context: ErrorContext, message: String? = nil) {
    self.error = error
    self.context = context
    self.message = message
  }

  var errorDescription: String? { message }
}

/// Error 발생 상황 맥락
extension ErrorContext {
  fileprivate static let tokenUnavailable: ErrorContext = "tokenUnavailable"
}

extension DomainError {
  func toPresentationError() -> PresentationError {
    let message = self.message
    switch context {
    case .action:
      if let message {
        return .showToastMessage(message: message)
      } else {
        return .showToastMessage(message: "오류가 발생했습니다. 다시 시도해주세요.")
      }
    case .pageLoad:
      return .showErrorPage
    case .tokenUnavailable:
      return .unauthorized
    default:
      return .showErrorPage
    }
  }
}

// MARK: - The app around it (change 6)

private enum DataError: Error {
  case decoding
  case server(status: Int)
  case tokenMissing
}

/// The post's rules: page load → error page, action → toast, token → sign-out notice.
private let policy = PresentationPolicy.standard(
  defaultTitle: "오류", unknownMessage: "오류가 발생했습니다. 다시 시도해주세요."
)
.presenting(.tokenUnavailable) { error in
  .signOut(message: error.userMessage ?? "로그인 정보가 만료되었습니다. 다시 로그인해주세요.")
}

/// Use cases give the context: what the user was doing is business logic.
private struct FeedUseCases {
  let failure: DataError

  func loadFeed() throws(DomainError) {
    throw DomainError(error: failure, context: .pageLoad)
  }

  func like() throws(DomainError) {
    throw DomainError(error: failure, context: .action, message: "좋아요를 누르지 못했습니다.")
  }

  func share() throws(DomainError) {
    throw DomainError(error: failure, context: .action)
  }

  func loadProfile() throws(DomainError) {
    throw DomainError(error: DataError.tokenMissing, context: .tokenUnavailable)
  }
}

// MARK: - Tests

final class Post003Tests: ErrorFlowTestCase {
  private func publish(_ work: () throws(DomainError) -> Void, to bus: ErrorBus) {
    do {
      try work()
    } catch {
      bus.publish(error, context: error.context)
    }
  }

  func testEachContextGetsThePresentationOfThePostsTable() {
    let bus = ErrorBus(policy: policy)
    let shown = ErrorRecorder(bus: bus)
    let useCases = FeedUseCases(failure: .server(status: 500))

    publish(useCases.loadFeed, to: bus)
    publish(useCases.like, to: bus)
    publish(useCases.share, to: bus)
    publish(useCases.loadProfile, to: bus)

    XCTAssertEqual(
      shown.presentations,
      [
        .errorPage(title: "오류", message: "오류가 발생했습니다. 다시 시도해주세요."),
        .toast(message: "좋아요를 누르지 못했습니다."),
        .toast(message: "오류가 발생했습니다. 다시 시도해주세요."),
        .signOut(message: "로그인 정보가 만료되었습니다. 다시 로그인해주세요."),
      ])
    XCTAssertEqual(shown.contexts, [.pageLoad, .action, .action, .tokenUnavailable])
    shown.dispose()
  }

  func testErrorFlowAgreesWithThePostsToPresentationError() {
    let cases = [
      DomainError(error: DataError.decoding, context: .pageLoad),
      DomainError(error: DataError.decoding, context: .action, message: "저장하지 못했습니다."),
      DomainError(error: DataError.decoding, context: .action),
      DomainError(error: DataError.tokenMissing, context: .tokenUnavailable),
    ]
    for domainError in cases {
      let shown = policy.presentation(for: AppError(domainError, context: domainError.context))
      XCTAssertEqual(
        PresentationError(shown)?.summary, domainError.toPresentationError().summary,
        "\(domainError.context)")
    }
  }

  func testTokenUnavailableAsSessionExpiredSignsOutOnce() {
    // Working today: the view model gives a token failure the level `sessionExpired`; the bus
    // then calls its sign-out handler once and shows one sign-out notice.
    let signOuts = SignOutCounter()
    let bus = ErrorBus(policy: policy) { _ in signOuts.increment() }
    let shown = ErrorRecorder(bus: bus)
    for _ in 0..<2 {
      do {
        try FeedUseCases(failure: .decoding).loadProfile()
      } catch {
        bus.publish(AppError(error, context: error.context, level: .sessionExpired))
      }
    }

    XCTAssertEqual(signOuts.count, 1)
    XCTAssertEqual(
      shown.presentations, [.signOut(message: "로그인 정보가 만료되었습니다. 다시 로그인해주세요.")])
    shown.dispose()
  }

  func testAContextThePolicyMapsToSignOutSignsOutOnce() {
    // The post's rule with the context alone: "토큰 에러 → 로그아웃 안내 알럿 후 로그아웃".
    let signOuts = SignOutCounter()
    let bus = ErrorBus(policy: policy) { _ in signOuts.increment() }
    let shown = ErrorRecorder(bus: bus)
    defer { shown.dispose() }
    publish(FeedUseCases(failure: .decoding).loadProfile, to: bus)
    publish(FeedUseCases(failure: .decoding).loadProfile, to: bus)
    XCTAssertEqual(signOuts.count, 1)
    XCTAssertEqual(
      shown.presentations, [.signOut(message: "로그인 정보가 만료되었습니다. 다시 로그인해주세요.")])
  }

  func testTheDataErrorAndTheContextReachTheLogs() {
    let memory = InMemoryLogSink()
    let bus = ErrorBus(policy: policy, logger: ErrorLogger(sinks: [memory]))
    publish(FeedUseCases(failure: .decoding).loadFeed, to: bus)

    XCTAssertEqual(memory.records.map(\.context), [.pageLoad])
    XCTAssertTrue(
      memory.records.first?.debugMessage.contains("decoding") == true,
      memory.records.first?.debugMessage ?? "no record")
  }
}

extension PresentationError {
  /// The post's presentation for ErrorFlow's, to compare the two.
  fileprivate init?(_ presentation: Presentation) {
    switch presentation {
    case .toast(let message): self = .showToastMessage(message: message)
    case .errorPage: self = .showErrorPage
    case .signOut: self = .unauthorized
    case .alert, .silent: return nil
    }
  }

  fileprivate var summary: String {
    switch self {
    case .showErrorPage: "errorPage"
    case .showToastMessage(let message): "toast: \(message)"
    case .unauthorized: "unauthorized"
    }
  }
}

/// Counts sign-outs from any thread.
private final class SignOutCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  var count: Int { lock.withLock { value } }
  func increment() { lock.withLock { value += 1 } }
}
