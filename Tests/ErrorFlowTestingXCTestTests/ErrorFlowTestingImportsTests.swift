import Foundation
import XCTest

final class ErrorFlowTestingImportsTests: XCTestCase {
  /// ErrorFlowTesting must stay free of XCTest, so Swift Testing users never link it: the
  /// assertions live in this separate product.
  func testErrorFlowTestingDoesNotImportXCTest() throws {
    let sources = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/ErrorFlowTesting")
    let files = try XCTUnwrap(FileManager.default.enumerator(atPath: sources.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    XCTAssertFalse(files.isEmpty)
    for file in files {
      let text = try String(
        contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      let imports = text.split(separator: "\n").filter {
        $0.hasPrefix("import XCTest") || $0.hasPrefix("import Testing")
          || $0.hasPrefix("@testable import XCTest")
      }
      XCTAssertEqual(imports, [], file)
    }
  }
}
