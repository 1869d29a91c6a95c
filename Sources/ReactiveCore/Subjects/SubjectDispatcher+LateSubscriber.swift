/// Subscribers of a subject that has already ended: they get the replay they are owed and the
/// terminal event, never a place in the bag.
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
    let route = isIdleLocked ? .now : routeLocked()
    if route == .now || route == .join {
      // Another thread's delivery never reaches it: no need to wait for it.
      lock.unlock()
      for value in replay { observer.onNext(value) }
      observer.on(event)
      return Disposables.create()
    }
    // Never in the bag: no broadcast reaches it, and its dispose only sets its flag.
    let registration = ObserverRegistration(observer, number: takeNumberLocked(), dispatcher: self)
    if route == .queue {
      if !replay.isEmpty { state.pointee.enqueue(.replay(replay, to: registration)) }
      state.pointee.enqueue(.terminate(event, to: registration))
      markPendingLocked()  // this thread is the deliverer: it drains them after its delivery
      lock.unlock()
    } else {
      // A handler of a registration that is joining: after that handler, on this thread.
      appendJoiningLocked(registration, mailbox: replay.map { .next($0) } + [event])
      lock.unlock()
    }
    return registration
  }
}
