// Post 002 ("Mobile CleanArchitecture Error Handling (Domain Error)": domain errors in the
// ubiquitous language, per-use-case error groups, a repository returning `Observable.error`)
// ported to ErrorFlow. Changes from the post's code, one per line:
// 1. `import RxSwift` → `import ErrorFlow` (the post shows no imports).
// 2. `LoginRepository.login`: the missing `)` of `.error(LoginError.idError(...)` added.
// 3. `LoginUseCase.excute`'s body (`//` in the post) is written: it calls the repository.
// 4. `FlowControlRepository.control()`'s body (`//` in the post) is `.just(())`.
// 5. The types the post names but does not show are written out: `LoginUseCaseProtocol`,
//    `LoginRepositoryProtocol`, `LoginUseCaseRequest`, `LoginUseCaseResponse`, `LoginData`,
//    `LoginInfo`, `PasswordError` (as `IDError`), and `HasMessage`/`HasDetailMessage`;
//    `HasMessage` refines `LocalizedError` with `errorDescription` = `message`, so a domain
//    error's message is the user message (it adopts nothing of ErrorFlow's).
// 6. `public extension Error { func … }` → `extension Error { public func … }` (swift format's
//    NoAccessLevelOnExtensionDeclaration), and the post's `case idError (IDError)` spacing.
// 7. The post has no view model: a five-line one flat-maps login taps into the use case and
//    routes its `Observable.error` with `trackError(tracker, context: .action)`; one test maps to
//    the group at the end with `.catch { .error($0.toLoginError() ?? $0) }` (see its skip).
// 8. A stub repository returns the post's `IDError` (the post throws it from "the repository").
// 9. `LoginUseCaseProtocol` and `LoginRepositoryProtocol` refine `Sendable`, and `LoginUseCase`
//    and `LoginRepository` are `final`: the view model's `flatMapLatest` closure is `@Sendable`
//    (issue 27), so Swift 6 requires the use case it calls to be safe to share across threads;
//    the stub's `nextError` sits behind a lock for the same reason.
import CoreTestSupport
import ErrorFlow
import ErrorFlowTesting
import XCTest

// MARK: - The post's first design: one error group per use case

// Domain

enum LoginError: Error {
  case idError(message: String, detailMessage: String)
  case pwError(message: String, detailMessage: String)
}

final class LoginUseCase: LoginUseCaseProtocol {
  private let loginRepository: LoginRepositoryProtocol

  init(loginRepository: LoginRepositoryProtocol) {
    self.loginRepository = loginRepository
  }

  func excute(request: LoginUseCaseRequest) -> Observable<LoginUseCaseResponse> {
    loginRepository.login(loginData: LoginData(id: request.id, password: request.password))
      .map { LoginUseCaseResponse(name: $0.name) }
  }
}

// Data

final class LoginRepository: LoginRepositoryProtocol {
  func login(loginData: LoginData) -> Observable<LoginInfo> {
    return .error(LoginError.idError(message: "", detailMessage: ""))
  }
}

class FlowControlRepository {
  func control() -> Observable<Void> {
    .just(())
  }
}

// MARK: - The post's final design: domain errors themselves, grouped per use case at the end

public struct IDError: Error,
  HasMessage,
  HasDetailMessage
{

  public var message: String

  public var detailMessage: String
}

public enum LoginErrorCase: Error {
  case idError(IDError)
  case passwordError(PasswordError)
}

extension Error {
  public func toLoginError() -> LoginErrorCase? {
    if let error = self as? IDError {
      return .idError(error)
    }
    if let error = self as? PasswordError {
      return .passwordError(error)
    }
    return nil
  }
}

// MARK: - What the post names without showing (change 5)

protocol LoginUseCaseProtocol: Sendable {
  func excute(request: LoginUseCaseRequest) -> Observable<LoginUseCaseResponse>
}

protocol LoginRepositoryProtocol: Sendable {
  func login(loginData: LoginData) -> Observable<LoginInfo>
}

struct LoginUseCaseRequest {
  let id: String
  let password: String
}

struct LoginUseCaseResponse: Equatable {
  let name: String
}

struct LoginData {
  let id: String
  let password: String
}

struct LoginInfo {
  let name: String
}

/// The message the user reads, in the ubiquitous language.
protocol HasMessage: LocalizedError {
  var message: String { get }
}

extension HasMessage {
  public var errorDescription: String? { message }
}

/// The detail for developers.
protocol HasDetailMessage {
  var detailMessage: String { get }
}

public struct PasswordError: Error, HasMessage, HasDetailMessage {
  public var message: String
  public var detailMessage: String
}

// MARK: - The view model (change 7) and a stub repository (change 8)

private final class LoginViewModel {
  let tracker = ErrorTracker()
  let loginTaps = PublishRelay<LoginUseCaseRequest>()
  let loggedIn: Observable<LoginUseCaseResponse>

  init(useCase: LoginUseCaseProtocol) {
    loggedIn = loginTaps.flatMapLatest { [tracker] request in
      useCase.excute(request: request).trackError(tracker, context: .action)
    }
  }
}

private final class StubLoginRepository: LoginRepositoryProtocol {
  private let next = Locked<Error?>(nil)

  var nextError: Error? {
    get { next.value }
    set { next.withLock { $0 = newValue } }
  }

  func login(loginData: LoginData) -> Observable<LoginInfo> {
    if let nextError { return .error(nextError) }
    return .just(LoginInfo(name: loginData.id))
  }
}

// MARK: - Tests

final class Post002Tests: ErrorFlowTestCase {
  private let request = LoginUseCaseRequest(id: "tori", password: "1234")

  func testARepositorysObservableErrorIsTrackedAndTheTapsLiveOn() {
    let viewModel = LoginViewModel(
      useCase: LoginUseCase(loginRepository: LoginRepository()))
    let errors = ErrorRecorder(viewModel.tracker.errors)
    let loggedIn = TestScheduler(initialClock: 0).createObserver(LoginUseCaseResponse.self)
    let subscription = viewModel.loggedIn.subscribe(loggedIn)

    viewModel.loginTaps.accept(request)
    viewModel.loginTaps.accept(request)

    XCTAssertEqual(errors.count, 2, "every tap fails and is tracked")
    XCTAssertEqual(loggedIn.events.count, 0, "the tap stream neither failed nor completed")
    XCTAssertEqual(errors.contexts, [.action, .action])
    // `LoginError` is a plain Error: not mapped, so unknown, the original kept for the logs,
    // and the policy's default message shown.
    guard case .unknown(let original)? = errors.errors.first?.kind,
      case .idError? = original as? LoginError
    else { return XCTFail("\(errors.errors)") }
    XCTAssertEqual(
      PresentationPolicy.standard(defaultTitle: "오류", unknownMessage: "다시 시도해 주세요.").presentation(
        for: errors.errors[0]),
      .toast(message: "다시 시도해 주세요."))
    subscription.dispose()
    errors.dispose()
  }

  func testADomainErrorInTheUbiquitousLanguageIsWhatTheUserReads() {
    let repository = StubLoginRepository()
    let viewModel = LoginViewModel(useCase: LoginUseCase(loginRepository: repository))
    let errors = ErrorRecorder(viewModel.tracker.errors)
    let loggedIn = TestScheduler(initialClock: 0).createObserver(LoginUseCaseResponse.self)
    let subscription = viewModel.loggedIn.subscribe(loggedIn)

    repository.nextError = IDError(message: "아이디를 확인해 주세요.", detailMessage: "404 /users/tori")
    viewModel.loginTaps.accept(request)
    repository.nextError = PasswordError(message: "비밀번호가 틀렸습니다.", detailMessage: "401")
    viewModel.loginTaps.accept(request)
    repository.nextError = nil
    viewModel.loginTaps.accept(request)

    XCTAssertEqual(errors.userMessages, ["아이디를 확인해 주세요.", "비밀번호가 틀렸습니다."])
    XCTAssertEqual(
      PresentationPolicy.standard().presentation(for: errors.errors[0]),
      .toast(message: "아이디를 확인해 주세요."))
    XCTAssertEqual(
      loggedIn.events.map(\.value.element), [LoginUseCaseResponse(name: "tori")],
      "after two failures the third tap still logs in")
    subscription.dispose()
    errors.dispose()
  }

  func testAUseCaseThatMapsToItsGroupAtTheEndStillShowsTheDomainMessage() {
    // "UseCase 마다 발생할 수 있는 에러 그룹을 명세하여 마지막에 해당 형태로 매핑": the use case
    // hands the presenter `LoginErrorCase.idError(IDError)`.
    let repository = StubLoginRepository()
    repository.nextError = IDError(message: "아이디를 확인해 주세요.", detailMessage: "404")
    let tracker = ErrorTracker()
    let errors = ErrorRecorder(tracker.errors)
    defer { errors.dispose() }
    let subscription = LoginUseCase(loginRepository: repository).excute(request: request)
      .catch { error in .error(error.toLoginError() ?? error) }
      .trackError(tracker, context: .action)
      .subscribe()
    subscription.dispose()

    XCTAssertEqual(errors.count, 1)
    // The group case adopts nothing; ErrorFlow reads through it to the IDError it wraps.
    XCTAssertEqual(errors.errors.first?.isUnknown, false)
    XCTAssertEqual(errors.userMessages, ["아이디를 확인해 주세요."])
  }

  func testThePerUseCaseGroupIsReachableFromTheAppError() {
    let idError = IDError(message: "아이디를 확인해 주세요.", detailMessage: "404")
    guard case .idError(let grouped)? = idError.toLoginError() else { return XCTFail("idError") }
    XCTAssertEqual(grouped.detailMessage, "404")
    guard case .passwordError? = PasswordError(message: "", detailMessage: "").toLoginError()
    else { return XCTFail("passwordError") }
    XCTAssertNil(LoginError.idError(message: "", detailMessage: "").toLoginError())

    // In the presenter: the domain error ErrorFlow wrapped keeps the original.
    let appError = AppError(idError, context: .action)
    guard case .idError? = appError.domainError?.underlyingError?.toLoginError() else {
      return XCTFail("\(appError)")
    }
  }
}
