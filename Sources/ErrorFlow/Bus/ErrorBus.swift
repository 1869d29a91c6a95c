import Dispatch
import ReactiveCore

/// The app-wide error stream: view models publish into it, the console view subscribes
/// once and renders every ``ErrorNotice``.
///
/// - One-shot delivery: notices published before the first subscriber wait in a bounded
///   buffer (a ``PendingEventRelay``); each is delivered once; a later subscriber does not
///   see notices already delivered. Overflow is counted and logged.
/// - Coalescing: errors with the same ``AppError/identityKey`` within `coalescingWindow`
///   become one notice with a ``ErrorNotice/count``; a notice is delivered when its window
///   ends. An alert identical to one still waiting in the alert queue is merged into it.
///   `critical` errors are never coalesced.
/// - Alerts one at a time: after an alert, the next waits until ``acknowledge(_:)``;
///   toasts, error pages and sign-outs do not wait.
/// - Level routing: the first `sessionExpired` error calls the sign-out handler once, whatever
///   its presentation, and is delivered; later ones are coalesced until ``sessionRestored()``.
///   `logOnly`, cancelled and message-less errors are only logged.
/// - Every published error is logged once, through `logger`.
///
/// ```swift
/// let bus = ErrorBus(logger: logger, scheduler: scheduler) { _ in
///   session.signOut()
/// }
/// bus.notices.subscribe(onNext: { notice in console.render(notice) }).disposed(by: bag)
/// bus.publish(error.toAppError(context: .action))
/// ```
public final class ErrorBus: @unchecked Sendable {
  /// The logger every published error goes through.
  ///
  /// ```swift
  /// bus.logger.log(error)
  /// ```
  public let logger: ErrorLogger
  private let policy: PresentationPolicy
  private let scheduler: (any SchedulerType)?
  private let window: RxTimeInterval
  private let capacity: Int
  private let lock = Lock()
  private let relay: PendingEventRelay<ErrorNotice>
  private var signOutHandler: @Sendable (AppError) -> Void
  private var nextID: UInt64 = 0
  private var counts = ErrorBusCounters()
  private var windows: [String: ErrorNotice] = [:]
  private var currentAlert: UInt64?
  private var alertQueue: [ErrorNotice] = []
  private var signedOut = false

  /// Creates a bus.
  ///
  /// ```swift
  /// let bus = ErrorBus(
  ///   policy: .standard(defaultTitle: "오류"), logger: logger, scheduler: scheduler,
  ///   coalescingWindow: .milliseconds(300)) { _ in app.signOut() }
  /// ```
  ///
  /// - Parameters:
  ///   - policy: Turns errors into presentations.
  ///   - logger: Logs every published error, and every dropped notice.
  ///   - scheduler: Times the coalescing windows; `nil` delivers at once (identical alerts
  ///     still merge while they wait in the alert queue).
  ///   - coalescingWindow: How long identical errors are gathered into one notice; zero or
  ///     `.never` turns gathering off.
  ///   - capacity: How many notices wait for the first subscriber, and how many alerts wait
  ///     in the queue, at most.
  ///   - onSignOut: Called once, outside any lock, with the first `sessionExpired` error.
  public init(
    policy: PresentationPolicy = .standard(), logger: ErrorLogger = .disabled,
    scheduler: (any SchedulerType)? = nil, coalescingWindow: RxTimeInterval = .milliseconds(500),
    capacity: Int = 100, onSignOut: @escaping @Sendable (AppError) -> Void = { _ in }
  ) {
    self.policy = policy
    self.logger = logger
    self.scheduler = scheduler
    self.window = coalescingWindow
    self.capacity = max(1, capacity)
    self.signOutHandler = onSignOut
    let owner = WeakOwner()
    relay = PendingEventRelay(capacity: capacity) { notice, total in
      owner.bus?.noticeDropped(notice, total: total)
    }
    owner.bus = self
  }

  /// The notices to render: never terminates; subscribe once for the whole app.
  ///
  /// ```swift
  /// bus.notices.subscribe(onNext: { console.render($0) }).disposed(by: bag)
  /// ```
  public var notices: Observable<ErrorNotice> { relay.asObservable() }

  /// The counters so far.
  ///
  /// ```swift
  /// print(bus.counters)  // published 3, delivered 1, coalesced 2, ...
  /// ```
  public var counters: ErrorBusCounters {
    var result = lock.withLock { counts }
    result.dropped += relay.droppedCount
    result.delivered = relay.deliveredCount
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
  /// bus.publish(error.toAppError(context: .pageLoad))
  /// ```
  ///
  /// - Parameter error: The error.
  public func publish(_ error: AppError) {
    logger.log(error)
    let presentation = policy.presentation(for: error)
    var actions = Actions()
    lock.withLock {
      counts.published += 1
      route(error, presentation, into: &actions)
    }
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

  // MARK: - Routing (lock held)

  private struct Actions {
    var emit: [ErrorNotice] = []
    var signOut: (handler: @Sendable (AppError) -> Void, error: AppError)?
    var windowKey: String?
    var dropped: [(ErrorNotice, Int)] = []
  }

  private func route(
    _ error: AppError, _ presentation: Presentation, into actions: inout Actions
  ) {
    if error.level == .sessionExpired, !error.isCancelled {
      if signedOut {
        counts.coalesced += 1
        return
      }
      signedOut = true
      actions.signOut = (signOutHandler, error)
    }
    if presentation == .silent {
      counts.silenced += 1
      return
    }
    if error.level == .sessionExpired {
      actions.emit.append(makeNotice(error, presentation))
      return
    }
    let notice = makeNotice(error, presentation)
    guard error.level != .critical, scheduler != nil, window.isPositive else {
      enqueue(notice, into: &actions)
      return
    }
    if windows[error.identityKey] != nil {
      windows[error.identityKey]?.count += 1
      counts.coalesced += 1
      return
    }
    windows[error.identityKey] = notice
    actions.windowKey = error.identityKey
  }

  private func makeNotice(_ error: AppError, _ presentation: Presentation) -> ErrorNotice {
    nextID += 1
    return ErrorNotice(id: nextID, error: error, presentation: presentation)
  }

  private func enqueue(_ notice: ErrorNotice, into actions: inout Actions) {
    guard notice.presentation.isAlert else {
      actions.emit.append(notice)
      return
    }
    if currentAlert == nil {
      currentAlert = notice.id
      actions.emit.append(notice)
    } else if notice.error.level != .critical,
      let index = alertQueue.firstIndex(where: {
        $0.error.identityKey == notice.error.identityKey && $0.error.level != .critical
      })
    {
      alertQueue[index].count += notice.count
      counts.coalesced += notice.count
    } else if alertQueue.count >= capacity {
      counts.dropped += 1
      actions.dropped.append((notice, counts.dropped))
    } else {
      alertQueue.append(notice)
    }
  }

  private func advanceAlertQueue(into actions: inout Actions) {
    currentAlert = nil
    guard !alertQueue.isEmpty else { return }
    let next = alertQueue.removeFirst()
    currentAlert = next.id
    actions.emit.append(next)
  }

  // MARK: - Outside the lock

  private func perform(_ actions: Actions) {
    for (notice, total) in actions.dropped { logDrop(notice, total: total) }
    if let (handler, error) = actions.signOut { handler(error) }
    for notice in actions.emit { relay.accept(notice) }
    if let key = actions.windowKey, let scheduler {
      _ = scheduler.scheduleRelative(key, dueTime: window) { [weak self] key in
        self?.closeWindow(key)
        return Disposables.create()
      }
    }
  }

  private func closeWindow(_ key: String) {
    var actions = Actions()
    lock.withLock {
      guard let notice = windows.removeValue(forKey: key) else { return }
      enqueue(notice, into: &actions)
    }
    perform(actions)
  }

  private func noticeDropped(_ notice: ErrorNotice, total: Int) {
    var actions = Actions()
    lock.withLock {
      if currentAlert == notice.id { advanceAlertQueue(into: &actions) }
    }
    logDrop(notice, total: total)
    perform(actions)
  }

  private func logDrop(_ notice: ErrorNotice, total: Int) {
    let diagnostic = ErrorBusDiagnostic.noticeDropped(notice: "\(notice)", total: total)
    logger.log(AppError(kind: .domain(diagnostic), context: notice.error.context))
  }
}
