import Dispatch
import Foundation
import ReactiveCore

/// Runs an ``HTTPExchange`` on a thread of its own and returns its result to an async caller
/// by the deadline, whatever the thread is doing then.
///
/// Name resolution (`getaddrinfo`) blocks and takes no deadline, so the exchange runs on a
/// dedicated thread (never on the Swift concurrency pool, which it could starve), and a
/// timer resumes the caller with a timeout shortly after the deadline if the thread has not
/// answered by then. The caller is resumed exactly once — by the thread, the timer, or its
/// task's cancellation, whichever comes first — and nothing is ever cancelled or waited for
/// in a way that could deadlock: a thread still resolving ends by itself, its socket closed.
/// At most ``maxThreads`` such threads live at once; past that a request fails at once.
enum HTTPExchangeRunner {
  /// The most request threads alive at once in the process.
  static let maxThreads = 8
  /// How long after the deadline the timer stops waiting, so the thread's own, more precise
  /// timeout usually comes first.
  private static let grace = DispatchTimeInterval.milliseconds(100)
  private static let threads = ThreadCount()

  /// Sends `request` to `endpoint`; ends within `timeout` (and ``grace``).
  static func run(
    _ request: [UInt8], to endpoint: HTTPEndpoint, timeout: Duration
  ) async throws(HTTPTransportError) -> LogTransportAnswer {
    let deadline = HTTPDeadline(after: timeout)
    let tracker = HTTPStageTracker()
    let call = OneShotResult()
    guard threads.acquire(limit: maxThreads) else { throw .busy }
    let thread = Thread {
      let result = Result { () throws(HTTPTransportError) -> LogTransportAnswer in
        try HTTPExchange.perform(
          request, to: endpoint, deadline: deadline, limit: timeout, tracker: tracker)
      }
      threads.release()
      call.finish(result)
    }
    thread.name = "ErrorFlow.HTTPLogSink request"
    thread.start()
    let alarm = DispatchWorkItem {
      call.finish(.failure(.timedOut(tracker.stage, limit: timeout)))
    }
    DispatchQueue.global().asyncAfter(deadline: deadline.dispatchTime + grace, execute: alarm)
    let result = await withTaskCancellationHandler {
      await call.value()
    } onCancel: {
      call.finish(.failure(.cancelled))
    }
    alarm.cancel()
    return try result.get()
  }
}

/// The result of one request, set once by whichever of its thread, its timer or its
/// cancellation comes first, before or after the caller waits for it.
private final class OneShotResult: @unchecked Sendable {
  typealias Outcome = Result<LogTransportAnswer, HTTPTransportError>
  private let lock = Lock()
  private var outcome: Outcome?
  private var parked: CheckedContinuation<Outcome, Never>?

  func value() async -> Outcome {
    await withCheckedContinuation { continuation in
      let ready = lock.withLock { () -> Outcome? in
        if let outcome { return outcome }
        parked = continuation
        return nil
      }
      if let ready { continuation.resume(returning: ready) }
    }
  }

  func finish(_ result: Outcome) {
    let continuation = lock.withLock { () -> CheckedContinuation<Outcome, Never>? in
      guard outcome == nil else { return nil }
      outcome = result
      defer { parked = nil }
      return parked
    }
    continuation?.resume(returning: result)
  }
}

/// How many request threads are alive.
private final class ThreadCount: @unchecked Sendable {
  private let lock = Lock()
  private var count = 0

  func acquire(limit: Int) -> Bool {
    lock.withLock {
      guard count < limit else { return false }
      count += 1
      return true
    }
  }

  func release() {
    lock.withLock { count -= 1 }
  }
}
