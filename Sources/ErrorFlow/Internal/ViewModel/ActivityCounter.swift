import ReactiveCore

/// Counts work in flight and publishes whether any is running: the ActivityIndicator
/// pattern. Subscribers get the current value first, then each change; it never terminates.
///
/// Counting is one lock round trip per change; the stream is only fed while somebody
/// observes it, so work nobody watches pays nothing more. Changes reach the
/// ``BehaviorSubject`` through one serial queue (never under a lock), and each delivery reads
/// the latest count, so the last value sent is always the current one.
// unchecked Sendable: `count`, `observers` and `idleWaiters` are guarded by `lock`; `lastSent` is
// touched only inside `serial` (a SerialDelivery); the other `let`s are Sendable
final class ActivityCounter: @unchecked Sendable {
  private let lock = Lock()
  private var count = 0
  private var observers = 0
  private var idleWaiters: [CheckedContinuation<Void, Never>] = []
  private let serial = SerialDelivery<Void>()
  private let active = BehaviorSubject(value: false)
  // Touched only inside `serial`, which never runs two deliveries at the same time.
  private var lastSent = false
  /// The tracker's bus's count of tracked work, told of every change too, so that the bus can
  /// wait for work that may still publish to it.
  private let busWork: TrackedWorkCount?

  /// A counter that also counts on `busWork`, if given.
  init(alsoCounting busWork: TrackedWorkCount? = nil) {
    self.busWork = busWork
  }

  /// `true` while at least one piece of work runs.
  var isActive: Observable<Bool> {
    Observable.deferred { [self] in
      lock.withLock { observers += 1 }
      sync()
      return active.asObservable().do(onDispose: { [self] in lock.withLock { observers -= 1 } })
    }
  }

  /// One more piece of work started.
  func increment() {
    busWork?.increment()
    lock.lock()
    count += 1
    let observed = observers > 0
    lock.unlock()
    if observed { sync() }
  }

  /// One piece of work finished.
  func decrement() {
    lock.lock()
    count -= 1
    let observed = observers > 0
    var waiters: [CheckedContinuation<Void, Never>] = []
    if count == 0, !idleWaiters.isEmpty { swap(&waiters, &idleWaiters) }
    lock.unlock()
    if observed { sync() }
    for waiter in waiters { waiter.resume() }
    // Last: whoever waits for the bus sees this work's error published, and the tracker idle.
    busWork?.decrement()
  }

  /// Returns once no work is in flight (at once when none is).
  func waitUntilIdle() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      lock.lock()
      guard count > 0 else {
        lock.unlock()
        continuation.resume()
        return
      }
      idleWaiters.append(continuation)
      lock.unlock()
    }
  }

  private func sync() {
    serial.run(()) { _ in
      let isActive = lock.withLock { count > 0 }
      if isActive != lastSent {
        lastSent = isActive
        active.onNext(isActive)
      }
    }
  }
}
