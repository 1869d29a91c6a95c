import ErrorFlowConsole
import XCTest

final class TerminalCapabilitiesTests: XCTestCase {
  private func capabilities(
    _ variables: [String: String], isTerminal: Bool = true, windowColumns: Int? = nil,
    forceASCII: Bool = false
  ) -> TerminalCapabilities {
    TerminalCapabilities(
      environment: TerminalEnvironment(
        variables: variables, isTerminal: isTerminal, windowColumns: windowColumns),
      forceASCII: forceASCII)
  }

  func testColoursOnATerminal() {
    XCTAssertTrue(capabilities(["TERM": "xterm-256color"]).usesColor)
    XCTAssertTrue(capabilities([:]).usesColor)
  }

  func testNoColoursWhenNotATerminal() {
    XCTAssertFalse(capabilities(["TERM": "xterm-256color"], isTerminal: false).usesColor)
  }

  func testNoColorDisablesColoursWhateverItsValue() {
    XCTAssertFalse(capabilities(["TERM": "xterm", "NO_COLOR": "1"]).usesColor)
    XCTAssertFalse(capabilities(["TERM": "xterm", "NO_COLOR": ""]).usesColor)
  }

  func testDumbTerminalHasNoColoursAndAsciiBoxes() {
    let dumb = capabilities(["TERM": "dumb", "LANG": "en_US.UTF-8"])
    XCTAssertFalse(dumb.usesColor)
    XCTAssertTrue(dumb.usesASCII)
  }

  func testWidthPrefersTheTerminalThenColumnsThenEighty() {
    XCTAssertEqual(capabilities(["COLUMNS": "100"], windowColumns: 132).width, 132)
    XCTAssertEqual(capabilities(["COLUMNS": "100"], windowColumns: 0).width, 100)
    XCTAssertEqual(capabilities(["COLUMNS": " 60 "]).width, 60)
    XCTAssertEqual(capabilities(["COLUMNS": "wide"]).width, 80)
    XCTAssertEqual(capabilities(["COLUMNS": "-5"]).width, 80)
    XCTAssertEqual(capabilities([:]).width, 80)
  }

  func testUtf8LocaleDrawsUnicodeBoxes() {
    XCTAssertFalse(capabilities(["LANG": "ko_KR.UTF-8"]).usesASCII)
    XCTAssertFalse(capabilities(["LANG": "C.utf8"]).usesASCII)
    XCTAssertFalse(capabilities([:]).usesASCII)  // no locale set: UTF-8 assumed
  }

  func testNonUtf8LocaleDrawsAsciiBoxes() {
    XCTAssertTrue(capabilities(["LANG": "C"]).usesASCII)
    XCTAssertTrue(capabilities(["LANG": "POSIX"]).usesASCII)
    XCTAssertTrue(capabilities(["LANG": "en_US.ISO-8859-1"]).usesASCII)
  }

  func testLocalePrecedenceIsLcAllThenLcCtypeThenLang() {
    XCTAssertTrue(capabilities(["LC_ALL": "C", "LANG": "en_US.UTF-8"]).usesASCII)
    XCTAssertFalse(capabilities(["LC_ALL": "", "LC_CTYPE": "UTF-8", "LANG": "C"]).usesASCII)
    XCTAssertTrue(capabilities(["LC_CTYPE": "C", "LANG": "en_US.UTF-8"]).usesASCII)
  }

  func testAsciiWhenAskedFor() {
    XCTAssertTrue(capabilities(["LANG": "en_US.UTF-8"], forceASCII: true).usesASCII)
  }

  func testCurrentEnvironmentOfANonTerminalDescriptorIsNotATerminal() throws {
    let pipe = Pipe()
    let environment = TerminalEnvironment.current(
      fileDescriptor: pipe.fileHandleForWriting.fileDescriptor)
    XCTAssertFalse(environment.isTerminal)
    XCTAssertNil(environment.windowColumns)
  }
}
