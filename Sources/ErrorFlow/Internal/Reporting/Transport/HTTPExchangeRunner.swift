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
    let call = HTTPExchangeCall()
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
    let alarm = RealTimeAlarm(at: deadline, plus: grace) {
      call.finish(.failure(.timedOut(tracker.stage, limit: timeout)))
    }
    let result = await withTaskCancellationHandler {
      await call.value()
    } onCancel: {
      call.finish(.failure(.cancelled))
    }
    alarm.cancel()
    return try result.get()
  }
}

/// How many request threads are alive.
// unchecked Sendable: `count` is guarded by `lock`
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
