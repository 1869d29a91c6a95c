import Foundation
import ReactiveCore

/// One request of an ``HTTPLogSink``'s delivery worker, in flight: the transport runs on a
/// task of its own, and the attempt has a deadline of its own on real time, so no transport
/// — a fault, a test double — can stall reporting: past ``deadlineMargin`` after the request
/// timeout the attempt is a failure, whatever the transport does later.
///
/// Real time, not the retry clock: tests move that clock by hand. The request itself is never
/// cancelled (cancelling a platform client as its answer arrives can deadlock it); it ends by
/// itself, and an answer that comes too late is ignored. Until it has ended
/// (``transportReturned``) the worker starts no other request: one request is in flight at a
/// time, a hung one included.
///
/// `@unchecked Sendable`: `lock` guards `stored`, `returned` and `alarm`.
// unchecked Sendable: `stored`, `returned` and `alarm` are guarded by `lock`
final class DeliveryAttempt: @unchecked Sendable {
  /// How long after the request timeout the worker stops waiting for a transport.
  static let deadlineMargin = Duration.seconds(2)

  private let lock = Lock()
  private var stored: DeliveryOutcome?
  private var returned = false
  private var alarm: RealTimeAlarm?

  /// Starts the request; `ended` runs once its outcome is known (the answer, an error, or
  /// the deadline), and again when the transport returns after the deadline, on another
  /// task or thread.
  init(
    _ body: Data, to endpoint: URL, headers: [String: String], timeout: Duration,
    transport: any LogTransport, ended: @escaping @Sendable () -> Void
  ) {
    let deadline = HTTPDeadline(
      afterNanoseconds: HTTPDeadline.nanoseconds(timeout)
        &+ HTTPDeadline.nanoseconds(Self.deadlineMargin))
    let alarm = RealTimeAlarm(at: deadline) { [self] in
      set(
        .failed(
          reason: "network error: the request did not end within the request timeout "
            + "(\(timeout)) and \(Self.deadlineMargin) more"))
      ended()
    }
    lock.withLock { self.alarm = alarm }
    Task { [self] in
      do {
        let answer = try await transport.exchange(
          body, to: endpoint, headers: headers, timeout: timeout)
        set(DeliveryOutcome(answer))
      } catch {
        set(DeliveryOutcome(error: error))
      }
      lock.withLock { returned = true }
      ended()
    }
  }

  /// How the attempt ended, or `nil` while it runs.
  var outcome: DeliveryOutcome? { lock.withLock { stored } }

  /// Whether the transport's call has returned (or thrown): the request no longer holds
  /// its batch, and the next may start. `false` after the deadline for a transport that hangs.
  var transportReturned: Bool { lock.withLock { returned } }

  /// The worker is done with the attempt: its deadline is dropped.
  func close() {
    lock.withLock { alarm }?.cancel()
  }

  /// Sets the outcome unless one was set: the first of the answer and the deadline wins.
  private func set(_ outcome: DeliveryOutcome) {
    lock.withLock { if stored == nil { stored = outcome } }
  }
}
