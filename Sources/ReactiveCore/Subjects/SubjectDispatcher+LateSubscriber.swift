/// Subscribers of a subject that has already ended: they get the replay they are owed and the
/// terminal event, never a place in the bag.
///
/// Each still gets a registration, listed in the dispatcher's ``SubjectDispatcherState/late``
/// bag (or, from a handler of a joining registration, in its joining list) until its terminal
/// event is delivered: the subject's `dispose()` ends whatever is listed there
/// (`removeAllLocked()`), so a late subscriber whose replay is queued, or being delivered,
/// receives nothing once that `dispose()` has returned (contract 4), like every other.
extension SubjectDispatcher {
  /// Gives `observer`, a subscriber of a subject that has already ended, `replay` then the
  /// terminal `event`, in its place in the queue (contract 3): at once, on the calling thread,
  /// unless the caller is a handler of this subject (RxSwift's behaviour); from a handler,
  /// after what is queued — so a subscriber added from inside a handler never hears the end
  /// before the other observers got what was sent before it. Call with ``lock`` held; returns
  /// with it released.
  ///
  /// - Returns: The subscription: disposing it before the delivery cancels it.
  @usableFromInline
  package func terminateAndUnlock<Observer: ObserverType>(
    _ observer: Observer, replay: [Element], with event: Event<Element>
  ) -> Disposable where Observer.Element == Element {
    // Never in the bag: no broadcast reaches it, and its dispose only sets its flag.
    let registration = ObserverRegistration(observer, number: takeNumberLocked(), dispatcher: self)
    switch isIdleLocked ? .now : routeLocked() {
    case .now, .join:
      // Another thread's delivery never reaches it: no need to wait for it.
      state.pointee.late.insert(registration)
      lock.unlock()
      for value in replay { registration.deliverNext(value) }
      registration.terminate(with: event)
      lock.withLock { _ = state.pointee.late.remove(registration) }
    case .queue:
      state.pointee.late.insert(registration)
      if !replay.isEmpty { state.pointee.enqueue(.replay(replay, to: registration)) }
      state.pointee.enqueue(.terminate(event, to: registration))
      markPendingLocked()  // this thread is the deliverer: it drains them after its delivery
      lock.unlock()
    case .nested:
      // A handler of a registration that is joining: after that handler, on this thread.
      appendJoiningLocked(registration, mailbox: replay.map { .next($0) } + [event])
      lock.unlock()
    }
    return registration
  }
}
