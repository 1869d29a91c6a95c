import CoreTestSupport
import ReactiveCore

/// A ``CoreTestCase`` for tests that replace `Hooks.defaultErrorHandler`: the handler found
/// at set-up is put back at tear-down, so a test cannot leak its handler into the next one.
class HooksRestoringTestCase: CoreTestCase {
  /// The handler in place when the test started.
  private(set) var savedHandler: Hooks.DefaultErrorHandler?

  override func setUp() {
    super.setUp()
    savedHandler = Hooks.defaultErrorHandler
  }

  override func tearDown() {
    if let savedHandler { Hooks.defaultErrorHandler = savedHandler }
    super.tearDown()
  }
}
