import Foundation

/// `kill(2)`, under a name ``ChildProcess/kill(_:)`` does not hide.
private func sendSignal(_ signal: Int32, to process: Int32) {
  _ = kill(process, signal)
}

/// A child process a hostile test drives: started with arguments and an environment, fed
/// lines on its standard input, read line by line, killed (`SIGKILL` by default) at the point
/// the test chooses — after a marker line it printed, or after a seeded random number of
/// them (``SeededRandom``) — and started again on the same files.
///
/// Every wait has a time limit and throws ``Timeout`` when it passes, so a test can never
/// hang on a child; a child still running when its `ChildProcess` goes away is killed.
///
/// ```swift
/// let binary = try XCTUnwrap(ChildProcess.builtExecutable(named: "OutboxChild"))
/// let child = try ChildProcess(executable: binary, arguments: [folder.path])
/// try child.send("write r1")
/// try child.waitForLine(containing: "written r1")
/// child.kill()
/// _ = try child.waitForExit()
/// let again = try child.restarted()
/// ```
public final class ChildProcess: @unchecked Sendable {
  /// A wait that ran out of time: what was awaited, and what the child had printed.
  public struct Timeout: Error, CustomStringConvertible {
    /// What the test waited for.
    public let awaited: String
    /// The child's standard output and standard error so far.
    public let output: String
    public let errors: String

    public var description: String {
      "timed out waiting for \(awaited)\n--- stdout ---\n\(output)\n--- stderr ---\n\(errors)"
    }
  }

  /// How the child ended.
  public enum Termination: Equatable, Sendable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it (`SIGKILL` is 9).
    case signalled(Int32)
  }

  public let executable: URL
  public let arguments: [String]
  /// `nil`: the test runner's own environment.
  public let environment: [String: String]?
  private let process = Process()
  private let input = Pipe()
  private let state = State()

  /// What the reading threads and the termination handler share with the test.
  private final class State: @unchecked Sendable {
    let condition = NSCondition()
    // Guarded by `condition`.
    var output = Data()
    var errors = Data()
    var ended: Termination?
    var openStreams = 2

    /// Whether the child has ended and all it wrote was read; lock held.
    var finished: Bool { ended != nil && openStreams == 0 }
  }

  /// Starts `executable` with `arguments` and `environment`.
  ///
  /// - Throws: When it cannot be started.
  public init(
    executable: URL, arguments: [String] = [], environment: [String: String]? = nil
  ) throws {
    self.executable = executable
    self.arguments = arguments
    self.environment = environment
    // A child that ends early must not kill the test runner with SIGPIPE.
    _ = signal(SIGPIPE, SIG_IGN)
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    process.terminationHandler = { [state] process in
      let termination: Termination =
        process.terminationReason == .uncaughtSignal
        ? .signalled(process.terminationStatus) : .exited(process.terminationStatus)
      state.condition.withLock {
        state.ended = termination
        state.condition.broadcast()
      }
    }
    try process.run()
    for (pipe, isOutput) in [(output, true), (errors, false)] {
      DispatchQueue.global().async { [state] in
        let handle = pipe.fileHandleForReading
        while case let data = handle.availableData, !data.isEmpty {
          state.condition.withLock {
            if isOutput { state.output.append(data) } else { state.errors.append(data) }
            state.condition.broadcast()
          }
        }
        state.condition.withLock {
          state.openStreams -= 1
          state.condition.broadcast()
        }
      }
    }
  }

  deinit {
    if process.isRunning { sendSignal(SIGKILL, to: process.processIdentifier) }
  }

  /// The same executable, arguments and environment, started again (after a kill, on the
  /// files the last run left).
  public func restarted() throws -> ChildProcess {
    try ChildProcess(executable: executable, arguments: arguments, environment: environment)
  }

  /// The process id.
  public var processIdentifier: Int32 { process.processIdentifier }

  /// Everything the child wrote to its standard output so far.
  public var output: String {
    state.condition.withLock { String(decoding: state.output, as: UTF8.self) }
  }

  /// Everything the child wrote to its standard error so far.
  public var errors: String {
    state.condition.withLock { String(decoding: state.errors, as: UTF8.self) }
  }

  /// The whole lines of the standard output so far.
  public var outputLines: [String] {
    let text = output
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines.removeLast()  // what follows the last newline: an unfinished line, or nothing
    return lines
  }

  /// Writes `line` and a newline to the child's standard input.
  public func send(_ line: String) throws {
    try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
  }

  /// Closes the child's standard input (it reads the end of its input).
  public func closeInput() throws {
    try input.fileHandleForWriting.close()
  }

  /// Waits until `count` whole lines of the output contain `marker`; returns the last of
  /// them.
  ///
  /// - Throws: ``Timeout`` after `timeout`, or once the child has ended without them.
  @discardableResult
  public func waitForLine(
    containing marker: String, count: Int = 1, timeout: Duration = .seconds(30)
  ) throws -> String {
    try waitForLine(
      count: count, timeout: timeout, awaited: "\(count) line(s) containing \"\(marker)\""
    ) { $0.contains(marker) }
  }

  /// Waits until `count` whole lines of the output satisfy `matches` (one of several
  /// outcomes, say); returns the last of them.
  ///
  /// - Throws: ``Timeout`` after `timeout`, or once the child has ended without them.
  @discardableResult
  public func waitForLine(
    count: Int = 1, timeout: Duration = .seconds(30), awaited: String = "a matching line",
    where matches: (Substring) -> Bool
  ) throws -> String {
    let deadline = Date(timeIntervalSinceNow: Self.seconds(timeout))
    state.condition.lock()
    defer { state.condition.unlock() }
    while true {
      let lines = String(decoding: state.output, as: UTF8.self).split(separator: "\n")
      let matching = lines.dropLast(state.output.last == UInt8(ascii: "\n") ? 0 : 1)
        .filter(matches)
      if matching.count >= max(1, count) { return String(matching[max(1, count) - 1]) }
      if state.finished || !state.condition.wait(until: deadline) {
        throw Timeout(
          awaited: awaited, output: String(decoding: state.output, as: UTF8.self),
          errors: String(decoding: state.errors, as: UTF8.self))
      }
    }
  }

  /// Sends `signal` (`SIGKILL` by default) to the child.
  public func kill(_ signal: Int32 = SIGKILL) {
    sendSignal(signal, to: process.processIdentifier)
  }

  /// Kills the child right after the `count`-th output line containing `marker`: the point a
  /// test chooses (or draws with ``SeededRandom``). The child may have gone on a little
  /// before the signal lands, as a real kill would find it.
  public func kill(afterLine marker: String, count: Int = 1, timeout: Duration = .seconds(30))
    throws
  {
    try waitForLine(containing: marker, count: count, timeout: timeout)
    kill(SIGKILL)
  }

  /// Waits until the child has ended and both of its output streams are read.
  ///
  /// - Throws: ``Timeout`` after `timeout` (the child is then killed).
  @discardableResult
  public func waitForExit(timeout: Duration = .seconds(30)) throws -> Termination {
    let deadline = Date(timeIntervalSinceNow: Self.seconds(timeout))
    state.condition.lock()
    while !state.finished {
      guard state.condition.wait(until: deadline) else {
        state.condition.unlock()
        kill(SIGKILL)
        throw Timeout(awaited: "the child to end", output: output, errors: errors)
      }
    }
    let termination = state.ended ?? .exited(-1)
    state.condition.unlock()
    return termination
  }

  /// The executable `name` that SwiftPM built for this package: next to the test bundle
  /// (a test target that depends on the executable target makes SwiftPM build it first),
  /// or in the package's default build folder.
  public static func builtExecutable(named name: String, file: StaticString = #filePath)
    -> URL?
  {
    let manager = FileManager.default
    var starts = [
      Bundle.main.bundleURL, Bundle.main.executableURL,
      URL(fileURLWithPath: CommandLine.arguments.first ?? ""),
    ].compactMap { $0 }
    starts += Bundle.allBundles.map(\.bundleURL)
    // Last resort: the default build folder of the package (this file is in Tests/FaultKit).
    let root = URL(fileURLWithPath: "\(file)").deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    starts.append(root.appendingPathComponent(".build/debug", isDirectory: true))
    for start in starts {
      var directory = start
      for _ in 0..<5 {
        let candidate = directory.appendingPathComponent(name)
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

  private static func seconds(_ duration: Duration) -> TimeInterval {
    let (seconds, attoseconds) = duration.components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }
}
