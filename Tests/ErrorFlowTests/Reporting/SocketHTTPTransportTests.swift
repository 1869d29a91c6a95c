import ErrorFlow
import FaultKit
import Foundation
import XCTest

/// The sink's HTTP/1.1 client on its own, against FaultKit's server: the request it writes,
/// the framings it reads, its bounds, and the failures that must stay failures (never a
/// crash, never a `SIGPIPE`).
final class SocketHTTPTransportTests: XCTestCase {
  private let body = Data(#"{"resourceLogs":[]}"#.utf8)

  /// How one exchange ended.
  private enum Outcome: Equatable {
    case success(LogTransportAnswer)
    /// The error's description.
    case failure(String)
  }

  /// One exchange with `url`, bounded by `timeout`.
  private func exchange(
    _ url: URL, body: Data? = nil, headers: [String: String] = [:],
    timeout: Duration = .seconds(2)
  ) async -> Outcome {
    do {
      return .success(
        try await SocketHTTPTransport().exchange(
          body ?? self.body, to: url, headers: headers, timeout: timeout))
    } catch {
      return .failure("\(error)")
    }
  }

  private func raw(_ text: String) -> LoopbackHTTPServer.Answer {
    .raw(Array(text.utf8))
  }

  private func answer(to answer: LoopbackHTTPServer.Answer) async throws -> Outcome {
    let server = try LoopbackHTTPServer(answers: [answer])
    defer { server.stop() }
    return await exchange(server.url)
  }

  func testARequestIsOnePOSTWithItsHostLengthAndConnectionClose() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    let url = try XCTUnwrap(URL(string: "http://127.0.0.1:\(server.port)/v1/logs?tenant=a%20b"))
    let result = await exchange(url, headers: ["X-Api-Key": "k", "Content-Type": "a/b"])
    XCTAssertEqual(result, .success(LogTransportAnswer(status: 200)))
    let request = try XCTUnwrap(server.requests.first)
    XCTAssertEqual(request.method, "POST")
    XCTAssertEqual(request.path, "/v1/logs?tenant=a%20b")
    XCTAssertEqual(request.headers["host"], "127.0.0.1:\(server.port)")
    XCTAssertEqual(request.headers["content-length"], String(body.count))
    XCTAssertEqual(request.headers["connection"], "close")
    XCTAssertEqual(request.headers["x-api-key"], "k")
    XCTAssertEqual(request.headers["content-type"], "a/b")
    XCTAssertEqual(request.body, body)
  }

  func testTheURLsUserInfoIsSentAsBasicAuthorizationUnlessAHeaderIsSet() async throws {
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    let url = try XCTUnwrap(
      URL(string: "http://reporter:s3cr3t%40x@127.0.0.1:\(server.port)/v1/logs"))
    _ = await exchange(url)
    _ = await exchange(url, headers: ["authorization": "Bearer t"])
    let sent = server.requests.map { $0.headers["authorization"] }
    let basic = "Basic " + Data("reporter:s3cr3t@x".utf8).base64EncodedString()
    XCTAssertEqual(sent, [basic, "Bearer t"])
  }

  func testAnIPv6LiteralEndpoint() async throws {
    let server: LoopbackHTTPServer
    do {
      server = try LoopbackHTTPServer(ipv6: true)
    } catch {
      throw XCTSkip("no IPv6 loopback here: \(error)")
    }
    defer { server.stop() }
    let answered = await exchange(server.url)
    XCTAssertEqual(answered, .success(LogTransportAnswer(status: 200)))
    XCTAssertEqual(server.requests.first?.headers["host"], "[::1]:\(server.port)")
  }

  func testDefaultPortsTargetsAndHostHeaders() throws {
    func endpoint(_ text: String) throws -> HTTPEndpoint? {
      HTTPEndpoint(try XCTUnwrap(URL(string: text)))
    }
    let plain = try XCTUnwrap(try endpoint("http://collector.example.com"))
    XCTAssertEqual(plain.port, 80)
    XCTAssertEqual(plain.target, "/")
    XCTAssertEqual(plain.hostHeader, "collector.example.com")
    XCTAssertFalse(plain.isSecure)
    let secure = try XCTUnwrap(try endpoint("HTTPS://collector.example.com/v1/logs"))
    XCTAssertEqual(secure.port, 443)
    XCTAssertTrue(secure.isSecure)
    let v6 = try XCTUnwrap(try endpoint("http://[::1]/v1/logs"))
    XCTAssertEqual(v6.host, "::1")
    XCTAssertEqual(v6.port, 80)
    XCTAssertEqual(v6.hostHeader, "[::1]")
    let full = try XCTUnwrap(try endpoint("http://user:pw@h.example:8080/a?b=c"))
    XCTAssertEqual(full.host, "h.example")
    XCTAssertEqual(full.hostHeader, "h.example:8080")
    XCTAssertEqual(full.target, "/a?b=c")
    XCTAssertNil(try endpoint("ftp://h.example/"))
    XCTAssertNil(try endpoint("http://h.example:0/"))
    XCTAssertNil(try endpoint("file:///tmp/x"))
  }

  func testAChunkedAnswer() async throws {
    let result = try await answer(
      to: raw(
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2;x=y\r\n{}\r\n0\r\nT: 1\r\n\r\n"))
    XCTAssertEqual(result, .success(LogTransportAnswer(status: 200)))
  }

  func testAnAnswerWithNoBodyAndOneUntilClose() async throws {
    let noContent = try await answer(to: raw("HTTP/1.1 204 No Content\r\n\r\n"))
    XCTAssertEqual(noContent, .success(LogTransportAnswer(status: 204)))
    let untilClose = try await answer(to: raw("HTTP/1.0 202 Accepted\r\n\r\nqueued"))
    XCTAssertEqual(untilClose, .success(LogTransportAnswer(status: 202)))
  }

  func testAnAnswerTrickledOneByteAtATime() async throws {
    let bytes = Array(
      "HTTP/1.1 201 Created\r\nContent-Length: 2\r\nLocation: /x\r\n\r\n{}".utf8)
    let trickled = try await answer(to: .steps([.trickle(bytes, every: 0.002)]))
    XCTAssertEqual(trickled, .success(LogTransportAnswer(status: 201, location: "/x")))
  }

  func testInterimAnswersAreSkippedUpToALimit() async throws {
    let interim = "HTTP/1.1 100 Continue\r\n\r\n"
    let afterTwo = try await answer(
      to: raw(interim + interim + "HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n"))
    XCTAssertEqual(afterTwo, .success(LogTransportAnswer(status: 200)))
    let afterNine = try await answer(to: raw(String(repeating: interim, count: 9)))
    XCTAssertEqual(
      afterNine,
      .failure("the collector's answer is not HTTP/1.1: more than 8 interim (1xx) answers"))
  }

  func testABodyUpToItsCapIsReadAndALargerOneIsAFailure() async throws {
    let cap = 64 * 1024
    let atTheCap = try await answer(
      to: .raw(
        Array("HTTP/1.1 200 OK\r\nContent-Length: \(cap)\r\n\r\n".utf8)
          + Array(repeating: 0x78, count: cap)))
    XCTAssertEqual(atTheCap, .success(LogTransportAnswer(status: 200)))
    let tooLarge =
      "the collector's answer has a body of more than 65536 bytes (not read to its end)"
    let overTheCap = try await answer(
      to: raw("HTTP/1.1 200 OK\r\nContent-Length: \(cap + 1)\r\n\r\n"))
    XCTAssertEqual(overTheCap, .failure(tooLarge))
    // A fast body that never ends is cut at the cap, long before the timeout.
    let endless = try await answer(to: .endlessBody(for: 20))
    XCTAssertEqual(endless, .failure(tooLarge))
  }

  func testContentLengthsThatDisagreeOrAreNotNumbers() async throws {
    let repeated = try await answer(
      to: raw("HTTP/1.1 200 OK\r\nContent-Length: 2, 2\r\n\r\n{}"))
    XCTAssertEqual(repeated, .success(LogTransportAnswer(status: 200)))
    let notHTTP = "the collector's answer is not HTTP/1.1: "
    for (value, reason) in [
      ("2, 3", "it has two different Content-Length values"),
      ("-1", "its Content-Length is not a number"),
      ("0x2", "its Content-Length is not a number"),
      ("99999999999999999999", "its Content-Length is not a number"),
    ] {
      let result = try await answer(
        to: raw("HTTP/1.1 200 OK\r\nContent-Length: \(value)\r\n\r\n{}"))
      XCTAssertEqual(result, .failure(notHTTP + reason), value)
    }
  }

  func testExtremeTimeoutsNeitherTrapNorWait() async throws {
    let server = try LoopbackHTTPServer(answers: [.status(200), .noAnswer(for: 20)])
    defer { server.stop() }
    let forever = await exchange(server.url, timeout: .seconds(Int64.max))
    XCTAssertEqual(forever, .success(LogTransportAnswer(status: 200)))
    // No time at all: the deadline has passed before the first step.
    let none = await exchange(server.url, timeout: .seconds(-5))
    XCTAssertEqual(
      none,
      .failure("resolving the host name did not end within the request timeout (-5.0 seconds)"))
  }

  func testARefusedConnection() async throws {
    let server = try LoopbackHTTPServer()
    let url = server.url
    server.stop()
    let refused = await exchange(url)
    XCTAssertEqual(
      refused, .failure("cannot connect to 127.0.0.1:\(server.port): Connection refused"))
  }

  func testACollectorThatClosesWhileTheBodyIsSentCannotRaiseSIGPIPE() async throws {
    let server = try LoopbackHTTPServer(answers: [.closeWithoutReading])
    defer { server.stop() }
    // Far more than the socket buffers hold: the send meets the closed connection.
    let result = await exchange(server.url, body: Data(count: 32 << 20))
    guard case .failure(let reason) = result else { return XCTFail("\(result)") }
    XCTAssertTrue(
      reason.hasPrefix("sending the request failed: ")
        || reason.hasPrefix("the collector closed the connection")
        || reason.hasPrefix("waiting for the answer failed: "), reason)
  }

  func testAHostThatCannotBeResolvedFailsWithinTheTimeout() async throws {
    let start = Date()
    let result = await exchange(
      try XCTUnwrap(URL(string: "http://errorflow-no-such-host.invalid/v1/logs")),
      timeout: .seconds(1))
    guard case .failure(let reason) = result else { return XCTFail("\(result)") }
    XCTAssertTrue(
      reason.hasPrefix("cannot resolve errorflow-no-such-host.invalid: ")
        || reason == "resolving the host name did not end within the request timeout "
          + "(1.0 seconds)",
      reason)
    // An upper bound that proves it ended: the timeout and a margin.
    XCTAssertLessThan(Date().timeIntervalSince(start), 3)
  }
}
