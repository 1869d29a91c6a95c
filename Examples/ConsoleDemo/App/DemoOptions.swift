import ErrorFlow
import Foundation

/// The command line: `ConsoleDemo [--data-dir DIR] [--sync-url URL] [--script FILE] ...`.
struct DemoOptions: Sendable {
  var dataDirectory: URL?
  var syncURL: URL?
  /// The collector the error log is also sent to (OTLP/HTTP JSON), if any.
  var reportURL: URL?
  /// How long quitting waits for queued reports to be sent.
  var reportWait: Duration = .seconds(3)
  var script: String?
  var language = Language.english
  var faults: [Fault] = []
  var sessionLifetime: TimeInterval = 30 * 60
  var width = 60
  var ascii = false
  var trace = false

  /// What parsing the arguments asks for.
  enum Parsed {
    case run(DemoOptions)
    /// `--help`, in the language of a valid `--lang` anywhere on the line.
    case help(Language)
    case invalid(String)
  }

  /// The options that take a value.
  static let valueOptions: Set = [
    "--data-dir", "--sync-url", "--script", "--lang", "--fail", "--session-ttl", "--width",
    "--report-url", "--report-wait",
  ]

  static func parse(_ arguments: [String]) -> Parsed {
    if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
      let values = zip(arguments, arguments.dropFirst()).filter { $0.0 == "--lang" }
      return .help(values.last.flatMap { Language(rawValue: $0.1) } ?? .english)
    }
    var options = DemoOptions()
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      if argument == "--ascii" || argument == "--trace" {
        if argument == "--ascii" { options.ascii = true } else { options.trace = true }
        continue
      }
      guard valueOptions.contains(argument) else {
        return .invalid(
          argument.hasPrefix("-")
            ? "unknown option: \(argument)" : "unexpected argument: \(argument)")
      }
      guard let value = rest.popFirst() else { return .invalid("\(argument) needs a value") }
      if let problem = options.set(argument, value) { return .invalid(problem) }
    }
    return .run(options)
  }

  /// Sets one option; returns a problem, or `nil`.
  private mutating func set(_ name: String, _ value: String) -> String? {
    switch name {
    case "--data-dir": dataDirectory = URL(fileURLWithPath: value, isDirectory: true)
    case "--sync-url":
      guard let url = URL(string: value), url.scheme != nil else {
        return "bad URL: \(URLRedaction.redact(value))"
      }
      syncURL = url
    case "--report-url":
      guard let url = Self.reportEndpoint(value) else {
        // The value may hold a user and password: never shown.
        return "--report-url needs an http:// or https:// URL with a host, not "
          + URLRedaction.redact(value)
      }
      reportURL = url
    case "--report-wait":
      guard let seconds = Double(value), seconds >= 0, seconds <= 600 else {
        return "--report-wait is 0 to 600 seconds, not \(value)"
      }
      reportWait = .milliseconds(Int((seconds * 1000).rounded()))
    case "--script": script = value
    case "--lang":
      guard let language = Language(rawValue: value) else { return "--lang is en or ko" }
      self.language = language
    case "--fail":
      guard let fault = Fault(rawValue: value) else { return "unknown fault: \(value)" }
      faults.append(fault)
    case "--session-ttl":
      guard let seconds = TimeInterval(value), seconds >= 0 else { return "bad seconds: \(value)" }
      sessionLifetime = seconds
    case "--width":
      guard let columns = Int(value), columns >= 20 else { return "--width is 20 or more" }
      width = columns
    default: return "unknown option: \(name)"
    }
    return nil
  }

  /// `value` as a collector's URL: `http` or `https`, with a host; `nil` for anything else
  /// (a `file:` URL, a bare word, a URL with no host).
  static func reportEndpoint(_ value: String) -> URL? {
    guard let url = URL(string: value), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
    else { return nil }
    return url
  }
}
