import ErrorFlow
import ErrorFlowConsole
import Foundation

/// Whether the terminal's cursor is at the start of a line, so leaving on a signal can end a
/// half-written line (a prompt) and the shell's prompt starts on a fresh one.
final class LinePosition: @unchecked Sendable {
  private let lock = NSLock()
  private var atStart = true

  var isAtLineStart: Bool { lock.withLock { atStart } }

  /// Notes that `text` was written.
  func wrote(_ text: String) {
    guard let last = text.last else { return }
    lock.withLock { atStart = last == "\n" }
  }

  /// Notes that the user ended a line the terminal echoed (an answer typed at a prompt).
  func userEndedLine() {
    lock.withLock { atStart = true }
  }
}

/// Standard output that keeps a ``LinePosition`` up to date.
struct TrackedOutputStream: TextOutputStream, Sendable {
  let position: LinePosition
  var base = StandardOutputStream()

  mutating func write(_ string: String) {
    // Noted first: a signal that comes once the text is visible must see it.
    position.wrote(string)
    base.write(string)
  }
}
