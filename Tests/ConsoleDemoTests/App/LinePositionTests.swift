import XCTest

@testable import ConsoleDemo

/// Leaving on a signal ends a half-written line only when there is one.
final class LinePositionTests: XCTestCase {
  func testAPromptLeavesTheCursorMidLineUntilTheUserEndsIt() {
    let position = LinePosition()
    XCTAssertTrue(position.isAtLineStart)
    position.wrote("Bye.\n")
    XCTAssertTrue(position.isAtLineStart)
    position.wrote("> ")
    XCTAssertFalse(position.isAtLineStart)
    position.wrote("")
    XCTAssertFalse(position.isAtLineStart, "an empty write changes nothing")
    position.userEndedLine()
    XCTAssertTrue(position.isAtLineStart)
    position.wrote("Choose [r/d]: ")
    XCTAssertFalse(position.isAtLineStart)
  }
}
