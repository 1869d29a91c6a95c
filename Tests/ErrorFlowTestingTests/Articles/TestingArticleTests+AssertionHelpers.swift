import ErrorFlowTesting
import Testing
import XCTest

// "Assertion helpers": `EventDiff` reported at the caller's line, in XCTest and in Swift
// Testing.

func assertRecorded<Value: Equatable>(
  _ actual: [Value], _ expected: [Value], file: StaticString = #filePath, line: UInt = #line
) {
  if let diff = EventDiff.describe(expected: expected, actual: actual) {
    XCTFail(diff, file: file, line: line)
  }
}

func expectRecorded<Value: Equatable>(
  _ actual: [Value], _ expected: [Value], sourceLocation: SourceLocation = #_sourceLocation
) {
  if let diff = EventDiff.describe(expected: expected, actual: actual) {
    Issue.record(Comment(rawValue: diff), sourceLocation: sourceLocation)
  }
}
