import Dispatch
import ReactiveCore

/// The app-wide error stream: view models publish into it, the console view subscribes
/// once and renders every ``ErrorNotice``.
///
/// - One-shot delivery: notices published before the first subscriber wait in a bounded
///   buffer (a ``PendingEventRelay``); each is delivered once; a later subscriber does not
///   see notices already delivered. A notice counts as delivered only when a subscriber
///   received it: one whose every subscriber left while it was being delivered stays first
///   in line for the next subscriber.
/// - The first error shows at once: the first error of an ``AppError/identityKey`` is
///   delivered immediately and opens a `coalescingWindow`; identical errors published within
///   it fold into at most one follow-up notice (``ErrorNotice/isFollowUp``) delivered when the
///   window ends, carrying their number in ``ErrorNotice/count``. An alert identical to one
///   still waiting in the alert queue is merged into it instead. `critical` errors never
///   fold. At most `capacity` windows are open; beyond that, errors are delivered one by one.
/// - Alerts one at a time: after an alert, the next waits until ``acknowledge(_:)``;
///   toasts, error pages and sign-outs do not wait. The current alert never blocks the queue
///   unseen: until a subscriber receives it, it waits first in line in the buffer (and if the
///   buffer drops it, the next alert takes its place).
/// - Bounded memory, always: the buffer and the alert queue each hold at most `capacity`
///   notices, also while the subscriber is busy (an alert open in a handler). On overflow the
///   least important, oldest notice goes first (critical, then sign-out, then alerts and error
///   pages, then toasts): a critical error is dropped only for another critical one. Every
///   drop is counted in ``ErrorBusCounters/dropped`` and logged.
/// - ``counters`` add up: `published == delivered + coalesced + silenced + dropped + pending`.
/// - Level routing: the first error that ends the session — level `sessionExpired` (whatever
///   its presentation) or presented as ``Presentation/signOut(message:)`` (an app context the
///   policy maps to a sign-out) — calls the sign-out handler once and is delivered; later ones
///   are coalesced until ``sessionRestored()``.
///   `logOnly`, cancelled and message-less errors are only logged.
/// - Every published error is logged once, through `logger`.
///
/// ```swift
/// let bus = ErrorBus(logger: logger, scheduler: scheduler) { _ in
///   session.signOut()
/// }
/// bus.notices.subscribe(onNext: { notice in console.render(notice) }).disposed(by: bag)
/// bus.publish(AppError(error, context: .action))
/// ```
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
  let relay: PendingEventRelay<ErrorNotice>
  /// The test scope this bus was made in, if any (ErrorObservation.swift).
  let observer: (any ErrorObserver)?
  // Guarded by `lock`; changed by the routing in ErrorBus+Routing.swift.
  var signOutHandler: @Sendable (AppError) -> Void
  var nextID: UInt64 = 0
  var counts = ErrorBusCounters()
  var windows: [String: CoalescingWindow] = [:]
  var currentAlert: UInt64?
  var alertQueue: [QueuedAlert] = []
  var signedOut = false

  /// Creates a bus.
  ///
  /// ```swift
  /// let bus = ErrorBus(
  ///   policy: .standard(defaultTitle: "오류", unknownMessage: "오류가 발생했습니다."),
  ///   logger: logger, scheduler: scheduler, coalescingWindow: .milliseconds(300)
  /// ) { _ in app.signOut() }
  /// ```
  ///
  /// - Parameters:
  ///   - policy: Turns errors into presentations.
  ///   - logger: Logs every published error, and every dropped notice.
  ///   - scheduler: Times the coalescing windows; `nil` turns folding off (identical alerts
  ///     still merge while they wait in the alert queue).
  ///   - coalescingWindow: How long after the first error identical ones fold into its
  ///     follow-up notice; zero or `.never` turns folding off.
  ///   - capacity: How many notices wait in the buffer (for the first subscriber, or behind a
  ///     busy one), how many alerts wait in the queue, and how many coalescing windows are
  ///     open, at most.
  ///   - onSignOut: Called once, outside any lock, with the first error that ends the session.
  public init(
    policy: PresentationPolicy = .standard(), logger: ErrorLogger = .disabled,
    scheduler: (any SchedulerType)? = nil, coalescingWindow: RxTimeInterval = .milliseconds(500),
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
    relay = PendingEventRelay(
      capacity: capacity, priority: { $0.importance },
      onOverflow: { notice, total in owner.bus?.noticeDropped(notice, total: total) })
    owner.bus = self
  }

  /// The notices to render: never terminates; subscribe once for the whole app.
  ///
  /// ```swift
  /// bus.notices.subscribe(onNext: { console.render($0) }).disposed(by: bag)
  /// ```
  public var notices: Observable<ErrorNotice> { relay.asObservable() }

  /// The counters so far; once nothing is being published or delivered,
  /// `published == delivered + coalesced + silenced + dropped + pending`.
  ///
  /// ```swift
  /// print(bus.counters)  // published 3, delivered 1, coalesced 2, ...
  /// ```
  public var counters: ErrorBusCounters {
    var result = lock.withLock {
      var result = counts
      result.pending = alertQueue.count + windows.values.reduce(0) { $0 + $1.pendingNotices }
      return result
    }
    result.dropped += relay.droppedCount
    result.delivered = relay.deliveredCount
    result.pending += relay.bufferedCount
    result.liveSubscribers = relay.subscriberCount
    return result
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

  /// Publishes `error`: logs it, then routes it to the subscribers.
  ///
  /// ```swift
  /// bus.publish(AppError(error, context: .pageLoad))
  /// ```
  ///
  /// - Parameter error: The error.
  public func publish(_ error: AppError) {
    logger.log(error)
    if let observer, !error.isCancelled { observer.published(error) }
    let presentation = policy.presentation(for: error)
    lock.lock()
    counts.published += 1
    if let notice = noticeToSendAtOnce(error, presentation) {
      lock.unlock()
      observer?.noticeSent(notice)
      relay.accept(notice)
      return
    }
    var actions = Actions()
    route(error, presentation, into: &actions)
    lock.unlock()
    perform(actions)
  }

  /// Dismisses an alert: the next queued alert, if any, is delivered. Other notices need no
  /// acknowledgement; acknowledging them, or an alert twice, does nothing.
  ///
  /// ```swift
  /// console.showAlert(notice) { bus.acknowledge(notice) }
  /// ```
  ///
  /// - Parameter notice: The alert shown.
  public func acknowledge(_ notice: ErrorNotice) {
    var actions = Actions()
    lock.withLock {
      guard currentAlert == notice.id else { return }
      advanceAlertQueue(into: &actions)
    }
    perform(actions)
  }
}
