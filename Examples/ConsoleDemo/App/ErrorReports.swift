import ErrorFlow
import ErrorFlowConsole
import Foundation

/// Sends the error log to a collector (`--report-url`, `--fail report-down`) with an
/// `HTTPLogSink`, and says on screen how the queue stands.
///
/// The sink keeps its outbox in the data folder (``outboxName``), so a report the collector
/// has not taken survives a crash or a quit and is sent by the next run. The screen shows the
/// queue between commands (``statusChange()``: "Reports queued: 3", later "Reports delivered:
/// 3"), never in the middle of one, so the output keeps its order. Quitting (``finish(say:)``)
/// sends what waits within `--report-wait`, on every way out the demo handles: end of input,
/// `quit`, `SIGINT`, `SIGTERM`, `SIGHUP`.
@MainActor
final class ErrorReports {
  /// The outbox folder's name in the data folder.
  static let outboxName = "report-outbox"

  /// The sink the app's logger writes to.
  let sink: HTTPLogSink
  /// `--report-url`, or `nil` for the stand-in collector.
  let endpoint: URL?
  private let outage: OutageTransport?
  private let wait: Duration
  private var shownPending = 0
  private var shownDelivered = 0

  /// What starting the reports gave.
  enum Setup {
    /// Neither `--report-url` nor `--fail report-down`: nothing is sent.
    case off
    case on(ErrorReports)
    /// The outbox cannot be kept: the reason, to print.
    case failed(String)
  }

  /// Starts the reports `options` ask for, with the outbox in `directory`.
  ///
  /// - Parameter transport: How posts travel; `nil` for the sink's own transport to
  ///   `--report-url` (`http://` anywhere, `https://` where the platform allows it), or the
  ///   stand-in collector without it. Tests put a fake here (`HTTPLogSink`'s transport
  ///   seam, `LogTransport`).
  static func make(
    _ options: DemoOptions, directory: URL, transport: (any LogTransport)? = nil
  ) -> Setup {
    let down = options.faults.contains(.reportDown)
    guard options.reportURL != nil || down else { return .off }
    let configuration = HTTPLogSink.Configuration(
      maxBatchAge: .seconds(2), serviceName: "ConsoleDemo")
    let base: any LogTransport
    if let transport {
      base = transport
    } else if let url = options.reportURL {
      do {
        base = try HTTPLogSink.defaultTransport(for: url, timeout: configuration.requestTimeout)
      } catch {
        // Says why and what to do instead (an https:// URL on Linux); the URL's user info
        // is already hidden.
        return .failed("cannot report: \(error)")
      }
    } else {
      base = StandInCollector()
    }
    let outage = down ? OutageTransport(base: base) : nil
    let outbox = directory.appendingPathComponent(outboxName, isDirectory: true)
    do {
      let sink = try HTTPLogSink(
        endpoint: options.reportURL ?? StandInCollector.endpoint, outboxDirectory: outbox,
        configuration: configuration, transport: outage ?? base, clock: ContinuousClock())
      return .on(
        ErrorReports(
          sink: sink, endpoint: options.reportURL, outage: outage, wait: options.reportWait))
    } catch {
      return .failed("cannot keep the report outbox \(outbox.path): \(error)")
    }
  }

  private init(sink: HTTPLogSink, endpoint: URL?, outage: OutageTransport?, wait: Duration) {
    self.sink = sink
    self.endpoint = endpoint
    self.outage = outage
    self.wait = wait
  }

  /// The line to show after a command when the queue changed since the last one shown:
  /// how many reports wait, or, once none does, how many were delivered.
  func statusChange() -> ScreenText? {
    let status = sink.status
    defer {
      shownPending = status.pending
      shownDelivered = status.delivered
    }
    if status.pending > 0, status.pending != shownPending {
      return .reportsQueued(status.pending)
    }
    if status.pending == 0, status.delivered > shownDelivered {
      return .reportsDelivered(status.delivered)
    }
    return nil
  }

  /// Ends a `report-down` outage, sends what waits within the time limit, and says how it
  /// went through `say`: delivered, or kept for the next run (and the last failure's
  /// reason), and what was rejected or dropped.
  func finish(say: (ScreenText) -> Void) async {
    if let outage, outage.isDown {
      outage.restore()
      let pending = sink.status.pending
      if pending > 0 { say(.collectorBack(pending)) }
    }
    if sink.status.pending > 0 { _ = await sink.flush(timeout: wait) }
    let status = sink.status
    if status.pending > 0 {
      say(.reportsKept(status.pending))
      // The reason comes from the network or the collector: one safe line.
      if let reason = status.lastFailure {
        say(.reportFailure(TerminalSanitizer().singleLine(reason)))
      }
    } else if status.delivered > shownDelivered {
      say(.reportsDelivered(status.delivered))
    }
    shownPending = status.pending
    shownDelivered = status.delivered
    if status.rejected > 0 || status.dropped > 0 {
      say(.reportsLost(rejected: status.rejected, dropped: status.dropped))
    }
  }
}
