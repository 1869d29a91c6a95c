import ErrorFlow
import ErrorFlowConsole
import Foundation

/// Where the console view reads alert answers: the app's input, plus a line saying which keys
/// work after a wrong one.
///
/// `ConsoleView` asks again after an answer that matches no choice, but does not say why; this
/// source is told the prompt's choices (`ConsoleInputSource.readAnswer(to:)`) and writes the
/// hint between the wrong answer and the next prompt. It also echoes answers in a scripted run (the view is created
/// with `echoesInput: false`), so the hint comes after the echoed answer.
final class AlertAnswerInput: ConsoleInputSource, @unchecked Sendable {
  private let base: any ConsoleInputSource
  private let echoes: Bool
  private let language: Language
  private let position: LinePosition
  private let lock = NSLock()
  private weak var view: ConsoleView?

  init(base: any ConsoleInputSource, echoes: Bool, language: Language, position: LinePosition) {
    self.base = base
    self.echoes = echoes
    self.language = language
    self.position = position
  }

  /// The view that writes the echo and the hint (it reads its answers from this source).
  func attach(_ view: ConsoleView) {
    lock.withLock { self.view = view }
  }

  func readLine() -> String? {
    readAnswer(to: [])
  }

  /// Reads the answer to a prompt offering `choices`: the last one is what an empty answer
  /// picks.
  func readAnswer(to choices: [ConsoleChoice]) -> String? {
    guard let line = base.readAnswer(to: choices) else { return nil }
    guard let view = lock.withLock({ self.view }) else { return line }
    let keys = choices.map(\.key)
    if echoes {
      view.write(view.renderer.sanitizer.singleLine(line) + "\n")
    } else {
      position.userEndedLine()
    }
    let answer = Self.trimmed(line).lowercased()
    if let last = keys.last, !answer.isEmpty, !keys.contains(where: { $0.lowercased() == answer }) {
      let shown = keys.map { view.renderer.sanitizer.singleLine($0) }
      view.write(ScreenText.alertKeys(shown, last: shown.last ?? last).text(in: language) + "\n")
    }
    return line
  }

  /// As `ConsoleView` reads an answer: spaces, tabs and carriage returns trimmed.
  static func trimmed(_ line: String) -> Substring {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
    guard let start = line.firstIndex(where: { !isSpace($0) }),
      let end = line.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return line[start...end]
  }
}
