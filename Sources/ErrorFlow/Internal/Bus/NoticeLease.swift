/// A `for await` loop over ``ErrorBus/noticeValues`` as the bus sees it: one view for as long
/// as the loop's iterator lives, although it subscribes for one notice at a time.
///
/// Each wait of the loop is a binding of its own that ends when it received one notice. The
/// alert that binding received does not go back to the bus when the binding ends (it would be
/// shown to another view while the loop's body still shows it, and counted as pending): the
/// lease keeps showing it until the loop asks for the next notice (which acknowledges it) or
/// the loop ends — `break`, its task cancelled — when, unacknowledged, it goes to the next
/// view (issue 29, item 3). The bus's counters count it as delivered meanwhile.
///
/// Its fields are guarded by the bus's lock; ``end()`` takes it.
// unchecked Sendable: `shownAlert` and `isEnded` are guarded by `bus.lock`; `bus` is a weak
// reference set in init
final class NoticeLease: @unchecked Sendable {
  weak var bus: ErrorBus?
  /// The alert the loop shows: received by one of its waits, not yet acknowledged.
  var shownAlert: NoticeEntry?
  /// Whether the loop is over: a wait's alert then goes back at once.
  var isEnded = false

  init(bus: ErrorBus) {
    self.bus = bus
  }

  deinit {
    // The iterator is gone (the loop ended by `break`, or it was dropped): the alert it
    // showed goes to the next view.
    end()
  }

  /// Ends the loop's lease: the alert it showed, unless acknowledged, goes back first in line.
  /// Idempotent.
  func end() {
    bus?.endLease(self)
  }
}
