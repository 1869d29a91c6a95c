import ErrorFlow
import Foundation

/// A ``LogTransport`` without a network: records each body and answers from a closure
/// (a status, or a thrown network error). For the tests of the worker's own logic.
final class ScriptedTransport: LogTransport, @unchecked Sendable {
  private let lock = NSLock()
  private var bodies: [Data] = []
  private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  private let answer: @Sendable (Int) throws -> Int

  /// - Parameter answer: Given the request's number (from 0), returns the status or throws.
  init(answer: @escaping @Sendable (Int) throws -> Int = { _ in 200 }) {
    self.answer = answer
  }

  var requests: [Data] { lock.withLock { bodies } }

  /// The ids of every record posted, in order, duplicates included.
  var postedIDs: [String] { requests.flatMap { OTLPBody(data: $0).ids } }

  func post(_ body: Data, to url: URL, headers: [String: String], timeout: Duration)
    async throws -> Int
  {
    let (index, ready) = lock.withLock { () -> (Int, [CheckedContinuation<Void, Never>]) in
      bodies.append(body)
      let ready = waiters.filter { $0.count <= bodies.count }.map(\.continuation)
      waiters.removeAll { $0.count <= bodies.count }
      return (bodies.count - 1, ready)
    }
    for continuation in ready { continuation.resume() }
    return try answer(index)
  }

  /// Returns once `count` requests were made.
  func waitForRequests(_ count: Int) async {
    await withCheckedContinuation { continuation in
      let ready = lock.withLock { () -> Bool in
        if bodies.count >= count { return true }
        waiters.append((count, continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }
}
