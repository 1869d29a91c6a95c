import Foundation
import XCTest

/// The README teaches how to watch the error stream (`--trace` on stderr) beside the screen,
/// and the demo keeps the promise: trace lines go to stderr only, one per routed error.
final class ConsoleDemoReadmeTests: DemoTestCase {
  func testTheReadmeShowsHowToFollowTheTraceBesideTheScreen() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(
      contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try XCTUnwrap(
      readme.components(separatedBy: "### Watch the error stream beside the screen").dropFirst()
        .first)
    for text in [
      "ConsoleDemo --trace --fail network 2>> /tmp/errorflow-trace.log",
      "tail -f /tmp/errorflow-trace.log",
      "trace: retryable action SyncUseCaseError.offline after 3 attempts",
    ] {
      XCTAssertTrue(section.contains(text), "the README's demo section lacks \(text)")
    }
  }

  func testTraceLinesGoToStandardErrorOnlyAsTheReadmeShows() throws {
    let result = try run(["--trace", "--fail", "network"], input: ["sync", "d"])
    XCTAssertEqual(
      result.errors, "trace: retryable action SyncUseCaseError.offline after 3 attempts\n")
    XCTAssertFalse(result.output.contains("trace:"))
  }
}
