import ErrorFlow
import FaultKit
import Foundation
import XCTest

/// Issue 29: no URL shape in FaultKit's table shows its user info in
/// ``HTTPLogSink/Status/lastFailure`` or in a notice — neither a collector's redirect
/// `Location` (the sink's own transport, against FaultKit's hostile server, and an app's
/// transport that hands the header back raw) nor the description of an error an app's
/// transport throws.
final class HTTPLogSinkHostileURLTests: ReportingTestCase {
  private func quickRetries() -> HTTPLogSink.Configuration {
    var configuration = configuration(
      batchSize: 1, retry: RetryPolicy(maxAttempts: 1, baseDelay: .zero, maxDelay: .zero))
    configuration.requestTimeout = .seconds(5)
    return configuration
  }

  /// Every notice and the status hold none of the secrets of `shapes`; every record is
  /// delivered once the transport answers 200, and the counters add up.
  private func assertNoSecret(
    _ shapes: [FaultKit.HostileURLs.Shape], in sink: HTTPLogSink, _ fallback: AwaitableLogSink,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let status = sink.status
    let texts = fallback.notices + [status.lastFailure ?? ""]
    for shape in shapes {
      for secret in shape.secrets {
        for text in texts where text.contains(secret) {
          XCTFail("\(shape): \(text.debugDescription)", file: file, line: line)
        }
      }
    }
    XCTAssertEqual(status.pending, 0, file: file, line: line)
    XCTAssertEqual(status.delivered, 1, file: file, line: line)
    XCTAssertEqual(status.dropped + status.rejected, 0, file: file, line: line)
    XCTAssertEqual(fallback.forwarded.count, 0, file: file, line: line)
  }

  func testARedirectToAnyHostileShapeShowsNoSecretFromTheSinksOwnTransport() async throws {
    let shapes = FaultKit.HostileURLs.shapes
    let server = try LoopbackHTTPServer(
      answers: shapes.map { .redirect(302, location: $0.text) }, otherwise: .hold(then: 200))
    defer { server.stop() }
    let fallback = AwaitableLogSink()
    let sink = try HTTPLogSink(
      endpoint: server.url, outboxDirectory: outbox, configuration: quickRetries(),
      fallback: fallback)
    sink.write(record("redirected"))
    // The held request comes after every redirect was settled and reported.
    _ = try await within { await server.waitForRequests(shapes.count + 1) }
    XCTAssertGreaterThan(fallback.notices.count, 1)
    server.releaseHeld()
    let flushed = try await within { await sink.flush(timeout: .seconds(60)) }
    XCTAssertTrue(flushed)
    assertNoSecret(shapes, in: sink, fallback)
  }

  func testARawLocationFromAnAppsTransportShowsNoSecret() async throws {
    let shapes = FaultKit.HostileURLs.shapes
    let fallback = AwaitableLogSink()
    let transport = ShapeTransport(shapes.map { .redirect($0.text) })
    let sink = try HTTPLogSink(
      endpoint: URL(string: "http://collector.test/v1/logs")!, outboxDirectory: outbox,
      configuration: quickRetries(), fallback: fallback, transport: transport,
      clock: ContinuousClock())
    sink.write(record("redirected"))
    let flushed = try await within { await sink.flush(timeout: .seconds(60)) }
    XCTAssertTrue(flushed)
    XCTAssertEqual(transport.calls, shapes.count + 1)
    assertNoSecret(shapes, in: sink, fallback)
  }

  /// An app's transport throws errors that name the URL it failed on (as `URLError` does):
  /// the reason shows the error without the user info.
  func testAnErrorAnAppsTransportThrowsShowsNoSecret() async throws {
    let shapes = FaultKit.HostileURLs.shapes
    let fallback = AwaitableLogSink()
    let transport = ShapeTransport(shapes.flatMap { [.throwing($0.text), .urlError($0.text)] })
    let sink = try HTTPLogSink(
      endpoint: URL(string: "http://collector.test/v1/logs")!, outboxDirectory: outbox,
      configuration: quickRetries(), fallback: fallback, transport: transport,
      clock: ContinuousClock())
    sink.write(record("thrown"))
    let flushed = try await within { await sink.flush(timeout: .seconds(60)) }
    XCTAssertTrue(flushed)
    XCTAssertEqual(transport.calls, 2 * shapes.count + 1)
    XCTAssertTrue(fallback.notices.contains { $0.contains("Unreachable") }, "\(fallback.notices)")
    XCTAssertTrue(
      fallback.notices.contains { $0.contains("NSURLErrorDomain") }, "\(fallback.notices)")
    assertNoSecret(shapes, in: sink, fallback)
  }

  /// An error description longer than the 1,000 scalars a description keeps is cut inside
  /// the user info, before its `@`: what is left of the authority is hidden up to the cut.
  func testAnErrorDescriptionCutInsideTheUserInfoShowsNoSecret() async throws {
    let user = String(repeating: "u", count: 2_000)
    let text = "http://\(user):longpassword@h/"
    let fallback = AwaitableLogSink()
    let transport = ShapeTransport([.throwing(text)])
    let sink = try HTTPLogSink(
      endpoint: URL(string: "http://collector.test/v1/logs")!, outboxDirectory: outbox,
      configuration: quickRetries(), fallback: fallback, transport: transport,
      clock: ContinuousClock())
    sink.write(record("cut"))
    let flushed = try await within { await sink.flush(timeout: .seconds(60)) }
    XCTAssertTrue(flushed)
    let failure = try XCTUnwrap(sink.status.lastFailure)
    XCTAssertTrue(failure.hasSuffix("\"http://***…"), failure)
    assertNoSecret(
      [FaultKit.HostileURLs.Shape(name: "cut", text: text, secrets: ["uuuuuuuu", "longpassword"])],
      in: sink, fallback)
  }
}

/// Answers each request by the next step of its script, then 200.
private final class ShapeTransport: LogTransport, @unchecked Sendable {
  enum Step: Sendable {
    /// A 302 whose `Location` is the text, as it came.
    case redirect(String)
    /// Throws an error whose description names the text.
    case throwing(String)
    /// Throws a `URLError` whose failing URL is the text.
    case urlError(String)
  }

  private struct Unreachable: Error, CustomStringConvertible {
    let url: String
    var description: String { "cannot reach \(url)" }  // what a `print` shows
  }

  // `lock` guards `steps` and `count`: that is what makes the class Sendable.
  private let lock = NSLock()
  private let steps: [Step]
  private var count = 0

  init(_ steps: [Step]) {
    self.steps = steps
  }

  var calls: Int { lock.withLock { count } }

  func post(_ body: Data, to url: URL, headers: [String: String], timeout: Duration)
    async throws -> Int
  {
    try await exchange(body, to: url, headers: headers, timeout: timeout).status
  }

  func exchange(_ body: Data, to url: URL, headers: [String: String], timeout: Duration)
    async throws -> LogTransportAnswer
  {
    let index = lock.withLock { () -> Int in
      count += 1
      return count - 1
    }
    guard index < steps.count else { return LogTransportAnswer(status: 200) }
    switch steps[index] {
    case .redirect(let location):
      return LogTransportAnswer(status: 302, location: location)
    case .throwing(let text):
      throw Unreachable(url: text)
    case .urlError(let text):
      var userInfo: [String: Any] = [NSLocalizedDescriptionKey: "could not connect to \(text)"]
      if let url = URL(string: text) { userInfo[NSURLErrorFailingURLErrorKey] = url }
      throw URLError(.cannotConnectToHost, userInfo: userInfo)
    }
  }
}
