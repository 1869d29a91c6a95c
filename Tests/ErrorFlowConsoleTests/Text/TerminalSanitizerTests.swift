import ErrorFlowConsole
import XCTest

final class TerminalSanitizerTests: XCTestCase {
  private let sanitizer = TerminalSanitizer()
  private let stripper = TerminalSanitizer(sequences: .strip)

  // MARK: - Reveal (default)

  func testClearScreenIsShownNotExecuted() {
    XCTAssertEqual(sanitizer.lines("\u{1B}[2J"), ["␛[2J"])
  }

  func testWindowTitleChangeIsShownNotExecuted() {
    XCTAssertEqual(sanitizer.lines("\u{1B}]0;pwned\u{07}"), ["␛]0;pwned␇"])
  }

  func testCarriageReturnCannotOverwriteTheStartOfTheLine() {
    XCTAssertEqual(sanitizer.lines("ok\rFAKE"), ["ok␍FAKE"])
  }

  func testEightBitControlSequenceIntroducerIsShownNotExecuted() {
    XCTAssertEqual(sanitizer.lines("\u{9B}31m"), ["\\u{9B}31m"])
    XCTAssertEqual(sanitizer.lines("\u{9D}0;pwned\u{9C}"), ["\\u{9D}0;pwned\\u{9C}"])
  }

  func testCursorMovementAndLineForgingAreShown() {
    let forged = "Saved.\u{1B}[1A\u{1B}[2K[OK] Payment accepted"
    XCTAssertEqual(sanitizer.lines(forged), ["Saved.␛[1A␛[2K[OK] Payment accepted"])
  }

  func testDeleteAndOtherC0ControlsUseControlPictures() {
    XCTAssertEqual(sanitizer.lines("a\u{7F}b\u{00}c\u{08}d\u{0B}e\u{0C}f"), ["a␡b␀c␈d␋e␌f"])
  }

  func testBidiOverridesAndIsolatesAreShownAsCodePoints() {
    XCTAssertEqual(sanitizer.lines("invoice\u{202E}fdp.exe"), ["invoice\\u{202E}fdp.exe"])
    XCTAssertEqual(
      sanitizer.lines("\u{202A}\u{202B}\u{202C}\u{202D}\u{2066}\u{2067}\u{2068}\u{2069}"),
      ["\\u{202A}\\u{202B}\\u{202C}\\u{202D}\\u{2066}\\u{2067}\\u{2068}\\u{2069}"])
  }

  func testNewlinesSplitLinesAndCarriageReturnLineFeedCountsOnce() {
    XCTAssertEqual(sanitizer.lines("a\nb\r\nc\u{2028}d\u{2029}e"), ["a", "b", "c", "d", "e"])
    XCTAssertEqual(sanitizer.lines("a\n\nb\n"), ["a", "", "b", ""])
    XCTAssertEqual(sanitizer.lines(""), [""])
  }

  func testNextLineControlIsShownNotTreatedAsNewline() {
    XCTAssertEqual(sanitizer.lines("a\u{85}b"), ["a\\u{85}b"])
  }

  func testTabBecomesSpaces() {
    XCTAssertEqual(sanitizer.lines("a\tb"), ["a    b"])
    XCTAssertEqual(TerminalSanitizer(tabWidth: 2).lines("a\tb"), ["a  b"])
  }

  func testOrdinaryTextIsUnchanged() {
    let text = "데이터 접근에 실패했습니다. 👩‍💻 🇰🇷 café e\u{301} [r] ok"
    XCTAssertEqual(sanitizer.lines(text), [text])
  }

  func testSingleLineJoinsLinesWithSpaces() {
    XCTAssertEqual(sanitizer.singleLine("Saved\nFAKE\u{07}"), "Saved FAKE␇")
  }

  func testAsciiNotationUsesBackslashEscapes() {
    let ascii = TerminalSanitizer(notation: .asciiEscapes)
    XCTAssertEqual(
      ascii.lines("\u{1B}[2J\r\u{07}\u{00}\u{08}\u{0B}\u{0C}\u{01}\u{7F}\u{9B}"),
      ["\\e[2J\\r\\a\\0\\b\\v\\f\\u{1}\\u{7F}\\u{9B}"])
  }

  func testNoUnsafeScalarSurvivesInEitherNotation() {
    var hostile = String.UnicodeScalarView()
    for value in Array(0x00...0x9F) + Array(0x202A...0x202E) + Array(0x2066...0x2069) {
      if let scalar = Unicode.Scalar(UInt32(value)) { hostile.append(scalar) }
    }
    let text = String(hostile)
    for notation in [TerminalSanitizer.Notation.controlPictures, .asciiEscapes] {
      for policy in [TerminalSanitizer.SequencePolicy.reveal, .strip] {
        let output = TerminalSanitizer(notation: notation, sequences: policy).lines(text)
        let unsafe = output.joined().unicodeScalars.filter(TerminalSanitizer.isUnsafe)
        XCTAssertEqual(Array(unsafe), [], "\(notation) \(policy)")
      }
    }
  }

  // MARK: - Strip

  func testStripRemovesCompleteControlSequences() {
    XCTAssertEqual(stripper.lines("\u{1B}[31mred\u{1B}[0m \u{1B}[?1049h\u{1B}[2J"), ["red "])
    XCTAssertEqual(stripper.lines("\u{9B}31mx\u{9B}0m"), ["x"])
  }

  func testStripRemovesOperatingSystemCommandsEndedByBellOrStringTerminator() {
    XCTAssertEqual(stripper.lines("\u{1B}]0;pwned\u{07}title"), ["title"])
    XCTAssertEqual(
      stripper.lines("\u{1B}]8;;https://evil.example\u{1B}\\link\u{1B}]8;;\u{1B}\\"), ["link"])
    XCTAssertEqual(stripper.lines("\u{9D}0;pwned\u{9C}y"), ["y"])
  }

  func testStripRemovesDeviceControlAndPrivacyStrings() {
    XCTAssertEqual(stripper.lines("a\u{1B}P1$r\u{1B}\\b"), ["ab"])
    XCTAssertEqual(stripper.lines("a\u{1B}X sos \u{1B}\\b"), ["ab"])
    XCTAssertEqual(stripper.lines("a\u{1B}^pm\u{1B}\\b"), ["ab"])
    XCTAssertEqual(stripper.lines("a\u{1B}_Gf=1;AAAA\u{1B}\\b"), ["ab"])
    XCTAssertEqual(stripper.lines("a\u{90}dcs\u{9C}b\u{9F}apc\u{9C}c"), ["abc"])
  }

  func testStripRemovesSingleCharacterEscapes() {
    XCTAssertEqual(stripper.lines("a\u{1B}cb\u{1B}7c\u{1B}(Bd\u{1B}Me"), ["abcde"])
  }

  func testStripRevealsIncompleteSequences() {
    XCTAssertEqual(stripper.lines("\u{1B}]0;pwned"), ["␛]0;pwned"])
    XCTAssertEqual(stripper.lines("\u{1B}[12"), ["␛[12"])
    XCTAssertEqual(stripper.lines("\u{1B}[\u{07}x"), ["␛[␇x"])
    XCTAssertEqual(stripper.lines("\u{1B}"), ["␛"])
    // The second ESC x is a complete single-character escape: stripped.
    XCTAssertEqual(stripper.lines("\u{1B}]0;a\u{1B}x"), ["␛]0;a"])
  }

  func testStripStillRevealsStrayControls() {
    XCTAssertEqual(stripper.lines("ok\rFAKE\u{07}"), ["ok␍FAKE␇"])
  }
}
