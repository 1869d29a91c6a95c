import ErrorFlow
import Foundation

/// A fallback that keeps its records and holds the thread that writes a notice (a record of
/// the `errorReporting` context) whose debug message contains `gateText` until the test calls ``open()``: a way to stop an
/// ``HTTPLogSink``'s worker at a known point (its first notice) without a sleep. Every hold
/// is bounded (30 s), so a test that forgets to open cannot hang.
final class GatedLogSink: ErrorLogSink, @unchecked Sendable {
  private let condition = NSCondition()
  private let gateText: String
  private var stored: [ErrorLogRecord] = []
  private var isOpen = false
  private var held = false
  private var forwardRecords: (@Sendable (ErrorLogRecord) -> Void)?

  init(holdingOn gateText: String) {
    self.gateText = gateText
  }

  var records: [ErrorLogRecord] { condition.withLock { stored } }

  /// The notices of the sink (its own records, in the `errorReporting` context).
  var notices: [String] {
    records.filter { $0.context.rawValue == "errorReporting" }.map(\.debugMessage)
  }

  /// The records other than notices: those the sink gave up on.
  var forwarded: [ErrorLogRecord] {
    records.filter { $0.context.rawValue != "errorReporting" }
  }

  /// Called, after the record is kept and with no lock held, with each record other than a
  /// notice: a fallback that writes back into the sink, say.
  var forward: (@Sendable (ErrorLogRecord) -> Void)? {
    get { condition.withLock { forwardRecords } }
    set { condition.withLock { forwardRecords = newValue } }
  }

  func write(_ record: ErrorLogRecord) {
    let isNotice = record.context.rawValue == "errorReporting"
    condition.lock()
    stored.append(record)
    if !isOpen, isNotice, record.debugMessage.contains(gateText) {
      held = true
      condition.broadcast()
      let limit = Date(timeIntervalSinceNow: 30)
      while !isOpen, condition.wait(until: limit) {}
    }
    let forward = isNotice ? nil : forwardRecords
    condition.unlock()
    forward?(record)
  }

  /// Waits until a writer is held at the gate; `false` after `seconds`.
  func waitUntilHeld(seconds: TimeInterval = 30) -> Bool {
    let limit = Date(timeIntervalSinceNow: seconds)
    condition.lock()
    defer { condition.unlock() }
    while !held {
      if !condition.wait(until: limit) { return false }
    }
    return true
  }

  /// Lets the held writer go, and every later one pass.
  func open() {
    condition.withLock {
      isOpen = true
      condition.broadcast()
    }
  }
}
