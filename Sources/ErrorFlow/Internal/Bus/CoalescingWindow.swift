import ReactiveCore

/// A fold key's coalescing window in an ``ErrorBus``: opened by the first error of the key;
/// identical errors published before it closes are added to that first notice while it waits
/// in the bus (no view has it), and otherwise gathered into one follow-up notice, sent on when the window
/// closes (or, for an alert, when the first is acknowledged).
struct CoalescingWindow {
  /// The notice the repeats follow: the first error's own, or the waiting notice it merged
  /// into. A follow-up refers to it only once a view received it.
  let first: NoticeEntry
  /// Tells this window's timer from that of an earlier window of the same key.
  let generation: UInt64
  /// The window's timer, once scheduled: cancelled when the window closes early or the bus
  /// goes away, so that no timer outlives them.
  var timer: Disposable?
  /// The follow-up gathered so far, if an identical error arrived after a view received the
  /// first.
  var followUp: ErrorNotice?

  /// How many notices the window holds back: its follow-up, if any.
  var pendingNotices: Int { followUp == nil ? 0 : 1 }
}
