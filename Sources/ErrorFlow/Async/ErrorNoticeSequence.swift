import ReactiveCore

/// The bus's notices as an `AsyncSequence`: ``ErrorBus/notices`` for a `for await` loop, with
/// the bus's guarantees. Get one from ``ErrorBus/noticeValues``.
///
/// ```swift
/// for await notice in bus.noticeValues {
///   show(notice.presentation)
///   if notice.presentation.isAlert { bus.acknowledge(notice) }
/// }
/// ```
///
/// - One-shot: each notice reaches one loop once, and counts as delivered when the loop
///   receives it. The loop is subscribed to the bus only while it waits in `next()`; while its
///   body runs, new notices wait in the bus's own bounded buffer (see ``ErrorBus``) and come
///   next, in order. A notice the loop has not taken when it ends — `break`, or its task
///   cancelled — is not lost: it stays first in line for the next subscriber or loop. (While
///   the body runs, another subscriber of ``ErrorBus/notices``, if any, receives the notices
///   published meanwhile: the bus delivers each notice once, to the subscribers it has at
///   that moment.)
/// - Alerts: the loop is one view for as long as it runs, although it subscribes one notice
///   at a time. An alert it received is shown by the loop — delivered, not pending, and not
///   handed to a view bound meanwhile — until the loop asks for the next notice; asking
///   acknowledges it, so the bus sends its next alert (``ErrorBus/acknowledge(_:)`` in the
///   body does so earlier). If the loop ends without asking — `break`, or its task cancelled
///   — the alert was not acknowledged and goes to the next view, as a view's does when it
///   leaves (see ``NoticeReceipt``).
/// - Never terminating: the sequence ends only when the consuming task is cancelled; then
///   `next()` returns `nil`, at once, and keeps returning `nil`.
/// - Serial: one iterator is one consumer, and a loop's body runs for one notice at a time.
///   Each `for await` over the same sequence is a consumer of its own.
/// - Cancellation ends the subscription: cancelling the task disposes the subscription of the
///   pending `next()` before it returns.
///
/// Where it delivers: the loop's body runs where the loop runs — on the main actor for a loop
/// in a `@MainActor` function or task, whatever thread published the error.
public struct ErrorNoticeSequence: AsyncSequence, Sendable {
  /// A notice.
  public typealias Element = ErrorNotice
  /// The sequence never fails.
  public typealias Failure = Never

  private let source: Observable<ErrorNotice>
  private let acknowledge: @Sendable (ErrorNotice) -> Void
  /// The bus whose notices these are, for ``ErrorBus/noticeValues``: its loops wait through
  /// the bus's own bindings, so that a loop stays the view of the alert it shows between two
  /// waits (NoticeLease.swift). `nil` for any other stream.
  private let bus: ErrorBus?

  /// A sequence over any stream of notices, acknowledging each alert with `acknowledge` when
  /// the loop asks for the next notice; `package`, so that tests can watch the subscriptions
  /// it makes (through `do(onSubscribed:onDispose:)`).
  package init(
    source: Observable<ErrorNotice>,
    acknowledge: @escaping @Sendable (ErrorNotice) -> Void = { _ in }
  ) {
    self.source = source
    self.acknowledge = acknowledge
    self.bus = nil
  }

  /// The sequence of ``ErrorBus/noticeValues``.
  init(bus: ErrorBus) {
    self.source = bus.notices
    self.acknowledge = { [weak bus] in bus?.acknowledge($0) }
    self.bus = bus
  }

  /// An iterator: a consumer of its own.
  ///
  /// ```swift
  /// var iterator = bus.noticeValues.makeAsyncIterator()
  /// let first = await iterator.next()
  /// ```
  ///
  /// - Returns: The iterator.
  public func makeAsyncIterator() -> Iterator {
    Iterator(source: source, acknowledge: acknowledge, bus: bus)
  }

  /// Waits for the bus's next notice.
  ///
  /// ```swift
  /// var iterator = bus.noticeValues.makeAsyncIterator()
  /// while let notice = await iterator.next() { show(notice) }
  /// ```
  public struct Iterator: AsyncIteratorProtocol {
    private let source: Observable<ErrorNotice>
    private let acknowledge: @Sendable (ErrorNotice) -> Void
    /// The loop as the bus sees it, for a bus's sequence: it ends when the last copy of the
    /// iterator goes, or when the loop is cancelled.
    private let lease: NoticeLease?
    private var finished = false
    /// The alert last returned: the loop is done with it when it asks for the next notice.
    private var shownAlert: ErrorNotice?

    init(
      source: Observable<ErrorNotice>, acknowledge: @escaping @Sendable (ErrorNotice) -> Void,
      bus: ErrorBus?
    ) {
      self.source = source
      self.acknowledge = acknowledge
      self.lease = bus.map { NoticeLease(bus: $0) }
    }

    /// The next notice, or `nil` once the task is cancelled.
    ///
    /// ```swift
    /// let notice = await iterator.next()
    /// ```
    ///
    /// - Returns: The notice; `nil` only after cancellation.
    public mutating func next() async -> ErrorNotice? {
      await next(isolation: nil)
    }

    /// The next notice, or `nil` once the task is cancelled, resumed on `actor`.
    ///
    /// ```swift
    /// let notice = await iterator.next(isolation: MainActor.shared)
    /// ```
    ///
    /// - Parameter actor: Where the caller runs; `for await` passes its own.
    /// - Returns: The notice; `nil` only after cancellation.
    public mutating func next(
      isolation actor: isolated (any Actor)? = #isolation
    ) async -> ErrorNotice? {
      if let alert = shownAlert {
        shownAlert = nil
        acknowledge(alert)
      }
      if finished || Task.isCancelled {
        finished = true
        lease?.end()
        return nil
      }
      let waiter = OneShotWaiter<ErrorNotice>()
      let source = source
      let lease = lease
      let notice = await withTaskCancellationHandler {
        await withCheckedContinuation(isolation: actor) { continuation in
          if let lease, let bus = lease.bus {
            waiter.start(continuation) { bus.waitForNotice(lease: lease, receive: $0) }
          } else {
            waiter.start(continuation, source: source)
          }
        }
      } onCancel: {
        waiter.cancel()
      }
      if notice == nil {
        finished = true
        lease?.end()
      }
      if let notice, notice.presentation.isAlert { shownAlert = notice }
      return notice
    }
  }
}
