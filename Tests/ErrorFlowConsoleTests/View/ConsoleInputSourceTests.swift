import ErrorFlowConsole
import XCTest

final class ConsoleInputSourceTests: XCTestCase {
  func testScriptedInputReturnsLinesInOrderThenNil() {
    let input = ScriptedInput(["r", "", "d"])
    XCTAssertEqual(input.remaining, 3)
    XCTAssertEqual(input.readLine(), "r")
    XCTAssertEqual(input.readLine(), "")
    XCTAssertEqual(input.readLine(), "d")
    XCTAssertNil(input.readLine())
    XCTAssertNil(input.readLine())
    XCTAssertEqual(input.remaining, 0)
  }
}
