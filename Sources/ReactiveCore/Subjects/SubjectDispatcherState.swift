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

  /// Queued deliveries plus registry changes recorded during a delivery: what the deliverer
  /// must still do. The first field, so that its offset is known without the type's
  /// metadata: the send path checks it once per send, specialized or not.
  @usableFromInline var pendingWork = 0
  @usableFromInline var observers = Bag<RegistrationBase>()
  @usableFromInline var registeredCount = 0
  @usableFromInline var nextNumber: UInt64 = 0
  /// Set by the owning subject once it ignores sends (terminated or disposed).
  @usableFromInline package var isStopped = false
  @usableFromInline var dispatching = false
  @usableFromInline var queue: [Delivery] = []
  @usableFromInline var queueHead = 0
  @usableFromInline var deferredInserts: [RegistrationBase] = []
  @usableFromInline var deferredRemovals: [RegistrationBase] = []
  /// Set when the registry was ended during a delivery: the deliverer empties the bag
  /// afterwards (it may be reading it in place meanwhile).
  @usableFromInline var clearPending = false

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
