import ErrorFlowConsole
import XCTest

final class ConsoleBufferTests: XCTestCase {
  func testCollectsWritesAndTakeEmptiesIt() {
    var buffer = ConsoleBuffer()
    print("first", to: &buffer)
    buffer.write("second")
    XCTAssertEqual(buffer.text, "first\nsecond")
    XCTAssertEqual(buffer.take(), "first\nsecond")
    XCTAssertEqual(buffer.text, "")
    buffer.write("third")
    XCTAssertEqual(buffer.take(), "third")
  }
}
