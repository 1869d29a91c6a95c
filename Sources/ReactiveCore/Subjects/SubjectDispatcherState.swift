/// The mutable state of a ``SubjectDispatcher``, guarded by its lock.
///
/// It lives behind a pointer rather than in the dispatcher's stored properties: a class's
/// `var` is checked for exclusive access at run time on every access (`swift_beginAccess`),
/// which cost about a third of a send once specialized in a client module.
@usableFromInline
package struct SubjectDispatcherState<Element> {
  /// What a deliverer has left to do.
  @usableFromInline
  enum Delivery {
    /// An event for every registration numbered below `limit`.
    case broadcast(Event<Element>, limit: UInt64)
    /// The one value a new subscriber starts with (a current value).
    case replayOne(Element, to: SubjectRegistration<Element>)
    /// The values a new subscriber starts with (a replay buffer).
    case replay([Element], to: SubjectRegistration<Element>)
    /// The terminal event for a subscriber of a subject that had already ended; it ends the
    /// registration, which was never in the bag.
    case terminate(Event<Element>, to: SubjectRegistration<Element>)
    /// A delivery already taken: what the queue keeps, so that releasing the queue under the
    /// lock never releases a value or an observer (their deinit is user code).
    case taken
  }

  /// A registration made from another thread while a delivery was under way: the
  /// subscribing thread delivers its replay and then `mailbox` — what was broadcast to it
  /// meanwhile — before it joins the bag, so that no deliverer runs a foreign subscriber's
  /// replay (`SubjectDispatcher+Join.swift`).
  @usableFromInline
  struct Joining {
    /// The registration; in no bag while it joins.
    let registration: SubjectRegistration<Element>
    /// The thread that delivers its mailbox (``currentThreadIdentity()``).
    let thread: UInt
    /// What it must still receive, in order.
    var mailbox: [Event<Element>]
    /// Set when the subject ended with a terminal event sent before it subscribed: it ends
    /// without one once its mailbox is delivered.
    var endsSilently = false
  }

  /// Queued deliveries plus registry changes recorded during a delivery: what the deliverer
  /// must still do. Whoever records some while a delivery is under way also marks the
  /// dispatcher's `activity` (``SubjectActivity/pending``), which is what the send path tests.
  @usableFromInline var pendingWork = 0
  /// How many registrations are joining (``joining``); ``SubjectActivity/joining`` is set in
  /// the dispatcher's `activity` exactly while it is not 0.
  @usableFromInline var joiningCount = 0
  @usableFromInline var observers = Bag<RegistrationBase>(hole: RegistrationBase.hole)
  @usableFromInline var registeredCount = 0
  @usableFromInline var nextNumber: UInt64 = 0
  /// Set by the owning subject once it ignores sends (terminated or disposed).
  @usableFromInline package var isStopped = false
  @usableFromInline var queue: [Delivery] = []
  @usableFromInline var queueHead = 0
  @usableFromInline var deferredInserts: [RegistrationBase] = []
  @usableFromInline var deferredRemovals: [RegistrationBase] = []
  /// Registrations whose own subscribing thread delivers their first values (see
  /// `SubjectDispatcher+Join.swift`), with what was broadcast to them meanwhile.
  @usableFromInline var joining: [Joining] = []
  /// Set when the registry was ended during a delivery: the deliverer empties the bag
  /// afterwards (it may be reading it in place meanwhile).
  @usableFromInline var clearPending = false
  /// Subscribers of the ended subject (`SubjectDispatcher+LateSubscriber.swift`) whose
  /// terminal event is not yet under way: the owner's dispose ends them with the others, so
  /// a replay queued for one reaches it only if it comes before that dispose.
  @usableFromInline var late = Bag<RegistrationBase>(hole: RegistrationBase.hole)

  @usableFromInline init() {}

  /// Queues `delivery` for the deliverer.
  @inlinable
  mutating func enqueue(_ delivery: Delivery) {
    queue.append(delivery)
    pendingWork += 1
  }

  /// Whether registry changes were recorded during the current delivery.
  @inlinable
  var hasDeferredChanges: Bool {
    !deferredInserts.isEmpty || !deferredRemovals.isEmpty || clearPending
  }
}
