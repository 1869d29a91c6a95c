import FaultKit
import XCTest

/// A redirect is not a delivery: each of the five redirect statuses, pointing back at the
/// same server with a user and password in its `Location`, is a failed attempt — not
/// followed (every request is the POST to the endpoint, with its body), reported once with
/// the status and the `Location` (user info hidden) — and the records arrive once the
/// collector answers 200 itself.
final class HTTPLogSinkHostileRedirectTests: HostileCollectorTestCase {
  private func assertRedirect(
    _ status: Int, file: StaticString = #filePath, line: UInt = #line
  ) async throws {
    try await assertHostile(
      { port in
        .redirect(status, location: "http://collector:s3cr3t@127.0.0.1:\(port)/moved")
      },
      reason: { port in
        "HTTP \(status) (a redirect to http://***@127.0.0.1:\(port)/moved; redirects are not "
          + "followed: set the endpoint to the URL that accepts the records)"
      }, file: file, line: line)
  }

  func testA301IsAFailedAttemptReportedOnce() async throws {
    try await assertRedirect(301)
  }

  func testA302IsAFailedAttemptReportedOnce() async throws {
    try await assertRedirect(302)
  }

  func testA303IsAFailedAttemptReportedOnce() async throws {
    try await assertRedirect(303)
  }

  func testA307IsAFailedAttemptReportedOnce() async throws {
    try await assertRedirect(307)
  }

  func testA308IsAFailedAttemptReportedOnce() async throws {
    try await assertRedirect(308)
  }
}
