import Foundation
import XCTest

/// The result of one run of the built `ConsoleDemo` binary.
struct DemoRun {
  /// Standard output, with the data folder's path replaced by `$DATA`.
  var output: String
  /// Standard error.
  var errors: String
  var status: Int32
  /// The data folder used by the run.
  var directory: URL

  /// The error log's records, one JSON object per line.
  var logRecords: [[String: Any]] {
    let url = directory.appendingPathComponent("errors.jsonl")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").compactMap {
      (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any]
    }
  }
}

/// Runs the built demo in scripted mode (stdin is a pipe), in a fresh temporary data folder,
/// with a fixed environment (UTF-8 locale, no colours, no COLUMNS, the demo's virtual clock:
/// see `DemoClock`) and a time limit.
enum DemoRunner {
  static let timeout: TimeInterval = 30

  /// The `ConsoleDemo` executable next to the test bundle (SwiftPM builds it first: the test
  /// target depends on it).
  static var executable: URL? {
    let manager = FileManager.default
    var starts = [
      Bundle.main.bundleURL, Bundle.main.executableURL,
      URL(fileURLWithPath: CommandLine.arguments.first ?? ""),
    ].compactMap { $0 }
    starts += Bundle.allBundles.map(\.bundleURL)
    // Last resort: the default build folder of this package.
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    starts.append(root.appendingPathComponent(".build/debug", isDirectory: true))
    for start in starts {
      var directory = start
      for _ in 0..<5 {
        let candidate = directory.appendingPathComponent("ConsoleDemo")
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
          !isDirectory.boolValue, manager.isExecutableFile(atPath: candidate.path)
        {
          return candidate
        }
        directory.deleteLastPathComponent()
      }
    }
    return nil
  }

  /// The names in a run's data folder, sorted, without the `.cache` and `.local` folders that
  /// Foundation makes in `$HOME` (the runner sets `HOME` to the data folder).
  static func entries(of directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0 != ".cache" && $0 != ".local" }.sorted()
  }

  /// Runs the demo with `arguments` (after `--data-dir`), feeding `input` lines on stdin.
  static func run(
    _ arguments: [String] = [], input: [String], prepare: (URL) throws -> Void = { _ in },
    file: StaticString = #filePath, line: UInt = #line
  ) throws -> DemoRun {
    try run(arguments, steps: [.input(input)], prepare: prepare, file: file, line: line)
  }

  /// Runs the demo with `arguments`, performing `steps` in order. Before an `.action`, the
  /// runner sends `# checkpoint` and waits until the demo echoes it: everything sent before
  /// has been handled. The echo is part of the output.
  static func run(
    _ arguments: [String] = [], steps: [DemoStep], prepare: (URL) throws -> Void = { _ in },
    in existing: URL? = nil, file: StaticString = #filePath, line: UInt = #line
  ) throws -> DemoRun {
    let binary = try XCTUnwrap(executable, "ConsoleDemo binary not found", file: file, line: line)
    let directory =
      existing
      ?? FileManager.default.temporaryDirectory
      .appendingPathComponent("ConsoleDemoTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try prepare(directory)

    // A demo that quits early must not kill the test runner with SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    let process = Process()
    process.executableURL = binary
    process.arguments = ["--data-dir", directory.path] + arguments
    // The virtual clock: silent retries do not wait the policy's real backoff.
    process.environment = [
      "LANG": "C.UTF-8", "HOME": directory.path, "TERM": "xterm",
      "ERRORFLOW_DEMO_CLOCK": "virtual",
    ]
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr

    let finished = DispatchGroup()
    let collected = Collected()
    finished.enter()
    process.terminationHandler = { _ in finished.leave() }
    try process.run()
    for pipe in [stdout, stderr] {
      finished.enter()
      let isOutput = pipe === stdout
      DispatchQueue.global().async {
        let handle = pipe.fileHandleForReading
        while case let data = handle.availableData, !data.isEmpty {
          collected.append(data, output: isOutput)
        }
        collected.append(Data(), output: isOutput)
        finished.leave()
      }
    }
    let deadline = DispatchTime.now() + timeout
    var checkpoints = 0
    for step in steps {
      switch step {
      case .input(let lines):
        let text = lines.map { $0 + "\n" }.joined()
        try stdin.fileHandleForWriting.write(contentsOf: Data(text.utf8))
      case .action(let action):
        checkpoints += 1
        try stdin.fileHandleForWriting.write(contentsOf: Data("# checkpoint\n".utf8))
        let reached = collected.waitForOutput(
          containing: "> # checkpoint\n", times: checkpoints, deadline: deadline)
        XCTAssertTrue(reached, "checkpoint \(checkpoints) not reached", file: file, line: line)
        try action(directory)
      case .waitFor(let text, let traces):
        let reached = collected.waitForOutput(containing: text, traces: traces, deadline: deadline)
        XCTAssertTrue(reached, "never saw \(text) and \(traces) traces", file: file, line: line)
      case .send(let number):
        kill(process.processIdentifier, number)
      case .signal(let number):
        // Wait for the demo to end: closing stdin first would race the signal with the end
        // of input.
        kill(process.processIdentifier, number)
        if finished.wait(timeout: deadline) == .timedOut {
          XCTFail("ConsoleDemo did not end on signal \(number)", file: file, line: line)
        }
      }
    }
    try stdin.fileHandleForWriting.close()

    if finished.wait(timeout: deadline) == .timedOut {
      process.terminate()
      XCTFail("ConsoleDemo did not finish within \(timeout) s", file: file, line: line)
      _ = finished.wait(timeout: .now() + 5)
    }
    let output = String(decoding: collected.output, as: UTF8.self)
      .replacingOccurrences(of: directory.path, with: "$DATA")
    return DemoRun(
      output: output, errors: String(decoding: collected.errors, as: UTF8.self),
      status: process.isRunning ? -1 : process.terminationStatus, directory: directory)
  }
}

/// One step of a run: lines to send, something to do once they are handled, or a wait until
/// the output shows `text` and stderr holds `traces` lines from `--trace` (each printed once
/// the bus has routed that error): an alert left open while more errors arrive, as a person
/// reading it would leave it.
enum DemoStep {
  case input([String])
  case action((URL) throws -> Void)
  case waitFor(String, traces: Int)
  /// Sends the signal to the demo and waits until it has ended (put a `.waitFor` first, for
  /// what it must have shown by then).
  case signal(Int32)
  /// Sends the signal to the demo and goes on at once (the demo may still be cleaning up).
  case send(Int32)
}

/// Bytes read on two background queues; a waiter is woken on every append.
private final class Collected: @unchecked Sendable {
  private let condition = NSCondition()
  private var outputData = Data()
  private var errorData = Data()

  var output: Data { condition.withLock { outputData } }
  var errors: Data { condition.withLock { errorData } }

  func append(_ data: Data, output: Bool) {
    condition.withLock {
      if output { outputData.append(data) } else { errorData.append(data) }
      condition.broadcast()
    }
  }

  /// Waits until the output holds `text` and stderr holds `traces` lines starting with
  /// `trace:`; false at the deadline.
  func waitForOutput(containing text: String, traces: Int, deadline: DispatchTime) -> Bool {
    let limit = Date(timeIntervalSinceNow: Self.seconds(until: deadline))
    condition.lock()
    defer { condition.unlock() }
    while !String(decoding: outputData, as: UTF8.self).contains(text)
      || String(decoding: errorData, as: UTF8.self).components(separatedBy: "trace:").count - 1
        < traces
    {
      if !condition.wait(until: limit) { return false }
    }
    return true
  }

  private static func seconds(until deadline: DispatchTime) -> TimeInterval {
    let now = DispatchTime.now().uptimeNanoseconds
    return deadline.uptimeNanoseconds > now
      ? Double(deadline.uptimeNanoseconds - now) / 1e9 : 0
  }

  /// Waits until the output holds `marker` at least `times` times; false at the deadline.
  func waitForOutput(containing marker: String, times: Int, deadline: DispatchTime) -> Bool {
    let limit = Date(timeIntervalSinceNow: Self.seconds(until: deadline))
    condition.lock()
    defer { condition.unlock() }
    while String(decoding: outputData, as: UTF8.self).components(separatedBy: marker).count - 1
      < times
    {
      if !condition.wait(until: limit) { return false }
    }
    return true
  }
}
