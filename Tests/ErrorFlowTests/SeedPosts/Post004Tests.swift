// Post 004 ("SNMErrorHandler 만들기": level-based handling, the call site captured where the error
// is made, a logger forwarding to a remote service) ported to ErrorFlow. ErrorFlow's `AppError`
// is the post's final `SNMError` (level + error + call site captured by its initializer) and
// `ErrorBus` its `SNMErrorHandler`. Changes from the post's code, one per line:
// 1. `SNMError(level: .logOnly, error: error)` → `AppError(error, context: .action, level: .logOnly)`
//    (`#fileID`/`#function`/`#line` captured by the initializer, as the post's `#file`/`#function`).
// 2. `Level` → ErrorFlow's `ErrorLevel`; its `notExistSession` is `sessionExpired`, the other four
//    cases keep their names; the post's `error.level.code` is a five-line `ErrorLevel.code`.
// 3. `SNMErrorHandler.handle(_:)` → `ErrorBus.publish(_:)` (it logs with the error's own call site);
//    `sessionErrorHandler` → the bus's `onSignOut`; `catch let error as SNMError` → `as AppError`.
// 4. `fetchErrorHandler.configure { level in switch level … }` → a subscription to `bus.notices`,
//    on the main actor (`observe(on: MainScheduler.instance)`: the body calls the presenter's
//    main-actor method, which Swift 6 accepts only there), switching on `notice.error.level`
//    (the post's body unchanged).
// 5. `SNMLogger` → an `ErrorLogger` with a local `InMemoryLogSink` and a `ClosureLogSink` calling the
//    post's `SNMLogger.firebaseLog` (its text; `FirebaseLogger` is a recording stand-in);
//    `#if !DEBUG` dropped (tests are debug builds); `error.errorDescription ??
//    error.localizedDescription` → `record.userMessage ?? record.debugMessage`.
// 6. The presenter's `Task { }` is returned (`@discardableResult`) so a test awaits it; the
//    interactor, its errors and `didReachEndOfNotificationList()` are written out (not shown).
// 7. Every declaration is `private` (file scope in a shared test module).
import ErrorFlow
import ErrorFlowTesting
import Foundation
import XCTest

// MARK: - Errors the interactor meets (not shown in the post)

private enum SupabaseDBError: LocalizedError {
  case noMoreData
  case timeout
  var errorDescription: String? {
    switch self {
    case .noMoreData: "더 이상 알림이 없습니다."
    case .timeout: "서버 응답이 늦습니다. 다시 시도해주세요."
    }
  }
}

private enum SupabaseSessionError: LocalizedError {
  case sessionNotExist
  var errorDescription: String? { "세션이 만료되었습니다. 다시 로그인해주세요." }
}

// MARK: - Level codes (change 2)

extension ErrorLevel {
  fileprivate var code: Int {
    switch self {
    case .critical: 1
    case .sessionExpired: 2
    case .notifyUser: 3
    case .retryable: 4
    case .logOnly: 5
    }
  }
}

// MARK: - Firebase (stand-in) and SNMLogger (change 5)

private enum FirebaseLoggerLevel: Sendable {
  case error
}

private enum FirebaseLogger {
  struct Entry: Equatable {
    let service: String
    let code: String
    let message: String
  }

  static let sent = InMemoryList<Entry>()

  static func log(level: FirebaseLoggerLevel, service: String, code: String, message: String) {
    sent.append(Entry(service: service, code: code, message: message))
  }
}

private enum SNMLogger {
  static let local = InMemoryLogSink()
  static let logger = ErrorLogger(sinks: [
    local,
    ClosureLogSink { record in
      SNMLogger.firebaseLog(
        level: .error,
        code: record.level.code,
        record.userMessage ?? record.debugMessage
      )
    },
  ])
}

extension SNMLogger {
  static func firebaseLog(
    level: FirebaseLoggerLevel,
    code: Int,
    _ message: String...
  ) {
    FirebaseLogger.log(
      level: level,
      service: "com.hgd1004.SniffMeet",
      code: "I-SNM\(String(format: "%6d", code))",  // iOS는 I로 시작, SNM은 서비스 이름 3자리, 6자리 숫자코드
      message: message.joined(separator: " ")
    )
  }
}

// MARK: - Interactor and presenter (change 6)

private struct NotificationInteractor: Sendable {
  /// The line of the `throw AppError(...)` eight lines down: the call site every log must name.
  static let failureLine = #line + 8
  static let failureFunction = "deleteNotifcation(notificationID:)"

  let failure: SupabaseDBError?
  let plainFailure: (any Error)?

  func deleteNotifcation(notificationID: Int) async throws {
    if let failure {
      throw AppError(failure, context: .action, level: .retryable)
    }
    if let plainFailure { throw plainFailure }
  }
}

private struct Notification {
  let id: Int
}

@MainActor
private final class NotificationPresenter {
  let fetchErrorHandler: ErrorBus
  let interactor: NotificationInteractor?
  private(set) var reachedEnd = 0
  private let disposeBag = DisposeBag()

  init(errorHandler: ErrorBus, interactor: NotificationInteractor?) {
    fetchErrorHandler = errorHandler
    self.interactor = interactor
    configureErrorHandlers()
  }

  private func configureErrorHandlers() {
    fetchErrorHandler.notices.observe(on: MainScheduler.instance).subscribe(with: self) {
      owner, notice in
      switch notice.error.level {
      case .notifyUser:
        owner.didReachEndOfNotificationList()
      default:
        break
      }
    }.disposed(by: disposeBag)
  }

  private func didReachEndOfNotificationList() { reachedEnd += 1 }

  @discardableResult
  func delete(_ deleteNoti: Notification) -> Task<Void, Never> {
    Task { [weak self] in
      guard let self else { return }
      do {
        try await self.interactor?.deleteNotifcation(
          notificationID: deleteNoti.id
        )
      } catch let error as AppError {
        fetchErrorHandler.handle(error)
      } catch {
        fetchErrorHandler.handle(
          AppError(error, context: .action, level: .logOnly)
        )
      }
    }
  }
}

extension ErrorBus {
  /// The post's `handle(_:)`: an `AppError` keeps the call site where it was made.
  fileprivate func handle(_ error: AppError) { publish(error) }
}

// MARK: - Tests

final class Post004Tests: ErrorFlowTestCase {
  override func setUp() {
    super.setUp()
    SNMLogger.local.removeAll()
    FirebaseLogger.sent.removeAll()
  }

  @MainActor
  func testTheCallSiteIsWhereTheErrorIsMadeNotTheHandler() async {
    let bus = ErrorBus(logger: SNMLogger.logger)
    let shown = ErrorRecorder(bus: bus)
    let presenter = NotificationPresenter(
      errorHandler: bus,
      interactor: NotificationInteractor(failure: .timeout, plainFailure: nil))

    await presenter.delete(Notification(id: 7)).value

    let madeAt = CallSite(
      fileID: "ErrorFlowTests/Post004Tests.swift", function: NotificationInteractor.failureFunction,
      line: NotificationInteractor.failureLine)
    XCTAssertEqual(SNMLogger.local.records.map(\.source), [madeAt])
    XCTAssertEqual(shown.errors.map(\.source), [madeAt])
    XCTAssertEqual(shown.levels, [.retryable])
    shown.dispose()
  }

  @MainActor
  func testAnErrorThatIsNotAnAppErrorIsLogOnlyAndNamesThePresenter() async {
    let bus = ErrorBus(logger: SNMLogger.logger)
    let shown = ErrorRecorder(bus: bus)
    let presenter = NotificationPresenter(
      errorHandler: bus,
      interactor: NotificationInteractor(failure: nil, plainFailure: CancellationError()))

    await presenter.delete(Notification(id: 7)).value

    XCTAssertEqual(shown.count, 0, "log only: never shown")
    XCTAssertEqual(SNMLogger.local.records.map(\.source.function), ["delete(_:)"])
    XCTAssertEqual(
      SNMLogger.local.records.map(\.source.fileID), ["ErrorFlowTests/Post004Tests.swift"])
    shown.dispose()
  }

  @MainActor
  func testEachLevelIsHandledTheWayThePostSays() {
    let signOuts = InMemoryList<AppError>()
    let bus = ErrorBus(logger: SNMLogger.logger) { error in signOuts.append(error) }
    let presenter = NotificationPresenter(errorHandler: bus, interactor: nil)
    let shown = ErrorRecorder(bus: bus)

    bus.handle(AppError(SupabaseDBError.timeout, context: .action, level: .critical))
    bus.handle(
      AppError(SupabaseSessionError.sessionNotExist, context: .action, level: .sessionExpired))
    bus.handle(
      AppError(SupabaseSessionError.sessionNotExist, context: .action, level: .sessionExpired))
    bus.handle(AppError(SupabaseDBError.noMoreData, context: .action, level: .notifyUser))
    bus.handle(AppError(SupabaseDBError.timeout, context: .action, level: .retryable))
    bus.handle(AppError(SupabaseDBError.timeout, context: .action, level: .logOnly))

    XCTAssertEqual(
      shown.presentations,
      [
        .alert(title: "Error", message: "서버 응답이 늦습니다. 다시 시도해주세요."),
        .signOut(message: "세션이 만료되었습니다. 다시 로그인해주세요."),
        .toast(message: "더 이상 알림이 없습니다."),
        .alert(title: "Error", message: "서버 응답이 늦습니다. 다시 시도해주세요."),
      ])
    XCTAssertEqual(signOuts.items.count, 1, "the session handler runs once")
    XCTAssertEqual(presenter.reachedEnd, 1, "the presenter's notifyUser branch ran once")
    XCTAssertEqual(
      SNMLogger.local.records.map(\.level),
      [.critical, .sessionExpired, .sessionExpired, .notifyUser, .retryable, .logOnly],
      "every error is logged, log only included")
    shown.dispose()
  }

  func testTheLoggerForwardsEveryErrorToTheRemoteService() {
    let bus = ErrorBus(logger: SNMLogger.logger)
    bus.publish(AppError(SupabaseDBError.timeout, context: .action, level: .retryable))
    bus.publish(AppError(CancellationError(), context: .action, level: .logOnly))

    XCTAssertEqual(
      FirebaseLogger.sent.items,
      [
        FirebaseLogger.Entry(
          service: "com.hgd1004.SniffMeet", code: "I-SNM     4",
          message: "서버 응답이 늦습니다. 다시 시도해주세요."),
        FirebaseLogger.Entry(
          service: "com.hgd1004.SniffMeet", code: "I-SNM     5", message: "cancelled"),
      ])
    XCTAssertEqual(SNMLogger.local.records.count, 2, "and keeps them locally")
  }
}

/// A list appended to from any thread.
private final class InMemoryList<Item>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [Item] = []

  var items: [Item] { lock.withLock { stored } }
  func append(_ item: Item) { lock.withLock { stored.append(item) } }
  func removeAll() { lock.withLock { stored.removeAll() } }
}
