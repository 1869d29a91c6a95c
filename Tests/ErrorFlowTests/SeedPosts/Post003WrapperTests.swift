// Post 003's `DomainError` as written (a struct keeping the data error, the context and an
// optional message; ported as in Post003Tests.swift: `LocalizedError` so the message shows,
// `ContextualError` so the use case's context wins), with no `appErrorKind` of its own:
// ErrorFlow reads through it to the error it wraps.
import ErrorFlow
import ErrorFlowTesting
import Foundation
import XCTest

/// DomainError -> 맥락 + Error
private struct DomainError: LocalizedError, ContextualError {
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

private enum DataError: Error {
  case decoding
  case server(status: Int)
}

/// An app's own error that keeps the error below it, adopting `AppErrorProtocol`.
private struct SaveFailure: AppErrorProtocol {
  let underlyingError: (any Error)?
  var errorDescription: String? { "저장하지 못했습니다." }
}

/// A class error that wraps itself: reading through it must end.
private final class LoopingError: Error, @unchecked Sendable {
  var underlyingError: (any Error)?
}

private let policy = PresentationPolicy.standard(
  defaultTitle: "오류", unknownMessage: "오류가 발생했습니다. 다시 시도해주세요.")

final class Post003WrapperTests: ErrorFlowTestCase {
  // The user's report: a cancelled task inside the DomainError was shown as a toast. A
  // cancellation inside is a cancellation, with or without a message: logged, never shown.
  func testACancelledTaskInsideTheDomainErrorIsNeverShown() async {
    let bus = ErrorBus(policy: policy, scheduler: nil)
    let shown = ErrorRecorder(bus: bus)
    let tracker = ErrorTracker(bus: bus)
    let inner: [any Error] = [
      CancellationError(), URLError(.cancelled), CocoaError(.userCancelled),
    ]
    for cancellation in inner {
      for message in [nil, "저장하지 못했습니다."] {
        tracker.perform(context: .action) { () async throws(DomainError) in
          throw DomainError(error: cancellation, context: .action, message: message)
        }
      }
    }
    await bus.waitUntilSettled(timeout: .seconds(60))
    XCTAssertEqual(shown.presentations, [])
    XCTAssertEqual(bus.counters, ErrorBusCounters(published: 6, silenced: 6, liveSubscribers: 1))
    shown.dispose()
  }

  // Two wrappers around a wrapper around a cancellation: still a cancellation.
  func testACancellationTwoWrappersDownIsACancellation() {
    let inner = DomainError(error: CancellationError(), context: .action)
    let outer = DomainError(error: inner, context: .pageLoad, message: "불러오지 못했습니다.")
    XCTAssertTrue(AppError(outer, context: .action).isCancelled)
  }

  // Repeats whose underlying error says something different each time are the same error:
  // the identity is the wrapper and the wrapped error's identity (a Foundation error's domain
  // and code), not its text. A different data error is a different error.
  func testTheIdentityIsTheWrapperAndTheWrappedErrorsIdentityNotItsText() {
    func offline(_ text: String) -> AppError {
      let error = URLError(.notConnectedToInternet, userInfo: [NSLocalizedDescriptionKey: text])
      return AppError(DomainError(error: error, context: .action), context: .action)
    }
    let first = offline("The Internet connection appears to be offline.")
    let second = offline("인터넷 연결이 오프라인 상태입니다.")
    let wrapper = String(reflecting: DomainError.self)
    XCTAssertEqual(first.identityKey, "unknown.\(wrapper) > NSURLErrorDomain.-1009")
    XCTAssertEqual(second.identityKey, first.identityKey)
    let decoding = AppError(
      DomainError(error: DataError.decoding, context: .action), context: .action)
    let server = AppError(
      DomainError(error: DataError.server(status: 500), context: .action), context: .action)
    XCTAssertEqual(
      decoding.identityKey, "unknown.\(wrapper) > \(String(reflecting: DataError.self)).decoding")
    XCTAssertNotEqual(decoding.identityKey, server.identityKey)
  }

  // The bus folds such repeats into the first notice's count.
  func testRepeatsWithDifferentUnderlyingTextFoldOnTheBus() {
    let windows = TestScheduler(initialClock: 0)
    let bus = ErrorBus(policy: policy, scheduler: windows, coalescingWindow: .seconds(1))
    for text in ["offline", "오프라인", "hors ligne"] {
      let error = URLError(.notConnectedToInternet, userInfo: [NSLocalizedDescriptionKey: text])
      bus.publish(DomainError(error: error, context: .action), context: .action)
    }
    let shown = ErrorRecorder(bus: bus)
    windows.start()
    XCTAssertEqual(shown.noticeCounts, [3])
    XCTAssertEqual(shown.presentations, [.toast(message: "오류가 발생했습니다. 다시 시도해주세요.")])
    shown.dispose()
  }

  // The default debug text of an app's own wrapper names its type once (it said
  // `ErrorFlowTests.SaveFailure.SaveFailure(…)`), and its key is the type and the wrapped
  // error's identity.
  func testTheDebugTextNamesTheTypeOnce() {
    let failure = SaveFailure(underlyingError: DataError.decoding)
    let type = String(reflecting: SaveFailure.self)
    let data = String(reflecting: DataError.self)
    XCTAssertEqual(failure.debugDescription, "\(type)(underlyingError: \(data).decoding)")
    XCTAssertEqual(failure.identityKey, "\(type) > \(data).decoding")
    XCTAssertEqual(AppError(failure, context: .action).debugMessage, failure.debugDescription)
  }

  // Hostile: a class error that wraps itself, and a cycle of two, end at the depth bound.
  func testAWrapperThatWrapsItselfEnds() {
    let looping = LoopingError()
    looping.underlyingError = looping
    let other = LoopingError()
    other.underlyingError = DomainError(error: looping, context: .action)
    looping.underlyingError = other
    let error = AppError(looping, context: .action)
    XCTAssertFalse(error.isCancelled)
    XCTAssertLessThan(error.identityKey.count, 2_000)
    looping.underlyingError = nil  // break the cycle so the test does not leak it
  }
}
