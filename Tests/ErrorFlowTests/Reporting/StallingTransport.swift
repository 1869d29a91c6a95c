import ErrorFlow
import Foundation

/// A ``LogTransport`` whose first request never ends until ``release()`` (a fault no real
/// transport should have: the worker must not wait for it forever); later requests answer
/// 200 at once.
final class StallingTransport: LogTransport, @unchecked Sendable {
  private let lock = NSLock()
  private var calls = 0
  private var released = false
  private var stalled: [CheckedContinuation<Void, Never>] = []
  private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  func post(_ body: Data, to url: URL, headers: [String: String], timeout: Duration)
    async throws -> Int
  {
    let (index, ready) = lock.withLock { () -> (Int, [CheckedContinuation<Void, Never>]) in
      calls += 1
      let ready = waiters.filter { $0.count <= calls }.map(\.continuation)
      waiters.removeAll { $0.count <= calls }
      return (calls - 1, ready)
    }
    for continuation in ready { continuation.resume() }
    if index == 0 {
      await withCheckedContinuation { continuation in
        let go = lock.withLock { () -> Bool in
          if released { return true }
          stalled.append(continuation)
          return false
        }
        if go { continuation.resume() }
      }
    }
    return 200
  }

  /// Returns once `count` requests were made.
  func waitForCalls(_ count: Int) async {
    await withCheckedContinuation { continuation in
      let ready = lock.withLock { () -> Bool in
        if calls >= count { return true }
        waiters.append((count, continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }

  /// Ends the stalled request (its answer comes too late to count).
  func release() {
    let ended = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
      released = true
      defer { stalled = [] }
      return stalled
    }
    for continuation in ended { continuation.resume() }
  }
}
