import ErrorFlow
import ErrorFlowConsole
import XCTest

final class ConsoleViewConcurrencyTests: XCTestCase {
  // Contract 2 for the screen: each message is written whole, so messages shown from several
  // threads at once never interleave inside a line or a box.
  func testMessagesFromManyThreadsAreWrittenWhole() {
    let buffer = ConsoleBuffer()
    let view = ConsoleView(
      renderer: ConsoleRenderer(
        capabilities: TerminalCapabilities(usesColor: false, width: 20, usesASCII: true)),
      output: buffer, input: ScriptedInput([]))
    let threads = 8
    let perThread = 50
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      for index in 0..<perThread {
        if index.isMultiple(of: 10) {
          view.show(ConsoleMessage(kind: .errorPage, message: "p\(thread)-\(index)"))
        } else {
          view.show(ConsoleMessage(kind: .toast, message: "t\(thread)-\(index)"))
        }
        view.writeLine("w\(thread)-\(index)")
      }
    }
    let lines = buffer.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    var toasts = 0
    var written = 0
    var pages = 0
    var index = 0
    while index < lines.count {
      let line = lines[index]
      if line.hasPrefix("! t") {
        toasts += 1
      } else if line.hasPrefix("w") {
        written += 1
      } else {
        // An error page: 5 lines, top to bottom, nothing in between.
        guard index + 4 < lines.count else {
          XCTFail("cut error page at line \(index)")
          break
        }
        XCTAssertEqual(line, "+==================+")
        XCTAssertEqual(lines[index + 1], "|                  |")
        XCTAssertTrue(lines[index + 2].hasPrefix("| p"), String(lines[index + 2]))
        XCTAssertEqual(lines[index + 3], "|                  |")
        XCTAssertEqual(lines[index + 4], "+==================+")
        pages += 1
        index += 4
      }
      index += 1
    }
    XCTAssertEqual(toasts, threads * perThread * 9 / 10)
    XCTAssertEqual(pages, threads * perThread / 10)
    XCTAssertEqual(written, threads * perThread)
  }
}
