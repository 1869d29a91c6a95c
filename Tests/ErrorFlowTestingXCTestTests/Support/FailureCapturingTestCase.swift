import XCTest

/// A test case that can capture the failures an assertion reports instead of recording
/// them, to check what the assertion under test reports and where.
class FailureCapturingTestCase: XCTestCase {
  struct Failure: Equatable {
    let description: String
    let file: String
    let line: Int
  }

  private var capturing = false
  private var captured: [Failure] = []

  /// Runs `body` and returns the failures it reported, which do not fail this test.
  func failures(of body: () -> Void) -> [Failure] {
    capturing = true
    captured = []
    body()
    capturing = false
    return captured
  }

  /// Runs async `body` and returns the failures it reported, which do not fail this test.
  func asyncFailures(of body: () async -> Void) async -> [Failure] {
    capturing = true
    captured = []
    await body()
    capturing = false
    return captured
  }

  #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
      guard capturing else { return super.record(issue) }
      let location = issue.sourceCodeContext.location
      captured.append(
        Failure(
          description: issue.compactDescription, file: location?.fileURL.path ?? "",
          line: location?.lineNumber ?? 0))
    }
  #else
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      guard capturing else {
        return super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
      captured.append(Failure(description: description, file: filePath, line: lineNumber))
    }
  #endif
}
