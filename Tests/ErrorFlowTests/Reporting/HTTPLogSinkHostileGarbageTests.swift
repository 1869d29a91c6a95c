import FaultKit
import XCTest

/// A collector cannot crash the app: eight kinds of garbage answer are each a failed attempt
/// with its own exact reason, reported once; the records stay and arrive once the collector
/// answers 200. (FoundationNetworking's client stopped the process on the second.)
final class HTTPLogSinkHostileGarbageTests: HostileCollectorTestCase {
  private static func raw(_ text: String) -> LoopbackHTTPServer.Answer {
    .raw(Array(text.utf8))
  }

  private static func notHTTP(_ detail: String) -> String {
    "network error: the collector's answer is not HTTP/1.1: \(detail)"
  }

  func testBytesThatAreNotHTTP() async throws {
    try await assertHostile(
      Self.raw("SSH-2.0-OpenSSH_9.6\r\n"),
      reason: Self.notHTTP("it does not start with \"HTTP/1.\""))
  }

  func testAStatusLineThenClose() async throws {
    try await assertHostile(
      Self.raw("HTTP/1.1 200 OK\r\n"),
      reason: "network error: the collector closed the connection before the end of its "
        + "answer (reading the answer's headers)")
  }

  func testAnEmptyReply() async throws {
    try await assertHostile(
      .close, reason: "network error: the collector closed the connection without an answer")
  }

  func testANulInAHeader() async throws {
    try await assertHostile(
      Self.raw("HTTP/1.1 200 OK\r\nX-Bad: a\0b\r\nContent-Length: 2\r\n\r\n{}"),
      reason: Self.notHTTP("a NUL byte in its head"))
  }

  func testABodyShorterThanItsContentLength() async throws {
    try await assertHostile(
      .closeMidBody,
      reason: "network error: the collector closed the connection before the end of its "
        + "answer (reading the answer's body)")
  }

  func testStatus999() async throws {
    try await assertHostile(
      .status(999), reason: Self.notHTTP("status 999 is not between 100 and 599"))
  }

  func testA100ContinueThenClose() async throws {
    try await assertHostile(
      Self.raw("HTTP/1.1 100 Continue\r\n\r\n"),
      reason: "network error: the collector closed the connection without an answer")
  }

  func testATwoMegabyteHeader() async throws {
    try await assertHostile(
      .oversizedHeader(bytes: 2 << 20),
      reason: "network error: the collector's answer has more than 65536 bytes of status line "
        + "and headers")
  }
}
