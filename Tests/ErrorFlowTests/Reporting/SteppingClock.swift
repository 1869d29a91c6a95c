import ErrorFlow
import Foundation

/// A virtual clock for ``HTTPLogSink``: time moves only when the test moves it, and a sleep
/// ends when the time reaches its end (or its task is cancelled). No wall-clock wait.
final class SteppingClock: @unchecked Sendable {
  private typealias Sleeper = (
    deadline: Duration, continuation: CheckedContinuation<Void, any Error>
  )

  private let lock = NSLock()
  private var time: Duration = .zero
  private var sleepers: [Int: Sleeper] = [:]
  private var cancelledBeforeSleeping: Set<Int> = []
  private var nextID = 0
  private var watchers: [CheckedContinuation<Void, Never>] = []

  /// The virtual time.
  var now: Duration { lock.withLock { time } }

  /// The clock the sink uses.
  var clock: RetryClock {
    RetryClock(now: { [self] in now }, sleep: { [self] in try await sleep($0) })
  }

  /// Waits until some task sleeps, moves the time to the earliest end of a sleep and ends
  /// every sleep due; returns how far the time moved.
  @discardableResult
  func advanceToNextSleeper() async -> Duration {
    await withCheckedContinuation { continuation in
      let ready = lock.withLock { () -> Bool in
        if !sleepers.isEmpty { return true }
        watchers.append(continuation)
        return false
      }
      if ready { continuation.resume() }
    }
    let (moved, due) = lock.withLock { () -> (Duration, [Sleeper]) in
      let earliest = sleepers.values.map(\.deadline).min() ?? time
      let moved = max(earliest - time, .zero)
      time += moved
      return (moved, takeDue())
    }
    for sleeper in due { sleeper.continuation.resume() }
    return moved
  }

  /// Moves the time by `duration` and ends every sleep due.
  func advance(by duration: Duration) {
    let due = lock.withLock { () -> [Sleeper] in
      time += duration
      return takeDue()
    }
    for sleeper in due { sleeper.continuation.resume() }
  }

  private func takeDue() -> [Sleeper] {
    let due = sleepers.filter { $0.value.deadline <= time }
    for id in due.keys { sleepers[id] = nil }
    return Array(due.values)
  }

  private func sleep(_ duration: Duration) async throws {
    let id = lock.withLock { () -> Int in
      nextID += 1
      return nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let (outcome, woken) = lock.withLock { () -> (Bool?, [CheckedContinuation<Void, Never>]) in
          if cancelledBeforeSleeping.remove(id) != nil { return (false, []) }
          if duration <= .zero { return (true, []) }
          sleepers[id] = (time + duration, continuation)
          defer { watchers = [] }
          return (nil, watchers)
        }
        switch outcome {
        case true?: continuation.resume()
        case false?: continuation.resume(throwing: CancellationError())
        case nil: for watcher in woken { watcher.resume() }
        }
      }
    } onCancel: {
      let sleeper = lock.withLock { () -> Sleeper? in
        if let sleeper = sleepers.removeValue(forKey: id) { return sleeper }
        cancelledBeforeSleeping.insert(id)
        return nil
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }
}
