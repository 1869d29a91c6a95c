// IN-MODULE COPY of Sources/ReactiveCore/Subjects/SubjectDispatcherState.swift, for the cross-module comparison
// (case a, InModule). Same code, renamed with an InModule prefix, compiled in this module.

import ErrorFlow

/// The mutable state of a ``SubjectDispatcher``, guarded by its lock.
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
    /// A delivery already taken: what the queue keeps, so that releasing the queue under the
    /// lock never releases a value or an observer (their deinit is user code).
    case taken
  }

  /// Queued deliveries plus registry changes recorded during a delivery: what the deliverer
  /// must still do. The first field, so that its offset is known without the type's
  /// metadata: the send path checks it once per send, specialized or not.
  var pendingWork = 0
  var observers = InModuleBag<InModuleRegistrationBase>()
  var registeredCount = 0
  var nextNumber: UInt64 = 0
  /// Set by the owning subject once it ignores sends (terminated or disposed).
  var isStopped = false
  var dispatching = false
  var queue: [Delivery] = []
  var queueHead = 0
  var deferredInserts: [InModuleRegistrationBase] = []
  var deferredRemovals: [InModuleRegistrationBase] = []
  /// Set when the registry was ended during a delivery: the deliverer empties the bag
  /// afterwards (it may be reading it in place meanwhile).
  var clearPending = false

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
