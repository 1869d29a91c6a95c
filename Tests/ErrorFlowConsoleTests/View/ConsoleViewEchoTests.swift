import ErrorFlow
import ErrorFlowConsole
import XCTest

/// An answer typed at a terminal is on screen already; one read from a pipe or a script is
/// not, so the view writes it after the prompt, and the next box starts on a line of its own.
final class ConsoleViewEchoTests: XCTestCase {
  /// Reads like a terminal: the terminal itself shows what is typed.
  private final class TypedInput: ConsoleInputSource, @unchecked Sendable {
    private let script: ScriptedInput
    init(_ lines: [String]) { script = ScriptedInput(lines) }
    func readLine() -> String? { script.readLine() }
    var isTerminal: Bool { true }
  }

  private let renderer = ConsoleRenderer(
    capabilities: TerminalCapabilities(usesColor: false, width: 20, usesASCII: true))
  private let alert = ConsoleMessage(kind: .alert, title: "Oops", message: "Failed.")

  func testAScriptedOrPipedAnswerIsEchoedSoTheNextBoxStartsOnItsOwnLine() {
    let buffer = ConsoleBuffer()
    let view = ConsoleView(renderer: renderer, output: buffer, input: ScriptedInput(["d", "d"]))

    view.show(alert)
    view.show(alert)

    XCTAssertTrue(buffer.text.contains("Choose [d]: d\n+---"), buffer.text)
    XCTAssertTrue(buffer.text.hasSuffix("Choose [d]: d\n"), buffer.text)
  }

  func testAnAnswerTypedAtATerminalIsNotWrittenTwice() {
    let buffer = ConsoleBuffer()
    let view = ConsoleView(renderer: renderer, output: buffer, input: TypedInput(["d"]))

    view.show(alert)

    XCTAssertTrue(buffer.text.hasSuffix("Choose [d]: "), buffer.text)
  }

  func testEchoesInputOverridesTheDefault() {
    let buffer = ConsoleBuffer()
    let view = ConsoleView(
      renderer: renderer, output: buffer, input: ScriptedInput(["d"]), echoesInput: false)

    view.show(alert)

    XCTAssertTrue(buffer.text.hasSuffix("Choose [d]: "), buffer.text)
  }
}
