/// The base of the sinks that subscribe to their source again after it fails: `retry` and
/// `retry(when:)`. They hold their source, which they need for each attempt.
///
/// A source that fails while it is being subscribed (synchronously) is subscribed again by the
/// loop in ``resubscribe()``, not by recursion, so a long run of immediate failures uses no
/// stack. A subclass overrides ``subscribeAttempt()`` to subscribe itself to ``source``.
// unchecked Sendable: `subscribing` and `resubscribeRequested` are guarded by `lock`; `source` and
// `current` are `let`s (an Observable, a locked SerialDisposable)
class ResubscribingSink<Observer: ObserverType>: Sink<Observer>, @unchecked Sendable {
  /// The source, subscribed once per attempt.
  final let source: Observable<Observer.Element>
  /// The subscription of the current attempt.
  final let current = SerialDisposable()
  /// Guards the state below, and a subclass's own.
  final let lock = Lock()
  private var subscribing = false
  private var resubscribeRequested = false

  init(source: Observable<Observer.Element>, observer: Observer, cancel: Cancelable) {
    self.source = source
    super.init(observer: observer, cancel: cancel)
  }

  /// Subscribes this sink to ``source`` for one attempt.
  ///
  /// - Returns: The attempt's subscription.
  func subscribeAttempt() -> Disposable {
    abstractMethod()
  }

  /// Subscribes again; a source that fails synchronously loops here instead of recursing.
  final func resubscribe() {
    lock.lock()
    if subscribing {
      resubscribeRequested = true
      lock.unlock()
      return
    }
    subscribing = true
    lock.unlock()
    while !isDisposed {
      let attempt = SingleAssignmentDisposable()
      current.disposable = attempt
      attempt.setDisposable(subscribeAttempt())
      lock.lock()
      if resubscribeRequested {
        resubscribeRequested = false
        lock.unlock()
        continue
      }
      subscribing = false
      lock.unlock()
      return
    }
    lock.withLock { subscribing = false }
  }
}
