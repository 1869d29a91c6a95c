/// One notice on its way to the views, with what the bus knows of its delivery. Every field is
/// guarded by the bus's lock.
///
/// The same entry sits in the queue of every view it was sent to. A repeat is added to its
/// ``ErrorNotice/count`` only while no view has it (``isInTheBusOnly``): once it is in a view's
/// queue, what that view shows must not depend on how soon its queue runs.
final class NoticeEntry {
  /// Where the notice is in its life.
  enum Stage {
    /// Waiting in the alert queue behind the current alert.
    case queued
    /// Sent on: waiting in the bus's buffer for a view, or in the queues of the views it was
    /// sent to, none of which has received it yet.
    case waiting
    /// Received by a view.
    case received
    /// Dropped from a full buffer or queue before any view received it.
    case dropped
  }

  /// The notice; its count grows while it waits.
  var notice: ErrorNotice
  /// The key repeats fold by (``FoldKey``), or `nil` for a notice that never folds.
  var foldKey: FoldKey?
  /// Where it is.
  var stage: Stage
  /// How many view queues hold it.
  var holders = 0
  /// Acknowledged: the copies still in views' queues are not delivered, whether a view had
  /// received it or it waited to be sent again (taken back from a view that left; see
  /// `ErrorBus.acknowledge(id:from:)`).
  var isRetired = false
  /// How many views received it and are still bound: an alert whose last such view leaves
  /// before acknowledging it is taken back.
  var viewers = 0
  /// How many observers are being handed it right now, outside the lock: whether each takes
  /// it is known only when the call returns (it counts as received meanwhile).
  var inFlight = 0
  /// Whether a view is known to have taken it: a handler was called, or an observer's call
  /// returned that it took it. An observer that did not take it undoes the receipt only if no
  /// view took it.
  var isTaken = false
  /// Whether the alert was acknowledged.
  var isAcknowledged = false

  init(_ notice: ErrorNotice, foldKey: FoldKey?, stage: Stage) {
    self.notice = notice
    self.foldKey = foldKey
    self.stage = stage
  }

  /// Whether no view has received it or is being handed it, and it was not dropped: a repeat
  /// may still be counted in it.
  var isWaiting: Bool { stage == .queued || stage == .waiting }

  /// Whether it waits in the bus alone — in the buffer or the alert queue, not in any view's
  /// queue, not being handed to a view, not received, not dropped: the only time a repeat may
  /// be added to its count (ErrorBus+Routing.swift).
  var isInTheBusOnly: Bool { isWaiting && holders == 0 && inFlight == 0 }

  /// Whether it was sent on and nothing has it any more — no view received it, holds it in its
  /// queue or is being handed it: it is dropped, or goes back first in line, as the caller says.
  var isUnclaimed: Bool { stage == .waiting && holders == 0 && inFlight == 0 }
}
