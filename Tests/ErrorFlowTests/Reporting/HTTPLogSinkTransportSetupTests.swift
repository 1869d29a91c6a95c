import ErrorFlow
import FaultKit
import Foundation
import XCTest

/// What a sink refuses when it is made, before any file is touched: headers it could not send
/// as given (never echoing a value: it may be a secret), endpoints that are not HTTP, and
/// `https://` on Linux, where the platform's client can stop the process.
final class HTTPLogSinkTransportSetupTests: ReportingTestCase {
  private typealias Refusal = HTTPLogSink.ConfigurationError

  private func makeSink(
    _ endpoint: String = "http://127.0.0.1:9/v1/logs", headers: [String: String] = [:]
  ) throws -> HTTPLogSink {
    try HTTPLogSink(
      endpoint: try XCTUnwrap(URL(string: endpoint)), outboxDirectory: outbox,
      configuration: HTTPLogSink.Configuration(headers: headers))
  }

  private func assertRefused(
    _ make: @autoclosure () throws -> HTTPLogSink, _ expected: Refusal, hiding secret: String,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertThrowsError(try make(), file: file, line: line) { error in
      XCTAssertEqual(error as? Refusal, expected, file: file, line: line)
      XCTAssertFalse("\(error)".contains(secret), "\(error)", file: file, line: line)
    }
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: outbox.path), "refused before the outbox is made",
      file: file, line: line)
  }

  func testAHeaderValueWithALineBreakOrAControlCharacterIsRefusedWithoutShowingIt() {
    for value in [
      "Bearer s3cr3t\n", "Bearer s3cr3t\r\n", "Bearer\rs3cr3t", "s3cr3t\0", "s3cr3t\u{7F}",
      "s3cr3t\u{1B}[2J",
    ] {
      assertRefused(
        try makeSink(headers: ["Authorization": value]),
        .invalidHeaderValue(name: "Authorization"), hiding: "s3cr3t")
    }
    XCTAssertEqual(
      Refusal.invalidHeaderValue(name: "Authorization").description,
      "the value of header \"Authorization\" holds a line break, a NUL or another control "
        + "character, which HTTP cannot carry (a trailing newline read from a file?); the "
        + "value is not shown, it may be a secret")
  }

  func testAHeaderNameThatIsNotATokenIsRefused() {
    for name in ["X Api", "X-Api:", "", "X\nY", "Ключ", "(comment)"] {
      assertRefused(
        try makeSink(headers: [name: "v4lue"]), .invalidHeaderName(name), hiding: "v4lue")
    }
    XCTAssertEqual(
      Refusal.invalidHeaderName("X\nY").description,
      "header name \"X\\nY\" is not an HTTP token (letters, digits and !#$%&'*+-.^_`|~ only, "
        + "no space or colon)")
  }

  func testHeadersTheSinkWritesItselfAreRefused() {
    for name in ["Content-Length", "host", "Transfer-Encoding", "Connection", "Expect"] {
      assertRefused(
        try makeSink(headers: [name: "v4lue"]), .reservedHeader(name), hiding: "v4lue")
    }
  }

  func testTheTransportSeamChecksHeadersToo() {
    XCTAssertThrowsError(
      try HTTPLogSink(
        endpoint: URL(string: "http://collector.invalid/v1/logs")!, outboxDirectory: outbox,
        configuration: HTTPLogSink.Configuration(headers: ["X-Key": "k\n"]), fallback: nil,
        transport: ScriptedTransport(), clock: .live)
    ) { error in
      XCTAssertEqual(error as? Refusal, .invalidHeaderValue(name: "X-Key"))
    }
  }

  func testATabAndUTF8TextInAValueAreSentAsGiven() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    let sink = try HTTPLogSink(
      endpoint: server.url, outboxDirectory: outbox,
      configuration: HTTPLogSink.Configuration(
        batchSize: 1, headers: ["X-Note": "a\tb", "X-Name": "Grüße", "X-Empty": ""]))
    sink.write(record("one"))
    let requests = try await within { await server.waitForRequests(1) }
    XCTAssertEqual(requests.first?.headers["x-note"], "a\tb")
    XCTAssertEqual(requests.first?.headers["x-name"], "Grüße")
    XCTAssertEqual(requests.first?.headers["x-empty"], "")
  }

  func testAnEndpointThatIsNotHTTPWithAHostIsRefused() {
    assertRefused(
      try makeSink("ftp://user:s3cr3t@collector.example.com/logs"),
      .unsupportedEndpoint("ftp://***@collector.example.com/logs"), hiding: "s3cr3t")
    assertRefused(
      try makeSink("file:///tmp/logs"), .unsupportedEndpoint("file:///tmp/logs"),
      hiding: "s3cr3t")
  }

  func testHTTPSIsRefusedOnLinuxWithWhatToDoInstead() throws {
    #if canImport(FoundationNetworking)
      assertRefused(
        try makeSink("https://user:s3cr3t@collector.example.com/v1/logs"),
        .httpsUnavailable("https://***@collector.example.com/v1/logs"), hiding: "s3cr3t")
      let text = Refusal.httpsUnavailable("https://collector.example.com/v1/logs").description
      XCTAssertTrue(text.contains("can stop the process on a malformed answer"), text)
      XCTAssertTrue(text.contains("over http:// (such as http://127.0.0.1:4318/v1/logs)"), text)
    #else
      XCTAssertNoThrow(try makeSink("https://collector.example.com/v1/logs"))
    #endif
  }
}
