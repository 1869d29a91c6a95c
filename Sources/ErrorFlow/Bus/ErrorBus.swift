import Dispatch
import ReactiveCore

/// The app-wide error stream: view models publish into it, one view (the console view, a
/// presenter model) subscribes once and shows every ``ErrorNotice``.
///
/// - One-shot delivery that ends at the view: notices published before the first view
///   subscribes wait in a bounded buffer; each is delivered once; a later view does not see
///   notices already delivered. A notice counts as delivered only when a view received it —
///   its handler was called, on the view's own scheduler for
///   ``subscribe(on:onNotice:)``. A notice whose view left before receiving it goes back first
///   in line for the next view; an alert whose view left without acknowledging it is shown to
///   the next view. A `for await` loop over ``noticeValues`` is one view while it runs,
///   although it subscribes one notice at a time: the alert its body shows is delivered to it
///   alone until it asks for the next notice (see ``ErrorNoticeSequence``).
/// - The first error shows at once: the first error of a kind (same ``AppError/identityKey``,
///   same kind of presentation) is delivered immediately and opens a `coalescingWindow`.
///   Identical errors published within it are added to that first notice's
///   ``ErrorNotice/count`` while it waits in the bus (no view has it, not even in its queue),
///   and otherwise fold into one follow-up notice (``ErrorNotice/isFollowUp``), delivered when
///   the window ends — for an alert, when it is acknowledged — and referring to the first. So
///   what a view shows does not depend on how soon its scheduler runs. `critical`
///   errors never fold. At most `capacity` windows are open; beyond that, errors are delivered
///   one by one. Folding works with the defaults: the windows are timed on a serial queue of
///   the bus's own unless you pass a scheduler.
/// - Alerts one at a time: after an alert, the next waits until the view acknowledges it
///   (``NoticeReceipt/acknowledge()``, or ``acknowledge(_:)``); identical alerts waiting in the
///   queue merge; toasts, error pages and sign-outs do not wait. An alert acknowledged by one
///   view is answered for all: a view that has not received it yet skips it, and an
///   ``ErrorPresenter`` showing it clears it. No alert blocks the queue
///   unseen: until a view receives it, it waits first in line (and if a full buffer drops it,
///   the next alert takes its place).
/// - Bounded memory, always: the buffer, each view's queue and the alert queue each hold at
///   most `capacity` notices, also while a view is busy (an alert open in a handler). On
///   overflow the least important, oldest notice goes first (critical, then sign-out, then
///   alerts and error pages, then toasts): a critical error is dropped only for another
///   critical one. Every drop is counted in ``ErrorBusCounters/dropped`` and logged.
/// - ``counters`` add up, exactly:
///   `published == delivered + coalesced + silenced + dropped + pending`.
/// - Level routing: the first error that ends the session — level `sessionExpired` (whatever
///   its presentation) or presented as ``Presentation/signOut(message:)`` (an app context the
///   policy maps to a sign-out) — calls the sign-out handler once and is delivered; later ones
///   are coalesced until ``sessionRestored()``.
///   `logOnly`, cancelled and message-less errors are only logged.
/// - Every published error is logged once, through `logger`.
///
/// ```swift
/// let bus = ErrorBus(logger: logger) { _ in session.signOut() }
/// let subscription = bus.subscribe(on: MainScheduler.instance) { notice, receipt in
///   screen.show(notice, onDismiss: receipt.acknowledge)
/// }
/// bus.publish(AppError(error, context: .action))
/// ```
// unchecked Sendable: every `var` is guarded by `lock`; the `let`s are Sendable (policy, logger,
// scheduler, stream, observer) or `lock` and `trackedWork`
public final class ErrorBus: @unchecked Sendable {
  /// The logger every published error goes through.
  ///
  /// ```swift
  /// bus.logger.log(error)
  /// ```
  public let logger: ErrorLogger
  let policy: PresentationPolicy
  let scheduler: (any SchedulerType)?
  let window: RxTimeInterval
  let capacity: Int
  /// Whether identical errors fold within a window (a scheduler and a positive window):
  /// decided once, so that routing never tests the optional scheduler existential (a copy of
  /// it) per error.
  let coalesces: Bool
  let lock = Lock()
  /// The work of the trackers made with this bus, in flight (ErrorBus+Settle.swift).
  let trackedWork = TrackedWorkCount()
  /// What ``notices`` returns: its subscribers become views of this bus.
  let stream: Observable<ErrorNotice>
  // Guarded by `lock`, which also keeps the accesses exclusive: the fields the publish path
  // touches skip the runtime check. Changed by ErrorBus+Routing.swift and
  // ErrorBus+Delivery.swift.
  /// The test scope this bus was made in, if any (ErrorObservation.swift).
  let observer: (any ErrorObserver)?
  var signOutHandler: @Sendable (AppError) -> Void
  @exclusivity(unchecked) var nextID: UInt64 = 0
  var nextGeneration: UInt64 = 0
  @exclusivity(unchecked) var counts = ErrorBusCounters()
  var windows: [FoldKey: CoalescingWindow] = [:]
  /// The alert out (waiting for a view, or shown and not acknowledged yet).
  var currentAlert: NoticeEntry?
  var alertQueue: [NoticeEntry] = []
  /// Set while the alert queue advances, so that a drop during it does not advance again.
  var isAdvancing = false
  /// Notices waiting for a view while none is bound.
  @exclusivity(unchecked) var buffer = NoticeQueue()
  /// The views, in the order they subscribed.
  @exclusivity(unchecked) var bindings: [NoticeBinding] = []
  /// Notices sent on that no view has received yet (stage `waiting`).
  var outstanding = 0
  var signedOut = false

  /// Creates a bus.
  ///
  /// ```swift
  /// let bus = ErrorBus(
  ///   policy: .standard(defaultTitle: "오류", unknownMessage: "오류가 발생했습니다."),
  ///   logger: logger, coalescingWindow: .milliseconds(300)
  /// ) { _ in app.signOut() }
  /// ```
  ///
  /// - Parameters:
  ///   - policy: Turns errors into presentations.
  ///   - logger: Logs every published error, and every dropped notice.
  ///   - scheduler: Times the coalescing windows: by default a serial dispatch queue of the
  ///     bus's own, so repeats fold out of the box (a follow-up is then sent on from that
  ///     queue). Tests pass a `TestScheduler`; `nil` turns folding off (identical alerts
  ///     still merge while they wait in the alert queue).
  ///   - coalescingWindow: How long after the first error identical ones fold into it or its
  ///     follow-up notice; zero or `.never` turns folding off.
  ///   - capacity: How many notices wait in the buffer (for the first view), in each view's
  ///     queue (behind a busy view) and in the alert queue, and how many coalescing windows
  ///     are open, at most.
  ///   - onSignOut: Called once, outside any lock, with the first error that ends the session.
  public init(
    policy: PresentationPolicy = .standard(), logger: ErrorLogger = .disabled,
    scheduler: (any SchedulerType)? = SerialDispatchQueueScheduler(
      internalSerialQueueName: "ErrorFlow.ErrorBus"),
    coalescingWindow: RxTimeInterval = .milliseconds(500),
    capacity: Int = 100, onSignOut: @escaping @Sendable (AppError) -> Void = { _ in }
  ) {
    self.policy = policy
    self.logger = logger
    self.scheduler = scheduler
    self.window = coalescingWindow
    self.coalesces = scheduler != nil && coalescingWindow.isPositive
    self.capacity = max(1, capacity)
    self.signOutHandler = onSignOut
    self.observer = ErrorObservation.observer
    let owner = WeakOwner()
    stream = RegistrationObservable(
      attach: { registration in
        guard let bus = owner.bus else { return registration.ownerDidRelease() }
        bus.bind(registration)
      },
      detach: { registration in owner.bus?.unbind(registration) })
    owner.bus = self
  }

  deinit {
    // Nothing else can reach the bus now: its views and timers hold it weakly.
    for window in windows.values { window.timer?.dispose() }
    for binding in bindings { binding.busDidRelease() }
  }

  /// The notices as an observable, for a subscriber that receives them where they are
  /// published: never terminates. Each subscriber is a view of the bus; a notice counts as
  /// delivered once it entered the subscriber's chain (the bus sees through operators as far
  /// as to tell whether one of them stopped). To show notices on another scheduler, use
  /// ``subscribe(on:onNotice:)`` rather than `observe(on:)`: a notice waiting in
  /// `observe(on:)`'s queue when the view leaves would be lost, counted as delivered.
  ///
  /// ```swift
  /// bus.notices.subscribe(onNext: { logNotice($0) }).disposed(by: bag)
  /// ```
  public var notices: Observable<ErrorNotice> { stream }

  /// The counters so far, read in one snapshot:
  /// `published == delivered + coalesced + silenced + dropped + pending` at any moment.
  ///
  /// ```swift
  /// print(bus.counters)  // published 3, delivered 1, coalesced 2, ...
  /// ```
  public var counters: ErrorBusCounters {
    lock.withLock {
      var result = counts
      result.pending =
        outstanding + alertQueue.count + windows.values.reduce(0) { $0 + $1.pendingNotices }
      result.liveSubscribers = bindings.count
      return result
    }
  }

  /// Replaces the sign-out handler.
  ///
  /// ```swift
  /// bus.setSignOutHandler { _ in router.showSignIn() }
  /// ```
  ///
  /// - Parameter handler: Called once with the first `sessionExpired` error.
  public func setSignOutHandler(_ handler: @escaping @Sendable (AppError) -> Void) {
    lock.withLock { signOutHandler = handler }
  }

  /// Re-arms the sign-out handler after the user signed in again.
  ///
  /// ```swift
  /// session.signIn { bus.sessionRestored() }
  /// ```
  public func sessionRestored() {
    lock.withLock { signedOut = false }
  }

  /// Publishes any error, converting it where it is published.
  ///
  /// ```swift
  /// catch { bus.publish(error, context: .action) }
  /// ```
  ///
  /// - Parameters:
  ///   - error: The error; an ``AppError`` keeps its own source location.
  ///   - context: What the user was doing.
  ///   - file: The source file; leave the default.
  ///   - function: The function; leave the default.
  ///   - line: The line; leave the default.
  public func publish(
    _ error: any Error, context: ErrorContext, file: String = #fileID,
    function: String = #function, line: Int = #line
  ) {
    publish(AppError(error, context: context, file: file, function: function, line: line))
  }

  /// Publishes `error`: logs it, then routes it to the views.
  ///
  /// ```swift
  /// bus.publish(AppError(error, context: .pageLoad))
  /// ```
  ///
  /// - Parameter error: The error.
  public func publish(_ error: AppError) {
    publish(taking: error)
  }

  /// ``publish(_:)`` for a caller that hands the error over: the notice takes it without a
  /// copy (an ``ErrorTracker`` whose own ``ErrorTracker/errors`` nobody observes).
  func publish(taking error: consuming AppError) {
    logger.log(error)
    let presentation = policy.presentation(for: error)
    if let observer, !error.isCancelled { observer.published(error, presentation: presentation) }
    guard sendsAtOnce(error, presentation) else {
      // The identity key is the app's code (and an unknown error's description): computed
      // here, before the lock, and only where routing compares it (contract 3).
      return route(error, presentation, key: foldKey(error, presentation))
    }
    lock.lock()
    counts.published += 1
    if let binding = readyBinding() {
      let notice = makeNotice(error, presentation)
      binding.isDraining = true
      counts.delivered += 1  // undone if an observer turns out not to take it
      lock.unlock()
      observer?.noticeSent(notice, current: nil)
      deliverDirectly(notice, to: binding)
      return
    }
    var actions = Actions()
    route(error, presentation, key: nil, into: &actions)
    lock.unlock()
    perform(actions)
  }

  /// The rest of ``publish(taking:)`` for an error that may fold, queue or end the session:
  /// counted and routed under the lock, with `key` computed before it; what routing decided
  /// is done once the lock is released.
  private func route(_ error: AppError, _ presentation: Presentation, key: FoldKey?) {
    var actions = Actions()
    lock.lock()
    counts.published += 1
    route(error, presentation, key: key, into: &actions)
    lock.unlock()
    perform(actions)
  }

  /// Dismisses an alert: the next queued alert, if any, is delivered. Other notices need no
  /// acknowledgement; acknowledging them, or an alert twice, does nothing. A view subscribed
  /// with ``subscribe(on:onNotice:)`` uses its ``NoticeReceipt`` instead, which is bound to
  /// its subscription.
  ///
  /// ```swift
  /// console.showAlert(notice) { bus.acknowledge(notice) }
  /// ```
  ///
  /// - Parameter notice: The alert shown.
  public func acknowledge(_ notice: ErrorNotice) {
    acknowledge(id: notice.id, from: nil)
  }
}
