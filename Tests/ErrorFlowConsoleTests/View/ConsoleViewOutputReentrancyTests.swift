import CoreTestSupport
import ErrorFlow
import ErrorFlowConsole
import Foundation
import XCTest

/// The app code a console view calls — its output stream, its input source — writing to the
/// view again (issue 27, item 4; contract 8: no app code under a library lock).
final class ConsoleViewOutputReentrancyTests: XCTestCase {
  // Old code: the view wrote to its output with its lock held; the write inside never returned.
  func testAnOutputStreamThatWritesToTheViewAgain() {
    let buffer = ConsoleBuffer()
    let target = ViewTarget()
    let view = ConsoleView(
      output: HookedOutput(buffer: buffer) { text in
        if text == "first\n" { target.view?.write("again\n") }
      },
      input: ScriptedInput([]))
    target.view = view
    guard assertReturns({ view.write("first\n") }) else { return }
    // The write made from inside the stream comes after the text being written.
    XCTAssertEqual(buffer.text, "first\nagain\n")
  }

  // The answer is read outside the view's serial writes: an input source that writes while
  // asked does not wait for the prompt's write to end.
  func testAnInputSourceThatWritesWhileAsked() {
    let buffer = ConsoleBuffer()
    let target = ViewTarget()
    let view = ConsoleView(
      renderer: ConsoleRenderer(
        capabilities: TerminalCapabilities(usesColor: false, width: 20, usesASCII: true)),
      output: buffer, input: HookedInput(answer: "d") { target.view?.write("asked\n") })
    target.view = view
    let chosen = ChoiceBox()
    guard
      assertReturns({
        chosen.choice = view.show(
          ConsoleMessage(kind: .alert, message: "oops", choices: [.retry, .dismiss]))
      })
    else { return }
    XCTAssertEqual(chosen.choice, .dismiss)
    XCTAssertTrue(buffer.text.hasSuffix("[r/d]: asked\nd\n"), buffer.text)
  }
}

/// The view the app code writes to, set once the view exists.
private final class ViewTarget: @unchecked Sendable {  // every field is guarded by `lock`
  private let lock = NSLock()
  private var stored: ConsoleView?
  var view: ConsoleView? {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}

private final class ChoiceBox: @unchecked Sendable {  // every field is guarded by `lock`
  private let lock = NSLock()
  private var stored: ConsoleChoice?
  var choice: ConsoleChoice? {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}

/// Writes to `buffer`, then runs `hook` with the text.
private struct HookedOutput: TextOutputStream {
  let buffer: ConsoleBuffer
  let hook: @Sendable (String) -> Void

  mutating func write(_ string: String) {
    buffer.write(string)
    hook(string)
  }
}

/// Answers `answer`, running `hook` first.
private final class HookedInput: ConsoleInputSource, @unchecked Sendable {  // immutable
  let answer: String
  let hook: @Sendable () -> Void

  init(answer: String, hook: @escaping @Sendable () -> Void) {
    self.answer = answer
    self.hook = hook
  }

  var isTerminal: Bool { false }

  func readLine() -> String? {
    hook()
    return answer
  }

  func readAnswer(to choices: [ConsoleChoice]) -> String? { readLine() }
}
