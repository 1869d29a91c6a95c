import ErrorFlow
import FaultKit
import Foundation

/// A ``LogTransport`` whose calls hang as FaultKit's ``NeverReturningCall`` says (a fault no
/// real transport should have), then answer 200.
final class HungTransport: LogTransport {
  let hang: NeverReturningCall

  init(_ hang: NeverReturningCall) {
    self.hang = hang
  }

  func post(_ body: Data, to url: URL, headers: [String: String], timeout: Duration)
    async throws -> Int
  {
    await hang.enter()
    return 200
  }
}
