import ErrorFlowConsole
import XCTest

/// Sanitizing is linear for every policy, and a message is capped for
/// display. Work is counted in bytes read, never timed.
final class TerminalSanitizerHostileInputTests: XCTestCase {
  private static let sanitizers: [TerminalSanitizer] = [
    TerminalSanitizer(limit: nil),
    TerminalSanitizer(sequences: .strip, limit: nil),
    TerminalSanitizer(notation: .asciiEscapes, sequences: .strip, limit: nil),
  ]

  /// Patterns that made the old sanitizer quadratic (1 MB of `ESC`: 36–139 s; strip mode on
  /// unterminated C1 introducers: about 40 minutes per MB).
  private static let hostilePatterns: [String: String] = [
    "ESC": "\u{1B}",
    "unterminated CSI": "\u{1B}[",
    "unterminated CSI with parameters": "\u{1B}[1;2",
    "8-bit CSI": "\u{9B}",
    "OSC without ST": "\u{1B}]0;",
    "8-bit OSC without ST": "\u{9D}",
    "8-bit OSC and text": "\u{9D}x",
    "DCS over BELs": "\u{90}\u{07}",
    "mixed": "\u{9D}\u{90}\u{1B}]\u{07}\u{9B}1;\u{1B}P\u{98}한\r",
  ]

  func testWorkGrowsLinearlyWithHostileInput() {
    for (name, pattern) in Self.hostilePatterns {
      let small = String(repeating: pattern, count: 20_000 / pattern.utf8.count)
      let large = small + small
      for sanitizer in Self.sanitizers {
        var smallSteps = 0
        var largeSteps = 0
        _ = sanitizer.lines(small, steps: &smallSteps)
        _ = sanitizer.lines(large, steps: &largeSteps)
        let context = "\(name) \(sanitizer.sequences) \(sanitizer.notation)"
        XCTAssertLessThanOrEqual(smallSteps, 3 * small.utf8.count, context)
        XCTAssertLessThanOrEqual(largeSteps, 2 * smallSteps + 8, context)
      }
    }
  }

  func testUnterminatedSequencesAreStillRevealedAfterTheFirstFailure() {
    let stripper = TerminalSanitizer(sequences: .strip)
    XCTAssertEqual(stripper.lines("\u{9D}\u{9D}a"), ["\\u{9D}\\u{9D}a"])
    // The DCS scan fails at the ESC; the OSC after it still ends at the BEL.
    XCTAssertEqual(stripper.lines("\u{90}x\u{9D}y\u{07}z\u{1B}q"), ["\\u{90}xz"])
    XCTAssertEqual(stripper.lines("\u{90}\u{9D}t\u{07}\u{9D}u\u{07}"), ["\\u{90}"])
  }

  /// 2,000 random texts (times `ERRORFLOW_STRESS_SCALE`), from `SANITIZER_SEED` if set.
  func testTheOutputMatchesTheReferenceOnRandomHostileText() {
    let alphabet: [String] = [
      "\u{1B}", "[", "]", "P", "X", "^", "_", "\\", "\u{07}", "\u{9B}", "\u{9C}", "\u{9D}",
      "\u{90}", "\u{9F}", "1", ";", "m", " ", "(", "B", "a", "\r", "\n", "\u{2028}", "\t",
      "한", "\u{202E}", "\u{85}", "\u{7F}", "👩‍💻",
    ]
    let seed = UInt64(ProcessInfo.processInfo.environment["SANITIZER_SEED"] ?? "") ?? 0x5EED
    let scale = Int(ProcessInfo.processInfo.environment["ERRORFLOW_STRESS_SCALE"] ?? "") ?? 1
    var random = SplitMix64(seed: seed)
    for _ in 0..<2_000 * max(1, scale) {
      let length = Int(random.next() % 40)
      let text = (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
        .joined()
      for sanitizer in Self.sanitizers {
        let reference = ReferenceSanitizer(sanitizer).lines(text)
        XCTAssertEqual(
          sanitizer.lines(text), reference,
          "seed \(seed) (rerun with SANITIZER_SEED=\(seed)): \(text.debugDescription)")
      }
    }
  }

  func testALongMessageIsCappedAtACharacterBoundary() {
    XCTAssertEqual(TerminalSanitizer(limit: 5).singleLine("abcdefgh"), "abcde… (3 more bytes)")
    XCTAssertEqual(TerminalSanitizer(limit: 4).lines("가나다"), ["가… (6 more bytes)"])
    XCTAssertEqual(
      TerminalSanitizer(notation: .asciiEscapes, limit: 2).lines("a\nbcd"),
      ["a", "... (3 more bytes)"])
    XCTAssertEqual(TerminalSanitizer(limit: 8).lines("abcdefgh"), ["abcdefgh"])
    let megabyte = String(repeating: "\u{1B}", count: 1_048_576)
    let lines = TerminalSanitizer().lines(megabyte)
    XCTAssertEqual(lines.count, 1)
    XCTAssertEqual(
      lines[0], String(repeating: "␛", count: 65_536) + "… (983040 more bytes)")
  }
}

/// A small, seedable generator (SplitMix64), so a failing case can be replayed.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE5_E4B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
