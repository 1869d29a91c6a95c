import ErrorFlowRxCompat
import FaultKit
import ReactiveCore
import XCTest

/// RxSwift's `Hooks` (Hooks.swift, ObservableType+Extensions.swift): `defaultErrorHandler`
/// receives the subscription's call stack and the error; the stack is captured at
/// subscription, by `customCaptureSubscriptionCallstack`, only while `recordCallStackOnError`
/// is on.
/// An owner for `subscribe(with:)`, which must be `Sendable`.
private final class Owner: Sendable {}

final class HooksCallStackTests: HooksRestoringTestCase {
  private var savedRecording = false
  private var savedCapture: Hooks.CustomCaptureSubscriptionCallstack?

  override func setUp() {
    super.setUp()
    savedRecording = Hooks.recordCallStackOnError
    savedCapture = Hooks.customCaptureSubscriptionCallstack
  }

  override func tearDown() {
    Hooks.recordCallStackOnError = savedRecording
    if let savedCapture { Hooks.customCaptureSubscriptionCallstack = savedCapture }
    super.tearDown()
  }

  /// Records each call the handler receives, as "stack | error".
  private func recordHandlerCalls() -> FoundationBox<[String]> {
    let calls = FoundationBox<[String]>([])
    Hooks.defaultErrorHandler = { callStack, error in
      calls.append(callStack.joined(separator: ",") + " | \(error)")
    }
    return calls
  }

  // RxSwift's ObservableSubscriptionTest.testDefaultErrorHandler, spelled as there.
  func testTheHandlerHasRxSwiftsSignatureAndCanBeSavedAndRestored() {
    let calls = FoundationBox<[String]>([])
    let originalErrorHandler = Hooks.defaultErrorHandler
    Hooks.defaultErrorHandler = { _, error in calls.append("\(error)") }
    _ = Observable<Int>.error(testError).subscribe()
    Hooks.defaultErrorHandler = originalErrorHandler
    Hooks.defaultErrorHandler = { _, error in calls.append("restored \(error)") }
    _ = Observable<Int>.error(testError2).subscribe()
    XCTAssertEqual(calls.value, ["TestError(1)", "restored TestError(2)"])
  }

  func testWithoutRecordingTheStackIsEmptyAndNeverCaptured() {
    let captures = FoundationBox(0)
    Hooks.customCaptureSubscriptionCallstack = {
      captures.increment()
      return ["frame"]
    }
    let calls = recordHandlerCalls()
    _ = Observable<Int>.error(testError).subscribe()
    XCTAssertEqual(calls.value, [" | TestError(1)"])
    XCTAssertEqual(captures.value, 0)
  }

  // RxSwift's testCustomCaptureSubscriptionCallstack.
  func testRecordingPassesTheStackCapturedAtSubscription() {
    Hooks.recordCallStackOnError = true
    let stack = FoundationBox(["frame1", "frame2"])
    Hooks.customCaptureSubscriptionCallstack = { stack.value }
    let calls = recordHandlerCalls()
    let subject = PublishSubject<Int>()
    let subscription = subject.subscribe(onNext: { _ in })
    stack.update { $0 = ["later"] }  // the stack of the subscription, not of the error
    subject.onError(testError)
    subscription.dispose()
    XCTAssertEqual(calls.value, ["frame1,frame2 | TestError(1)"])
  }

  func testAnOnErrorHandlerTakesTheErrorAndNothingIsCaptured() {
    Hooks.recordCallStackOnError = true
    let captures = FoundationBox(0)
    Hooks.customCaptureSubscriptionCallstack = {
      captures.increment()
      return ["frame"]
    }
    let calls = recordHandlerCalls()
    let handled = FoundationBox<[String]>([])
    _ = Observable<Int>.error(testError).subscribe(onError: { handled.append("\($0)") })
    XCTAssertEqual(handled.value, ["TestError(1)"])
    XCTAssertEqual(calls.value, [])
    XCTAssertEqual(captures.value, 0)
  }

  func testSubscribeWithAnObjectRecordsTheStack() {
    Hooks.recordCallStackOnError = true
    Hooks.customCaptureSubscriptionCallstack = { ["with"] }
    let calls = recordHandlerCalls()
    let owner = Owner()
    _ = Observable<Int>.error(testError).subscribe(with: owner, onNext: { _, _ in })
    XCTAssertEqual(calls.value, ["with | TestError(1)"])
  }

  func testTheTraitsRecordTheStackOfTheirSubscription() {
    Hooks.recordCallStackOnError = true
    Hooks.customCaptureSubscriptionCallstack = { ["trait"] }
    let calls = recordHandlerCalls()
    _ = Single<Int>.error(testError).subscribe(onSuccess: { _ in })
    _ = Maybe<Int>.error(testError).subscribe(onSuccess: { _ in })
    _ = Completable.error(testError2).subscribe(onCompleted: {})
    XCTAssertEqual(
      calls.value, ["trait | TestError(1)", "trait | TestError(1)", "trait | TestError(2)"])
  }

  func testABindPassesAnEmptyStackEvenWhileRecording() {
    Hooks.recordCallStackOnError = true
    Hooks.customCaptureSubscriptionCallstack = { ["frame"] }
    let calls = recordHandlerCalls()
    let relay = PublishRelay<Int>()
    _ = Observable<Int>.error(testError).bind(to: relay)
    XCTAssertEqual(calls.value, [" | TestError(1)"])
  }
}
