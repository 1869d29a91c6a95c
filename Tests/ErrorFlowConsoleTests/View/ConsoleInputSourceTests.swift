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

  func testTheViewTellsItsSourceThePromptsChoicesEachTimeItAsks() {
    let input = ChoiceRecordingInput(["x", "d"])
    let view = ConsoleView(output: ConsoleBuffer(), input: input)
    let choice = view.show(
      ConsoleMessage(.alert(title: "Oops", message: "Failed."), choices: [.retry, .dismiss]))
    XCTAssertEqual(choice, .dismiss)
    XCTAssertEqual(input.asked, [["r", "d"], ["r", "d"]])
  }

  func testASourceReadsItsLineByDefaultWhateverTheChoices() {
    XCTAssertEqual(ScriptedInput(["d"]).readAnswer(to: [.retry, .dismiss]), "d")
  }
}

/// Records the keys of every prompt it answers.
private final class ChoiceRecordingInput: ConsoleInputSource, @unchecked Sendable {
  private let lines: ScriptedInput
  private(set) var asked: [[String]] = []

  init(_ lines: [String]) { self.lines = ScriptedInput(lines) }

  func readLine() -> String? { lines.readLine() }

  func readAnswer(to choices: [ConsoleChoice]) -> String? {
    asked.append(choices.map(\.key))
    return lines.readLine()
  }
}
