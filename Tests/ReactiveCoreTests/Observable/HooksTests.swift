import ReactiveCore
import XCTest

final class HooksTests: CoreTestCase {
  private var savedHandler: (@Sendable (Error) -> Void)?

  override func setUp() {
    super.setUp()
    savedHandler = Hooks.defaultErrorHandler
  }

  override func tearDown() {
    if let savedHandler { Hooks.defaultErrorHandler = savedHandler }
    super.tearDown()
  }

  func testDefaultErrorHandlerCanBeReplacedAndRestored() {
    let received = FoundationBox<[String]>([])
    Hooks.defaultErrorHandler = { received.append("\($0)") }
    Hooks.defaultErrorHandler(testError)
    XCTAssertEqual(received.value, ["TestError(1)"])
    if let savedHandler { Hooks.defaultErrorHandler = savedHandler }
    Hooks.defaultErrorHandler = { received.append("second \($0)") }
    Hooks.defaultErrorHandler(testError2)
    XCTAssertEqual(received.value, ["TestError(1)", "second TestError(2)"])
  }

  func testUnhandledSubscriptionErrorReachesTheHook() {
    let received = FoundationBox<[String]>([])
    Hooks.defaultErrorHandler = { received.append("\($0)") }
    let subscription = Observable<Int>.error(testError).subscribe()
    XCTAssertEqual(received.value, ["TestError(1)"])
    subscription.dispose()
  }
}
