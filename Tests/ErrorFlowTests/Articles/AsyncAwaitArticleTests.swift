import ErrorFlow
import Foundation
import Observation
import XCTest

// The code of the DocC article AsyncAwait.md, as written there: the article's tests run here,
// so the article stays true.

enum InboxError: LocalizedError {
  case offline
  case serverBusy
  case cancelled

  var errorDescription: String? {
    switch self {
    case .offline: "You are offline."
    case .serverBusy: "The server is busy."
    case .cancelled: nil  // never shown
    }
  }
}

@MainActor
@Observable
final class InboxModel {
  private(set) var messages: [String] = []
  /// The failure on screen, until a load succeeds.
  private(set) var errorMessage: String?
  let tracker: ErrorTracker
  private let load: @Sendable () async throws(InboxError) -> [String]

  init(bus: ErrorBus? = nil, load: @escaping @Sendable () async throws(InboxError) -> [String]) {
    self.tracker = ErrorTracker(bus: bus)
    self.load = load
  }

  /// What the screen's `.task` runs: subscribes, loads, then shows each failure of this load
  /// and of later refreshes until the task is cancelled.
  func run() async {
    let errors = tracker.errorValues  // subscribed here, before the first load
    refresh()
    await showErrors(from: errors)
  }

  /// Loads the messages; the task is returned so that a caller can await it.
  @discardableResult
  func refresh() -> Task<Void, Never> {
    tracker.perform(context: .pageLoad) { () async throws(InboxError) in
      self.messages = try await self.load()
      self.errorMessage = nil
    }
  }

  /// Shows each failure from `errors`, until the sequence ends or the task is cancelled.
  func showErrors(from errors: some AsyncSequence<AppError, Never>) async {
    for await error in errors {
      errorMessage = error.userMessage
    }
  }
}

@MainActor
final class NoticeScreen {
  private(set) var alert: ErrorNotice?
  private(set) var toasts: [String] = []
  let bus: ErrorBus

  init(bus: ErrorBus) { self.bus = bus }

  /// What the app's root `.task` runs: shows the notices until the task is cancelled.
  func run() async {
    await show(from: bus.noticeValues)
  }

  func show(from notices: some AsyncSequence<ErrorNotice, Never>) async {
    for await notice in notices {
      switch notice.presentation {
      case .alert: alert = notice  // the bus sends the next alert after `dismissAlert()`
      default: toasts.append(notice.presentation.message ?? "")
      }
    }
  }

  func dismissAlert() {
    if let alert { bus.acknowledge(alert) }
    alert = nil
  }
}

/// Answers each load with the next result.
actor InboxResults {
  private var results: [Result<[String], InboxError>]
  init(_ results: [Result<[String], InboxError>]) { self.results = results }
  func next() throws(InboxError) -> [String] {
    guard !results.isEmpty else { throw .cancelled }
    return try results.removeFirst().get()
  }
}

@MainActor
final class InboxModelTests: XCTestCase {
  func testAFailureIsShownUntilALoadSucceeds() async {
    let results = InboxResults([.failure(.offline), .success(["Welcome"])])
    let model = InboxModel(load: { () async throws(InboxError) in try await results.next() })
    let errors = model.tracker.errorValues

    await model.refresh().value
    await model.showErrors(from: errors.prefix(1))
    XCTAssertEqual(model.errorMessage, "You are offline.")
    XCTAssertEqual(model.messages, [])

    await model.refresh().value
    XCTAssertEqual(model.messages, ["Welcome"])
    XCTAssertNil(model.errorMessage)
  }

  func testTheNoticeScreenShowsOneAlertAtATime() async {
    let bus = ErrorBus()
    let screen = NoticeScreen(bus: bus)
    bus.publish(AppError(InboxError.offline, context: .authentication))  // an alert
    bus.publish(AppError(InboxError.serverBusy, context: .authentication))  // an alert
    bus.publish(AppError(InboxError.serverBusy, context: .action))  // a toast

    await screen.show(from: bus.noticeValues.prefix(2))
    XCTAssertEqual(screen.alert?.presentation.message, "You are offline.")
    XCTAssertEqual(screen.toasts, ["The server is busy."])

    screen.dismissAlert()
    await screen.show(from: bus.noticeValues.prefix(1))
    XCTAssertEqual(screen.alert?.presentation.message, "The server is busy.")
  }
}
