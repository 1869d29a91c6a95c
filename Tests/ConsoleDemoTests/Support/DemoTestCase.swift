import XCTest

/// Runs the demo and compares its whole output with the expected text, line by line.
class DemoTestCase: XCTestCase {
  /// The lines every run starts with (English, no fault).
  static let banner = """
    ErrorFlow ConsoleDemo: notes on one error stream. Type help for commands.
    Data folder: $DATA
    Error log:   $DATA/errors.jsonl

    """

  var runs: [DemoRun] = []

  override func tearDown() {
    for run in runs {
      chmod(run.directory.path, 0o755)
      try? FileManager.default.removeItem(at: run.directory)
    }
    runs = []
    super.tearDown()
  }

  /// Runs the demo with `input` on stdin and returns the run (its folder is removed after
  /// the test).
  func run(
    _ arguments: [String] = [], input: [String], file: StaticString = #filePath,
    line: UInt = #line
  ) throws -> DemoRun {
    try run(arguments, steps: [.input(input)], file: file, line: line)
  }

  /// Runs the demo through `steps` and returns the run; asserts it exits with status 0.
  func run(
    _ arguments: [String] = [], steps: [DemoStep], in directory: URL? = nil,
    file: StaticString = #filePath, line: UInt = #line
  ) throws -> DemoRun {
    let result = try DemoRunner.run(
      arguments, steps: steps, in: directory, file: file, line: line)
    runs.append(result)
    XCTAssertEqual(
      result.status, 0, "exit status; stderr: \(result.errors)", file: file, line: line)
    return result
  }

  /// Asserts the exact output; on a mismatch, reports the first differing line.
  func assertOutput(
    _ run: DemoRun, _ expected: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    guard run.output != expected else { return }
    let actual = run.output.components(separatedBy: "\n")
    let wanted = expected.components(separatedBy: "\n")
    let common = min(actual.count, wanted.count)
    let index = (0..<common).first { actual[$0] != wanted[$0] } ?? common
    let got = index < actual.count ? actual[index] : "<end>"
    let want = index < wanted.count ? wanted[index] : "<end>"
    XCTFail(
      "output differs at line \(index + 1):\n  got:  \(got)\n  want: \(want)\n--- full output:\n"
        + run.output, file: file, line: line)
  }
}
