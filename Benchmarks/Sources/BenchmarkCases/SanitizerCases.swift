import ErrorFlowConsole

/// Hostile text through `TerminalSanitizer`: 10 MB of control bytes on one line, the input
/// that took the old quadratic sanitizer minutes. Each measured iteration
/// sanitizes the whole 10 MB once, uncapped (`limit: nil`), in both policies; the figures
/// are per 10 MB. The floor copies the same bytes into a `String`: the least any pass over
/// them costs.
func registerSanitizerCases() {
  let name = "k.sanitize-10mb-hostile"
  let text = hostileText(bytes: 10 * 1_048_576)
  register(name, "ErrorFlow", scaling: 1, maxSeconds: 5, counted: 1) { benchmark in
    let sanitizers = [
      TerminalSanitizer(limit: nil), TerminalSanitizer(sequences: .strip, limit: nil),
    ]
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      for sanitizer in sanitizers { blackHole(sanitizer.lines(text)) }
    }
    benchmark.stopMeasurement()
  }
  register(name, "Floor", scaling: 1, maxSeconds: 5, counted: 1) { benchmark in
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      for _ in 0..<2 { blackHole(String(decoding: Array(text.utf8), as: UTF8.self)) }
    }
    benchmark.stopMeasurement()
  }
}

/// `bytes` of the patterns that were quadratic: `ESC`, unterminated CSI and OSC, 8-bit
/// CSI and OSC introducers, DCS strings running over BELs.
private func hostileText(bytes: Int) -> String {
  let pattern = "\u{1B}\u{1B}[1;\u{9B}\u{9D}x\u{1B}]0;\u{90}\u{07}\u{9D}\u{98}"
  return String(repeating: pattern, count: bytes / pattern.utf8.count)
}
