import ErrorFlowConsole
import Foundation

/// The one source of input lines: the command loop awaits them without blocking the main
/// actor, and the console view reads alert answers from the same source.
final class LineReader: Sendable {
  let source: any ConsoleInputSource
  private let queue = DispatchQueue(label: "ConsoleDemo.input")

  init(source: any ConsoleInputSource) {
    self.source = source
  }

  /// Standard input, or the lines of `--script FILE`; `nil` when the file cannot be read.
  static func make(script: String?) -> LineReader? {
    guard let script else { return LineReader(source: StandardInput()) }
    guard let text = try? String(contentsOfFile: script, encoding: .utf8) else { return nil }
    var lines = text.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    return LineReader(source: ScriptedInput(lines))
  }

  /// The next line, read on a background queue; `nil` at the end of input.
  func nextLine() async -> String? {
    await withCheckedContinuation { continuation in
      queue.async { continuation.resume(returning: self.source.readLine()) }
    }
  }
}
