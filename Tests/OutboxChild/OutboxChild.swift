import ErrorFlow
import FaultKit
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program for the outbox's process tests (a test tool, never a product): it drives an
/// `HTTPLogSink` on the outbox directory given as its argument, one command per line of its
/// standard input, and prints a marker line when each is done, so a test can wait for a
/// point, kill it there with `SIGKILL` (`FaultKit.ChildProcess`), and start it again.
///
/// The collector is a transport in the process: down (every post fails) until `up`, then
/// every post is answered 200 and printed as `posted <id>,<id>…`. The sink's notices print as
/// `notice: …` and the records it gives up on as `fallback <id>`.
///
/// Commands (marker printed when done):
/// - `write <id>`: writes a record with that id (`written <id>`).
/// - `persist`: `flush(timeout: .zero)`: returns once every record written is in the
///   outbox (`persisted`).
/// - `limit <bytes>`: files may grow only `bytes` past the outbox file's size now
///   (`FileSizeLimit`: the next append comes up short) (`limited`).
/// - `lift`: the disk works again (`lifted`).
/// - `up`: the collector answers from now on (`up`).
/// - `flush`: `flush(timeout: 30 s)` (`flushed true` or `flushed false`).
/// - `storm <prefix> <count>`: writes `<prefix>0`… each followed by `persist`
///   (`persisted <prefix><n>` after each).
/// - `status`: `status pending=… delivered=… dropped=…`.
/// - `quit`: exits 0.
///
/// At start it prints `opened pending=<n>`, or `refused: <reason>` and exits 3 when another
/// sink holds the outbox, or `failed: <reason>` and exits 4.
@main
struct OutboxChild {
  static func main() async {
    guard CommandLine.arguments.count > 1 else {
      Output.line("usage: OutboxChild <outbox directory>")
      exit(2)
    }
    let directory = URL(fileURLWithPath: CommandLine.arguments[1], isDirectory: true)
    let collector = ChildCollector()
    let fallback = ClosureLogSink { record in
      if record.context.rawValue == "errorReporting" {
        Output.line("notice: \(record.debugMessage)")
      } else {
        Output.line("fallback \(record.id)")
      }
    }
    let sink: HTTPLogSink
    do {
      sink = try HTTPLogSink(
        endpoint: URL(fileURLWithPath: "/"), outboxDirectory: directory,
        configuration: HTTPLogSink.Configuration(
          batchSize: 100, maxBatchAge: .seconds(3600), serviceName: "OutboxChild"),
        fallback: fallback, transport: collector, clock: .live)
    } catch let error as HTTPLogSink.OutboxInUse {
      Output.line("refused: \(error)")
      exit(3)
    } catch {
      Output.line("failed: \(error)")
      exit(4)
    }
    Output.line("opened pending=\(sink.status.pending)")
    while let line = readLine() {
      let words = line.split(separator: " ").map(String.init)
      guard let command = words.first else { continue }
      do {
        try await run(command, Array(words.dropFirst()), sink, collector, directory)
      } catch {
        Output.line("error: \(error)")
      }
    }
  }

  private static func run(
    _ command: String, _ arguments: [String], _ sink: HTTPLogSink, _ collector: ChildCollector,
    _ directory: URL
  ) async throws {
    switch command {
    case "write":
      let id = arguments.first ?? UUID().uuidString
      sink.write(record(id))
      Output.line("written \(id)")
    case "persist":
      _ = await sink.flush(timeout: .zero)
      Output.line("persisted")
    case "limit":
      let extra = arguments.first.flatMap { Int($0) } ?? 0
      let file = directory.appendingPathComponent("outbox.jsonl").path
      var info = stat()
      let size = stat(file, &info) == 0 ? Int(info.st_size) : 0
      try FileSizeLimit.set(bytes: size + extra)
      Output.line("limited")
    case "lift":
      try FileSizeLimit.lift()
      Output.line("lifted")
    case "up":
      collector.up()
      Output.line("up")
    case "flush":
      Output.line("flushed \(await sink.flush(timeout: .seconds(30)))")
    case "storm":
      let prefix = arguments.first ?? "s"
      let count = arguments.dropFirst().first.flatMap { Int($0) } ?? 0
      for index in 0..<max(0, count) {
        sink.write(record("\(prefix)\(index)"))
        _ = await sink.flush(timeout: .zero)
        Output.line("persisted \(prefix)\(index)")
      }
    case "status":
      let status = sink.status
      Output.line(
        "status pending=\(status.pending) delivered=\(status.delivered) "
          + "dropped=\(status.dropped)")
    case "quit":
      exit(0)
    default:
      Output.line("unknown command \(command)")
    }
  }

  private static func record(_ id: String) -> ErrorLogRecord {
    var record = ErrorLogRecord(AppError(ChildFailure(), context: .action))
    record.id = id
    return record
  }
}

/// The error every record of the child carries.
private struct ChildFailure: Error {}

/// The standard output, one whole line per `write(2)`, from any thread.
private enum Output {
  private static let lock = NSLock()

  static func line(_ text: String) {
    let bytes = Array((text + "\n").utf8)
    lock.withLock {
      var offset = 0
      while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes {
          write(STDOUT_FILENO, $0.baseAddress, $0.count)
        }
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { return }
        offset += written
      }
    }
  }
}

/// The collector, in the process: down until ``up()``, then every post is answered 200 and
/// its record ids printed.
private final class ChildCollector: LogTransport, @unchecked Sendable {
  private struct Down: Error {}
  private let lock = NSLock()
  private var isUp = false

  func up() {
    lock.withLock { isUp = true }
  }

  func post(_ body: Data, to url: URL, headers: [String: String], timeout: Duration)
    async throws -> Int
  {
    guard lock.withLock({ isUp }) else { throw Down() }
    Output.line("posted " + Self.ids(in: body).joined(separator: ","))
    return 200
  }

  /// The `log.record.uid` of each record of an OTLP/HTTP JSON body.
  private static func ids(in body: Data) -> [String] {
    let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:]
    let resources = object["resourceLogs"] as? [[String: Any]] ?? []
    let scopes = resources.flatMap { $0["scopeLogs"] as? [[String: Any]] ?? [] }
    let records = scopes.flatMap { $0["logRecords"] as? [[String: Any]] ?? [] }
    return records.compactMap { record in
      let attributes = record["attributes"] as? [[String: Any]] ?? []
      let uid = attributes.first { $0["key"] as? String == "log.record.uid" }
      return (uid?["value"] as? [String: Any])?["stringValue"] as? String
    }
  }
}
