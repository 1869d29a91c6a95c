import ReactiveCore

/// One view's subscription to an ``ErrorBus``: the notices sent to it that it has not received
/// yet, and how it receives them.
///
/// A notice sent to a view waits in its queue until the view takes it — at once on the thread
/// that sent it when the view has no scheduler, or when the scheduled delivery runs on the
/// view's scheduler. Until then it is not received: if the view leaves first, the notice goes
/// back first in line for the next view. The fields marked so are guarded by the bus's lock.
final class NoticeBinding: Disposable, @unchecked Sendable {
  /// How the view receives a notice.
  enum Receiver {
    /// A handler of ``ErrorBus/subscribe(on:onNotice:)``: called with a receipt.
    case handler((ErrorNotice, NoticeReceipt) -> Void)
    /// An observer of ``ErrorBus/notices``, behind the operators it subscribed through; the
    /// registration tells whether any of them stopped.
    case observer(RelayRegistrationBase<ErrorNotice>)
  }

  weak var bus: ErrorBus?
  let scheduler: (any ImmediateSchedulerType)?
  let receiver: Receiver

  // Guarded by the bus's lock, which also keeps accesses exclusive: no runtime check per
  // access on the publish path.
  /// The notices sent to this view and not taken yet.
  @exclusivity(unchecked) var queue = NoticeQueue()
  /// Whether a delivery run is scheduled or under way: at most one at a time (contract 2).
  @exclusivity(unchecked) var isDraining = false
  /// Whether the view is still bound.
  @exclusivity(unchecked) var isBound = true
  /// The alert this view received and has not acknowledged, if any.
  @exclusivity(unchecked) var shownAlert: NoticeEntry?

  init(bus: ErrorBus, scheduler: (any ImmediateSchedulerType)?, receiver: Receiver) {
    self.bus = bus
    self.scheduler = scheduler
    self.receiver = receiver
  }

  /// Whether the view stopped receiving without telling the bus yet (an operator behind an
  /// observer ended: `take(1)` got its value). Reads only atomic flags.
  var hasStopped: Bool {
    if case .observer(let registration) = receiver { return registration.isStopped }
    return false
  }

  /// Hands `notice` to the view; returns whether it took it (an observer's operator chain may
  /// have stopped since ``hasStopped`` was read). Called without the lock.
  func receive(_ notice: ErrorNotice) -> Bool {
    switch receiver {
    case .handler(let handler):
      handler(notice, NoticeReceipt(binding: self, notice: notice))
      return true
    case .observer(let registration): return registration.deliverIfLive(notice)
    }
  }

  /// Ends the binding because its bus is gone. Called from the bus's `deinit`, with no lock
  /// held: nothing else reaches the bus any more.
  func busDidRelease() {
    isBound = false
    switch receiver {
    case .handler: Diagnostics.subscriptionReleased()
    case .observer(let registration): registration.ownerDidRelease()
    }
  }

  /// Unbinds the view: its waiting notices, and an alert it did not acknowledge, go back to
  /// the bus for the next view.
  func dispose() {
    if case .observer(let registration) = receiver {
      registration.dispose()  // its unregister closure unbinds
    } else {
      bus?.unbind(self)
    }
  }
}
