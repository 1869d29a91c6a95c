import ErrorFlowTesting
import ReactiveCore
import XCTest

/// Checks that the XCTest glue reports failures at the caller's file and line, by capturing
/// the failures instead of recording them.
final class AssertionGlueTests: TestingTestCase {
  private var capturing = false
  private var captured: [(description: String, file: String, line: Int)] = []

  func testRecordedEventsMismatchIsReportedAtTheCallersLine() {
    let events: [Recorded<Event<Int>>] = [.next(210, 4)]
    capturing = true
    let line = #line + 1
    assertRecorded(events, [.next(210, 5)])
    capturing = false
    XCTAssertEqual(captured.count, 1)
    XCTAssertEqual(captured.first?.line, line)
    XCTAssertEqual(captured.first?.file.hasSuffix("AssertionGlueTests.swift"), true)
    XCTAssertEqual(captured.first?.description.contains("- [0] next(5) @ 210"), true)
    XCTAssertEqual(captured.first?.description.contains("+ [0] next(4) @ 210"), true)
  }

  func testRecordedElementsMismatchIsReportedAtTheCallersLine() {
    let events: [Recorded<Event<Int>>] = [.next(210, 4), .completed(220)]
    capturing = true
    let line = #line + 1
    assertRecordedElements(events, [4, 5])
    capturing = false
    XCTAssertEqual(captured.map(\.line), [line])
  }

  #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
      guard capturing else { return super.record(issue) }
      let location = issue.sourceCodeContext.location
      captured.append(
        (issue.compactDescription, location?.fileURL.path ?? "", location?.lineNumber ?? 0))
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
      captured.append((description, filePath, lineNumber))
    }
  #endif
}
