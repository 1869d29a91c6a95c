import ErrorFlowConsole
import XCTest

final class TextWrapperTests: XCTestCase {
  func testWrapsAtSpaces() {
    XCTAssertEqual(
      TextWrapper.wrap("the quick brown fox jumps", width: 10), ["the quick", "brown fox", "jumps"])
  }

  func testTextThatFitsIsOneLine() {
    XCTAssertEqual(TextWrapper.wrap("fits", width: 4), ["fits"])
    XCTAssertEqual(TextWrapper.wrap("", width: 4), [""])
    XCTAssertEqual(TextWrapper.wrap("   ", width: 4), [""])
  }

  func testRunsOfSpacesCollapse() {
    XCTAssertEqual(TextWrapper.wrap("  a   b  ", width: 10), ["a b"])
  }

  func testKoreanWrapsByDisplayColumnsAtSpaces() {
    XCTAssertEqual(
      TextWrapper.wrap("데이터 접근에 실패했습니다.", width: 14), ["데이터 접근에", "실패했습니다."])
  }

  func testKoreanWithoutSpacesWrapsByClusters() {
    XCTAssertEqual(
      TextWrapper.wrap("데이터접근에실패했습니다", width: 7), ["데이터", "접근에", "실패했", "습니다"])
  }

  func testLongWordStartsOnFreshLineAndSplitsByClusters() {
    XCTAssertEqual(
      TextWrapper.wrap("see https://example.com/a/b", width: 10),
      ["see", "https://ex", "ample.com/", "a/b"])
  }

  func testWideCharacterIsNeverCutInHalf() {
    // Width 5: two Hangul syllables (4 columns) fit, the third would need columns 5-6.
    XCTAssertEqual(TextWrapper.wrap("가나다라", width: 5), ["가나", "다라"])
  }

  func testEmojiClustersAreKeptWhole() {
    XCTAssertEqual(TextWrapper.wrap("👨‍👩‍👧‍👦🇰🇷👩‍💻", width: 4), ["👨‍👩‍👧‍👦🇰🇷", "👩‍💻"])
  }

  func testClusterWiderThanWidthGetsOwnLine() {
    XCTAssertEqual(TextWrapper.wrap("가나", width: 1), ["가", "나"])
  }

  func testWrapLinesKeepsEmptyLines() {
    XCTAssertEqual(
      TextWrapper.wrap(lines: ["one two", "", "three"], width: 5), ["one", "two", "", "three"])
  }

  func testPadUsesDisplayColumns() {
    XCTAssertEqual(TextWrapper.pad("확인", toWidth: 6), "확인  ")
    XCTAssertEqual(TextWrapper.pad("ok", toWidth: 1), "ok")
  }

  func testTruncateAddsEllipsisWithinWidth() {
    XCTAssertEqual(TextWrapper.truncate("데이터 접근에 실패했습니다.", toWidth: 10), "데이터 접…")
    XCTAssertEqual(TextWrapper.truncate("abcdef", toWidth: 5, ellipsis: "..."), "ab...")
    XCTAssertEqual(TextWrapper.truncate("short", toWidth: 5), "short")
    XCTAssertEqual(TextWrapper.truncate("가나다", toWidth: 4), "가…")
  }
}
