import Foundation
import XCTest

@testable import ConsoleDemo

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The `report-down` fault: every post is refused like a closed port until the outage ends,
/// then each one reaches the transport behind it.
final class OutageTransportTests: XCTestCase {
  private let url = URL(fileURLWithPath: "/collector")

  func testPostsAreRefusedUntilRestoredThenPassedThrough() async throws {
    let collector = StandInCollector()
    let outage = OutageTransport(base: collector)
    for _ in 0..<2 {
      do {
        _ = try await outage.post(Data("{}".utf8), to: url, headers: [:], timeout: .seconds(1))
        XCTFail("a post went through while the collector was down")
      } catch let error as URLError {
        XCTAssertEqual(error.code, .cannotConnectToHost)
      }
    }
    XCTAssertEqual(outage.refused, 2)
    XCTAssertEqual(collector.posts, 0)
    XCTAssertTrue(outage.isDown)
    outage.restore()
    let status = try await outage.post(
      Data("{}".utf8), to: url, headers: [:], timeout: .seconds(1))
    XCTAssertEqual(status, 200)
    XCTAssertEqual(collector.posts, 1)
    XCTAssertEqual(outage.refused, 2)
    XCTAssertFalse(outage.isDown)
  }
}
