import Foundation

/// The body of a call that never returns until ``release()``: the fault of a transport, a
/// delegate or any app-supplied async function that hangs. Counts the calls made, those
/// inside at once and the most ever inside at once, so a test can show a component neither
/// waits for it forever nor piles calls up behind it.
///
/// A test double forwards its async method to ``enter(_:)``:
///
/// ```swift
/// final class HungTransport: LogTransport {
///   let hang = NeverReturningCall(hanging: 1)  // the first call hangs, later ones return
///   func post(_ body: Data, to url: URL, headers: [String: String], timeout: Duration)
///     async throws -> Int
///   {
///     await hang.enter()
///     return 200
///   }
/// }
/// ```
///
/// Cancelling the calling task does not end a hung call: that is the fault.
public final class NeverReturningCall: @unchecked Sendable {
  // `lock` guards every stored property below: that is what makes the class Sendable.
  private let lock = NSLock()
  private let hanging: Int
  private var started = 0
  private var inside = 0
  private var maximum = 0
  private var released = false
  private var hung: [CheckedContinuation<Void, Never>] = []
  private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  /// A call whose first `hanging` entries hang (all of them by default).
  ///
  /// - Parameter hanging: How many calls hang until ``release()``; later calls return at once.
  public init(hanging: Int = .max) {
    self.hanging = hanging
  }

  /// How many calls were made.
  public var calls: Int { lock.withLock { started } }

  /// How many calls are inside now (hung, or not yet returned).
  public var inFlight: Int { lock.withLock { inside } }

  /// The most calls ever inside at once.
  public var maximumInFlight: Int { lock.withLock { maximum } }

  /// Enters the call: returns at once past the first `hanging` calls or after ``release()``,
  /// otherwise never.
  public func enter() async {
    let (hangs, ready) = lock.withLock { () -> (Bool, [CheckedContinuation<Void, Never>]) in
      started += 1
      inside += 1
      maximum = max(maximum, inside)
      let ready = waiters.filter { $0.count <= started }.map(\.continuation)
      waiters.removeAll { $0.count <= started }
      return (started <= hanging && !released, ready)
    }
    for continuation in ready { continuation.resume() }
    if hangs {
      await withCheckedContinuation { continuation in
        let go = lock.withLock { () -> Bool in
          if released { return true }
          hung.append(continuation)
          return false
        }
        if go { continuation.resume() }
      }
    }
    lock.withLock { inside -= 1 }
  }

  /// Returns once `count` calls were made.
  public func waitForCalls(_ count: Int) async {
    await withCheckedContinuation { continuation in
      let ready = lock.withLock { () -> Bool in
        if started >= count { return true }
        waiters.append((count, continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }

  /// Lets every hung call return, and every later one return at once.
  public func release() {
    let ended = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
      released = true
      defer { hung = [] }
      return hung
    }
    for continuation in ended { continuation.resume() }
  }
}
