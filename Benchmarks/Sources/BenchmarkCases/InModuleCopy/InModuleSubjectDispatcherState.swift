// IN-MODULE COPY of Sources/ReactiveCore/Subjects/SubjectDispatcherState.swift, for the cross-module comparison
// (case a, InModule). Same code, renamed with an InModule prefix, compiled in this module.

import ErrorFlow

/// The mutable state of a ``InModuleSubjectDispatcher``, guarded by its lock.
///
/// It lives behind a pointer rather than in the dispatcher's stored properties: a class's
/// `var` is checked for exclusive access at run time on every access (`swift_beginAccess`),
/// which cost about a third of a send once specialized in a client module.
struct InModuleSubjectDispatcherState<Element> {
  /// What a deliverer has left to do.
  enum Delivery {
    /// An event for every registration numbered below `limit`.
    case broadcast(Event<Element>, limit: UInt64)
    /// The one value a new subscriber starts with (a current value).
    case replayOne(Element, to: InModuleSubjectRegistration<Element>)
    /// The values a new subscriber starts with (a replay buffer).
    case replay([Element], to: InModuleSubjectRegistration<Element>)
    /// The terminal event for a subscriber of a subject that had already ended; it ends the
    /// registration, which was never in the bag.
    case terminate(Event<Element>, to: InModuleSubjectRegistration<Element>)
    /// A delivery already taken: what the queue keeps, so that releasing the queue under the
    /// lock never releases a value or an observer (their deinit is user code).
    case taken
  }

  /// A registration made from another thread while a delivery was under way: the
  /// subscribing thread delivers its replay and then `mailbox` — what was broadcast to it
  /// meanwhile — before it joins the bag, so that no deliverer runs a foreign subscriber's
  /// replay (`InModuleSubjectDispatcher+Join.swift`).
  struct Joining {
    /// The registration; in no bag while it joins.
    let registration: InModuleSubjectRegistration<Element>
    /// The thread that delivers its mailbox (``inModuleCurrentThreadIdentity()``).
    let thread: UInt
    /// What it must still receive, in order.
    var mailbox: [Event<Element>]
    /// Set when the subject ended with a terminal event sent before it subscribed: it ends
    /// without one once its mailbox is delivered.
    var endsSilently = false
  }

  /// Queued deliveries plus registry changes recorded during a delivery: what the deliverer
  /// must still do. Whoever records some while a delivery is under way also marks the
  /// dispatcher's `activity` (``InModuleSubjectActivity/pending``), which is what the send path tests.
  var pendingWork = 0
  /// How many registrations are joining (``joining``); ``InModuleSubjectActivity/joining`` is set in
  /// the dispatcher's `activity` exactly while it is not 0.
  var joiningCount = 0
  var observers = InModuleBag<InModuleRegistrationBase>()
  var registeredCount = 0
  var nextNumber: UInt64 = 0
  /// Set by the owning subject once it ignores sends (terminated or disposed).
  var isStopped = false
  var queue: [Delivery] = []
  var queueHead = 0
  var deferredInserts: [InModuleRegistrationBase] = []
  var deferredRemovals: [InModuleRegistrationBase] = []
  /// Registrations whose own subscribing thread delivers their first values (see
  /// `InModuleSubjectDispatcher+Join.swift`), with what was broadcast to them meanwhile.
  var joining: [Joining] = []
  /// Set when the registry was ended during a delivery: the deliverer empties the bag
  /// afterwards (it may be reading it in place meanwhile).
  var clearPending = false
  /// Subscribers of the ended subject (`SubjectDispatcher+LateSubscriber.swift`) whose
  /// terminal event is not yet under way: the owner's dispose ends them with the others, so
  /// a replay queued for one reaches it only if it comes before that dispose.
  var late = InModuleBag<InModuleRegistrationBase>()

  init() {}

  /// Queues `delivery` for the deliverer.
  mutating func enqueue(_ delivery: Delivery) {
    queue.append(delivery)
    pendingWork += 1
  }

  /// Whether registry changes were recorded during the current delivery.
  var hasDeferredChanges: Bool {
    !deferredInserts.isEmpty || !deferredRemovals.isEmpty || clearPending
  }
}
