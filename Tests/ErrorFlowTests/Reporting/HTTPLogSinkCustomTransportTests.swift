import ErrorFlow
import Foundation
import XCTest

/// ``LogTransport`` is public: a sink made with the app's own transport sends through it, and
/// whatever that transport hands back is treated as text from the network — a redirect's
/// `Location` reaches the failure notice with its user info hidden and its controls escaped.
final class HTTPLogSinkCustomTransportTests: ReportingTestCase {
  func testTheSinkHidesTheLocationAnAppsTransportHandsBack() async throws {
    let notices = AwaitableLogSink()
    let transport = RawRedirectTransport()
    let sink = try HTTPLogSink(
      endpoint: URL(string: "http://collector.test/v1/logs")!, outboxDirectory: outbox,
      configuration: configuration(
        batchSize: 1, retry: RetryPolicy(maxAttempts: 1, baseDelay: .zero, maxDelay: .zero)),
      fallback: notices, transport: transport,
      clock: ContinuousClock())
    sink.write(record("kept"))
    try await within { await notices.waitForNotices(1) }
    let notice = try XCTUnwrap(notices.notices.first)
    XCTAssertTrue(
      notice.contains(
        "HTTP 307 (a redirect to http://***@elsewhere.test/%0Ax; redirects are not followed"),
      notice)
    XCTAssertFalse(notice.contains("secret"), notice)
    XCTAssertEqual(transport.endpoints.first, URL(string: "http://collector.test/v1/logs"))
  }

  func testTheStatusShowsATransportsErrorTextOnOneLineWithItsControlsEscaped() async throws {
    let notices = AwaitableLogSink()
    let sink = try HTTPLogSink(
      endpoint: URL(string: "http://collector.test/v1/logs")!, outboxDirectory: outbox,
      configuration: configuration(
        batchSize: 1, retry: RetryPolicy(maxAttempts: 1, baseDelay: .zero, maxDelay: .zero)),
      fallback: notices,
      transport: ScriptedTransport { _ in throw HostileText() },
      clock: ContinuousClock())
    sink.write(record("kept"))
    try await within { await notices.waitForNotices(1) }
    XCTAssertEqual(
      sink.status.lastFailure,
      #"network error: down\n[critical] forged\u{1B}[2J\u{202E}\u{200F}\u{61C}end"#)
  }

  func testTheDefaultTransportRefusesAnEndpointItCannotSendTo() {
    XCTAssertThrowsError(
      try HTTPLogSink.defaultTransport(
        for: URL(string: "ftp://user:pw@collector.test/v1/logs")!, timeout: .seconds(1))
    ) { error in
      XCTAssertEqual(
        error as? HTTPLogSink.ConfigurationError,
        .unsupportedEndpoint("ftp://***@collector.test/v1/logs"))
    }
  }
}

/// Answers every post with a redirect whose `Location` it did not clean, and records where
/// each post went.
private final class RawRedirectTransport: LogTransport, @unchecked Sendable {
  private let lock = NSLock()
  private var urls: [URL] = []

  var endpoints: [URL] { lock.withLock { urls } }

  func post(_ body: Data, to url: URL, headers: [String: String], timeout: Duration)
    async throws -> Int
  {
    try await exchange(body, to: url, headers: headers, timeout: timeout).status
  }

  func exchange(_ body: Data, to url: URL, headers: [String: String], timeout: Duration)
    async throws -> LogTransportAnswer
  {
    lock.withLock { urls.append(url) }
    return LogTransportAnswer(status: 307, location: "http://user:secret@elsewhere.test/\nx")
  }
}

/// A transport's error whose text holds a line break, terminal controls and direction marks.
private struct HostileText: Error, CustomStringConvertible {
  var description: String { "down\n[critical] forged\u{1B}[2J\u{202E}\u{200F}\u{61C}end" }
}
