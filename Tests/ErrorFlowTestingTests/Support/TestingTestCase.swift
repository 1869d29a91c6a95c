import CoreTestSupport

/// Base class for this target's tests: CoreTestSupport's leak check, counting a leak only above
/// the start (``LeakCheck/noGrowth``). The target also holds unchecked tests, the Testing
/// article's, which are plain `XCTestCase`s because the article shows them so; one of them can
/// still be releasing what it made when a checked test begins.
class TestingTestCase: CoreTestCase {
  override class var leakCheck: LeakCheck { .noGrowth }
}
