import ErrorFlowTesting
import Testing
import XCTest

/// Reports to whichever test framework runs the current test: Swift Testing when a `@Test`
/// is running (`Test.current`), XCTest otherwise.
enum FrameworkReporter {
  /// A failure at `site`.
  @Sendable static func fail(_ message: String, at site: AssertionSite) {
    if Test.current != nil {
      Issue.record(Comment(rawValue: message), sourceLocation: site.sourceLocation)
    } else {
      XCTFail(message, file: site.filePath, line: site.line)
    }
  }

  /// Reports how a scope ended, at `site`.
  static func report(_ outcome: ErrorExpectations.Outcome, at site: AssertionSite) {
    if Test.current != nil {
      report(outcome, at: site.sourceLocation)
      return
    }
    if let failure = outcome.failure { XCTFail(failure, file: site.filePath, line: site.line) }
    guard let skipped = outcome.skipped else { return }
    // A note that does not fail the test: an expected failure where XCTest has them (Apple
    // platforms), else a printed line.
    #if canImport(Darwin)
      let options = XCTExpectedFailure.Options()
      options.isStrict = false
      XCTExpectFailure("skipped error assertions", options: options) {
        XCTFail(skipped, file: site.filePath, line: site.line)
      }
    #else
      print("\(site): note: \(skipped)")
    #endif
  }

  /// Reports how a scope ended in Swift Testing, at `location`: the failure as an issue, the
  /// skipped assertions as a warning, which does not fail the test.
  static func report(_ outcome: ErrorExpectations.Outcome, at location: SourceLocation) {
    if let failure = outcome.failure {
      Issue.record(Comment(rawValue: failure), sourceLocation: location)
    }
    if let skipped = outcome.skipped {
      Issue.record(Comment(rawValue: skipped), severity: .warning, sourceLocation: location)
    }
  }
}

extension AssertionSite {
  /// The same place, as Swift Testing spells it.
  var sourceLocation: SourceLocation {
    SourceLocation(
      fileID: "\(fileID)", filePath: "\(filePath)", line: Int(clamping: line),
      column: Int(clamping: column))
  }
}
