import FaultKit
import XCTest

/// `requestTimeout` bounds every request whatever the collector does: one that never
/// answers, one that trickles its headers, one that streams a body that never ends. Each
/// attempt ends by the transport's own deadline (its exact reason says so) within the
/// timeout plus a margin — an upper bound that proves it ended, not a speed test — and the
/// records arrive once the collector answers.
final class HTTPLogSinkHostileStallTests: HostileCollectorTestCase {
  private func assertStall(
    _ answer: LoopbackHTTPServer.Answer, stage: String, file: StaticString = #filePath,
    line: UInt = #line
  ) async throws {
    let run = try await assertHostile(
      answer,
      reason: "network error: \(stage) did not end within the request timeout (1.0 seconds)",
      file: file, line: line)
    let bound = Double(Self.requestTimeout.components.seconds) + Self.margin
    for gap in run.gaps {
      XCTAssertLessThan(gap, bound, "an attempt (and its retry wait)", file: file, line: line)
    }
  }

  func testACollectorThatNeverAnswers() async throws {
    try await assertStall(.noAnswer(for: 20), stage: "waiting for the answer")
  }

  func testACollectorThatTricklesItsHeaders() async throws {
    try await assertStall(
      .trickledHeaders(every: 0.05, for: 20), stage: "reading the answer's headers")
  }

  func testACollectorThatStreamsAnEndlessBody() async throws {
    try await assertStall(
      .endlessBody(chunk: 64, every: 0.05, for: 20), stage: "reading the answer's body")
  }
}
