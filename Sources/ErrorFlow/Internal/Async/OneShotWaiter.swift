import ReactiveCore

/// One wait of an ``ErrorNoticeSequence`` iterator for the next element of a one-shot
/// stream: it subscribes with `take(1)` and resumes the waiting task with the first element.
///
/// Why `take(1)` and a subscription per element, not one subscription feeding a buffer: a
/// one-shot source (the bus's notices) counts an element as delivered
/// when a subscriber received it. An element pushed into a buffer the loop never reads —
/// because the loop left or its task was cancelled — would be lost, neither shown nor kept
/// for the next subscriber; an alert lost that way would hold the bus's alert queue. With one
/// element per subscription, `take(1)`'s stage stops as soon as it passed one element on, and
/// the bus keeps the rest (in its bounded buffer, with its overflow rules) for the next
/// wait, or for the next subscriber once the loop is gone.
///
/// States, guarded by `lock` (no continuation is resumed and nothing is disposed while it is
/// held): a continuation waits until an element arrives or the task is cancelled; whichever
/// comes first resumes it, exactly once. A cancellation that lands while `subscribe` runs
/// (which may deliver a buffered element synchronously) is finished by ``start(_:source:)``
/// when `subscribe` returns, so a synchronously delivered element is never dropped.
///
/// What no wait can prevent, as with any subscription disposed on one thread while another
/// delivers to it: an element whose delivery had begun when the task was cancelled counts as
/// delivered although the cancelled loop never sees it.
// unchecked Sendable: `continuation`, `subscription`, `subscribing` and `cancelled` are guarded by
// `lock`
final class OneShotWaiter<Element: Sendable>: @unchecked Sendable {
  private let lock = Lock()
  private var continuation: CheckedContinuation<Element?, Never>?
  private var subscription: (any Disposable)?
  private var subscribing = false
  private var cancelled = false

  /// Subscribes to `source` for one element; `continuation` is resumed with it, or with
  /// `nil` if ``cancel()`` comes first.
  func start(_ continuation: CheckedContinuation<Element?, Never>, source: Observable<Element>) {
    start(continuation) { receive in
      source.take(1).subscribe(onNext: { element in _ = receive(element) })
    }
  }

  /// Subscribes through `subscribe` for one element: it is handed the function that takes
  /// the element, which returns whether it took it (`false` for any element after the first,
  /// or after ``cancel()``: the source keeps those). `continuation` is resumed with the
  /// element, or with `nil` if ``cancel()`` comes first.
  func start(
    _ continuation: CheckedContinuation<Element?, Never>,
    subscribe: (@escaping @Sendable (Element) -> Bool) -> Disposable
  ) {
    lock.lock()
    if cancelled {
      lock.unlock()
      continuation.resume(returning: nil)
      return
    }
    self.continuation = continuation
    subscribing = true
    lock.unlock()
    let subscription = subscribe { [self] element in receive(element) }
    lock.lock()
    subscribing = false
    if self.continuation == nil || cancelled {
      // Already received (synchronously, from the source's buffer), or cancelled meanwhile.
      let pending = self.continuation
      self.continuation = nil
      lock.unlock()
      subscription.dispose()
      pending?.resume(returning: nil)
      return
    }
    self.subscription = subscription
    lock.unlock()
  }

  /// Cancels the wait: the subscription is disposed, then the continuation (if it still
  /// waits) is resumed with `nil`. Safe from any thread, at any time, more than once.
  func cancel() {
    lock.lock()
    cancelled = true
    if subscribing {
      // `start` disposes and resumes when `subscribe` returns.
      lock.unlock()
      return
    }
    let subscription = self.subscription
    self.subscription = nil
    lock.unlock()
    // Disposed first: an element that arrives before the dispose returns still reaches the
    // waiting continuation below instead of being dropped.
    subscription?.dispose()
    lock.lock()
    let pending = continuation
    continuation = nil
    lock.unlock()
    pending?.resume(returning: nil)
  }

  /// Takes `element` if the continuation still waits; returns whether it did.
  private func receive(_ element: Element) -> Bool {
    lock.lock()
    let pending = continuation
    continuation = nil
    let subscription = self.subscription
    self.subscription = nil
    lock.unlock()
    guard let pending else { return false }
    pending.resume(returning: element)
    subscription?.dispose()
    return true
  }
}
