import XCTest

@testable import ConsoleDemo

/// The command line: an unknown option says so; `--help` speaks the `--lang` given anywhere.
final class DemoOptionsTests: XCTestCase {
  private func problem(_ arguments: [String]) -> String? {
    guard case .invalid(let problem) = DemoOptions.parse(arguments) else { return nil }
    return problem
  }

  private func helpLanguage(_ arguments: [String]) -> Language? {
    guard case .help(let language) = DemoOptions.parse(arguments) else { return nil }
    return language
  }

  func testAnUnknownOptionIsNamedAsSuch() {
    XCTAssertEqual(problem(["--colour"]), "unknown option: --colour")
    XCTAssertEqual(problem(["--trace", "--colour", "red"]), "unknown option: --colour")
    XCTAssertEqual(problem(["notes"]), "unexpected argument: notes")
    XCTAssertEqual(problem(["--lang"]), "--lang needs a value")
    XCTAssertEqual(problem(["--lang", "fr"]), "--lang is en or ko")
  }

  func testHelpIsInTheLanguageGivenAnywhereOnTheLine() {
    XCTAssertEqual(helpLanguage(["--help"]), .english)
    XCTAssertEqual(helpLanguage(["--help", "--lang", "ko"]), .korean)
    XCTAssertEqual(helpLanguage(["--lang", "ko", "-h"]), .korean)
    XCTAssertEqual(helpLanguage(["--lang", "xx", "--help"]), .english)
  }
}
