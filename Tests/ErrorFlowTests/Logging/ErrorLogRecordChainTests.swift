import ErrorFlow
import Foundation
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The chain in a record: a Foundation error over an NSError that prints the same is one entry.
final class ErrorLogRecordChainTests: ErrorFlowTestCase {
  func testAURLErrorOverTheSameNSErrorIsListedOnce() {
    let connection = NSError(
      domain: NSURLErrorDomain, code: -1004,
      userInfo: [NSLocalizedDescriptionKey: "Could not connect to the server."])
    let urlError = URLError(
      .cannotConnectToHost,
      userInfo: [
        NSLocalizedDescriptionKey: "Could not connect to the server.",
        NSUnderlyingErrorKey: connection,
      ])
    let record = ErrorLogRecord(AppError(urlError, context: .action))

    XCTAssertEqual(
      record.underlying,
      [#"Error Domain=NSURLErrorDomain Code=-1004 "Could not connect to the server.""#])
  }
}
