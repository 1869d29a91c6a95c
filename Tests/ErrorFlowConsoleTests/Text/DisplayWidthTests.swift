import ErrorFlowConsole
import XCTest

final class DisplayWidthTests: XCTestCase {
  func testAsciiIsOneColumnPerCharacter() {
    XCTAssertEqual(DisplayWidth.columns(of: "Network error"), 13)
    XCTAssertEqual(DisplayWidth.columns(of: ""), 0)
  }

  func testHangulSyllablesAreTwoColumns() {
    XCTAssertEqual(DisplayWidth.columns(of: "데이터"), 6)
    XCTAssertEqual(DisplayWidth.columns(of: "데이터 접근에 실패했습니다."), 27)
  }

  func testConjoiningHangulJamoFormOneTwoColumnCluster() {
    // ᄒ + ᅡ + ᆫ (decomposed 한): one grapheme cluster, two columns.
    XCTAssertEqual(DisplayWidth.columns(of: "\u{1112}\u{1161}\u{11AB}"), 2)
    XCTAssertEqual(DisplayWidth.columns(of: "ㄱ"), 2)  // compatibility jamo
  }

  func testCjkKanaAndFullwidthFormsAreTwoColumns() {
    XCTAssertEqual(DisplayWidth.columns(of: "漢字"), 4)
    XCTAssertEqual(DisplayWidth.columns(of: "ひらがなカタカナ"), 16)
    XCTAssertEqual(DisplayWidth.columns(of: "ＡＢＣ１"), 8)
    XCTAssertEqual(DisplayWidth.columns(of: "\u{3000}"), 2)  // ideographic space
    XCTAssertEqual(DisplayWidth.columns(of: "\u{20000}"), 2)  // CJK extension B
  }

  func testHalfwidthKatakanaIsOneColumn() {
    XCTAssertEqual(DisplayWidth.columns(of: "ｶﾀｶﾅ"), 4)
  }

  func testEmojiArePresentedInTwoColumns() {
    XCTAssertEqual(DisplayWidth.columns(of: "😀"), 2)
    XCTAssertEqual(DisplayWidth.columns(of: "🔥"), 2)
    XCTAssertEqual(DisplayWidth.columns(of: "👋🏽"), 2)  // skin tone modifier
    XCTAssertEqual(DisplayWidth.columns(of: "🫠"), 2)  // Unicode 14
  }

  func testZeroWidthJoinerSequencesAreOneTwoColumnCluster() {
    XCTAssertEqual(DisplayWidth.columns(of: "👨‍👩‍👧‍👦"), 2)
    XCTAssertEqual(DisplayWidth.columns(of: "👩‍💻"), 2)
    XCTAssertEqual(DisplayWidth.columns(of: "🏳️‍🌈"), 2)
  }

  func testFlagsAreOneTwoColumnCluster() {
    XCTAssertEqual(DisplayWidth.columns(of: "🇰🇷"), 2)
    XCTAssertEqual(DisplayWidth.columns(of: "🇰🇷🇯🇵"), 4)
  }

  func testVariationSelectorsChoosePresentation() {
    XCTAssertEqual(DisplayWidth.columns(of: "❤️"), 2)  // U+2764 U+FE0F
    XCTAssertEqual(DisplayWidth.columns(of: "\u{2764}"), 1)  // text presentation by default
    XCTAssertEqual(DisplayWidth.columns(of: "1️⃣"), 2)  // keycap
    XCTAssertEqual(DisplayWidth.columns(of: "\u{231A}\u{FE0E}"), 1)  // watch as text
  }

  func testCombiningMarksAndZeroWidthCharactersTakeNoColumn() {
    XCTAssertEqual(DisplayWidth.columns(of: "e\u{301}"), 1)
    XCTAssertEqual(DisplayWidth.columns(of: "a\u{200B}b"), 2)  // zero-width space
    XCTAssertEqual(DisplayWidth.columns(of: Character("\u{301}")), 0)
    XCTAssertEqual(DisplayWidth.columns(of: Character("\u{FE0F}")), 0)
    XCTAssertEqual(DisplayWidth.columns(of: Character("\u{200D}")), 0)
  }

  func testControlScalarsTakeNoColumn() {
    XCTAssertEqual(DisplayWidth.columns(of: Unicode.Scalar(0x1B)), 0)
    XCTAssertEqual(DisplayWidth.columns(of: Unicode.Scalar(0x9B)), 0)
  }

  func testAmbiguousWidthCharactersCountAsOne() {
    XCTAssertEqual(DisplayWidth.columns(of: "─│┌αж"), 5)
    XCTAssertEqual(DisplayWidth.columns(of: "␛"), 1)  // control pictures
  }

  func testSanitizedControlPicturesHaveKnownWidth() {
    let line = TerminalSanitizer().singleLine("\u{1B}[2J")
    XCTAssertEqual(DisplayWidth.columns(of: line), 4)
  }
}
