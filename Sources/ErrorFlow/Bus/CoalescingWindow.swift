/// An identity key's coalescing window in an ``ErrorBus``: opened by the first error of the
/// key, which was delivered at once; identical errors published before it closes fold into
/// one follow-up notice, delivered when it closes.
struct CoalescingWindow {
  /// The id of the notice that opened the window.
  let firstID: UInt64
  /// The follow-up gathered so far, if an identical error arrived.
  var followUp: ErrorNotice?

  /// How many notices the window holds back: its follow-up, if any.
  var pendingNotices: Int { followUp == nil ? 0 : 1 }
}
