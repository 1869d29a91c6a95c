import ReactiveCore

/// One view's subscription to an ``ErrorBus``: the notices sent to it that it has not received
/// yet, and how it receives them.
///
/// A notice sent to a view waits in its queue until the view takes it — at once on the thread
/// that sent it when the view has no scheduler, or when the scheduled delivery runs on the
/// view's scheduler. Until then it is not received: if the view leaves first, the notice goes
/// back first in line for the next view. The fields marked so are guarded by the bus's lock.
/// The delivery itself is ErrorBus+Delivery.swift's.
// unchecked Sendable: `queue`, `isDraining`, `isBound` and `shownAlert` are guarded by the bus's
// `lock`; `bus` and `lease` are weak references set in init; the handlers are `let`s of @Sendable
// type
final class NoticeBinding: Disposable, @unchecked Sendable {
  weak var bus: ErrorBus?
  let scheduler: (any ImmediateSchedulerType)?
  /// Whether the view receives on the thread that sends (no scheduler): read on the publish
  /// path, where testing the optional existential would copy it.
  let isImmediate: Bool
  /// A handler of ``ErrorBus/subscribe(on:onNotice:)``, called with a receipt.
  private let handler: (@Sendable (ErrorNotice, NoticeReceipt) -> Void)?
  /// A handler that tells whether it took the notice (ErrorBus+Subscribe.swift's
  /// `subscribe(onMainActorWhileHeld:)`): `false` once its view is gone.
  private let decliningHandler: (@Sendable (ErrorNotice, NoticeReceipt) -> Bool)?
  /// Whether every notice handed over is taken: a ``handler``'s binding. An observer's goes
  /// through ``registration``, a declining handler's through ``offer(_:)``.
  let takesEveryNotice: Bool
  /// An observer of ``ErrorBus/notices``, behind the operators it subscribed through; the
  /// registration tells whether any of them stopped.
  let registration: RelayRegistrationBase<ErrorNotice>?
  /// The `for await` loop this binding is one wait of: the alert it received stays shown by
  /// the loop when the binding ends (NoticeLease.swift). Weak, and set only here: the lease
  /// ends in its `deinit`, which takes the bus's lock, so no release of a binding (which the
  /// bus may do with its lock held) may be the lease's last; a loop already gone shows nothing.
  private(set) weak var lease: NoticeLease?
  /// Told, on ``scheduler``, the id of an alert this view received that another view
  /// acknowledged: the view stops showing it (an ``ErrorPresenter`` among several).
  private let onRetract: (@Sendable (UInt64) -> Void)?

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

  /// A view that receives through `handler` on `scheduler`.
  init(
    bus: ErrorBus, scheduler: (any ImmediateSchedulerType)?,
    handler: @escaping @Sendable (ErrorNotice, NoticeReceipt) -> Void
  ) {
    self.bus = bus
    self.scheduler = scheduler
    self.isImmediate = scheduler == nil
    self.handler = handler
    self.decliningHandler = nil
    self.takesEveryNotice = true
    self.registration = nil
    self.lease = nil
    self.onRetract = nil
  }

  /// A view that receives through `decliningHandler` on `scheduler`, and may decline; told
  /// through `onRetract` when another view acknowledged the alert it shows; a wait of the
  /// loop that holds `lease`.
  init(
    bus: ErrorBus, scheduler: (any ImmediateSchedulerType)?,
    decliningHandler: @escaping @Sendable (ErrorNotice, NoticeReceipt) -> Bool,
    onRetract: (@Sendable (UInt64) -> Void)? = nil, lease: NoticeLease? = nil
  ) {
    self.bus = bus
    self.scheduler = scheduler
    self.isImmediate = scheduler == nil
    self.handler = nil
    self.decliningHandler = decliningHandler
    self.takesEveryNotice = false
    self.registration = nil
    self.lease = lease
    self.onRetract = onRetract
  }

  /// A subscriber of ``ErrorBus/notices``: receives where the notices are sent.
  init(bus: ErrorBus, registration: RelayRegistrationBase<ErrorNotice>) {
    self.bus = bus
    self.scheduler = nil
    self.isImmediate = true
    self.handler = nil
    self.decliningHandler = nil
    self.takesEveryNotice = false
    self.registration = registration
    self.lease = nil
    self.onRetract = nil
  }

  /// Calls the handler with `notice` and its receipt. Called without the lock, only when
  /// ``takesEveryNotice``.
  func handOver(_ notice: ErrorNotice) {
    handler?(notice, NoticeReceipt(binding: self, notice: notice))
  }

  /// Offers `notice` and its receipt to the declining handler, and returns whether it took
  /// it. Called without the lock.
  func offer(_ notice: ErrorNotice) -> Bool {
    decliningHandler?(notice, NoticeReceipt(binding: self, notice: notice)) ?? false
  }

  /// Whether the view is told when another view acknowledged the alert it shows.
  var retracts: Bool { onRetract != nil }

  /// Tells the view, on its scheduler, that alert `id` was acknowledged by another view.
  /// Called without the lock.
  func retract(_ id: UInt64) {
    guard let onRetract else { return }
    guard let scheduler else { return onRetract(id) }
    _ = scheduler.schedule(id) { id in
      onRetract(id)
      return Disposables.create()
    }
  }

  /// Ends the binding because its bus is gone. Called from the bus's `deinit`, with no lock
  /// held: nothing else reaches the bus any more.
  func busDidRelease() {
    isBound = false
    if let registration {
      registration.ownerDidRelease()
    } else {
      Diagnostics.subscriptionReleased()
    }
  }

  /// Unbinds the view: its waiting notices, and an alert it did not acknowledge, go back to
  /// the bus for the next view.
  func dispose() {
    if let registration {
      registration.dispose()  // its unregister closure unbinds
    } else {
      bus?.unbind(self)
    }
  }
}
