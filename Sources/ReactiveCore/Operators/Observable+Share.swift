/// How long `share(replay:scope:)` keeps its replay buffer and terminal event.
///
/// ```swift
/// let settings = api.loadSettings().share(replay: 1, scope: .forever)
/// ```
public enum SubjectLifetimeScope: Sendable {
  /// Each connection gets a fresh buffer: when the subscriber count drops to zero, or the
  /// source terminates, the buffer is dropped and the next subscriber subscribes to the
  /// source again.
  case whileConnected
  /// One buffer for the life of the shared observable: later subscribers get it replayed
  /// (including a terminal event; the source is then not subscribed again). When the
  /// subscriber count drops to zero the source subscription ends, and the next subscriber
  /// gets the old buffer and then a new source subscription.
  case forever
}

extension ObservableType {
  /// Shares one subscription to this sequence among all subscribers, replaying the latest
  /// `replay` elements to each new subscriber.
  ///
  /// The source is subscribed when the first subscriber arrives and disposed when the last
  /// one leaves. Subscribing and disposing may race from any threads: each subscriber gets
  /// the replay, then every later element, exactly once and in order.
  ///
  /// ```swift
  /// let user = api.loadUser().share(replay: 1)
  /// user.map(\.name).subscribe(onNext: { print($0) }).disposed(by: bag)
  /// user.map(\.email).subscribe(onNext: { print($0) }).disposed(by: bag)  // one request
  /// ```
  ///
  /// - Parameters:
  ///   - replay: How many latest elements new subscribers receive first.
  ///   - scope: Whether the buffer lives while connected or forever.
  /// - Returns: The shared sequence.
  public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected)
    -> Observable<Element>
  {
    ShareObservable(source: asObservable(), replay: replay, scope: scope)
  }
}

/// Reference counting around one hub, a ``ReplaySubject`` of `replay` elements. The first
/// subscriber of a generation connects to the source; the last one leaving (or the source
/// terminating) ends the generation.
///
/// The lock guards only the generation bookkeeping: it is never held while registering with
/// the hub (which may deliver the replay), subscribing to the source, or delivering. A
/// subscriber counted in a generation registers right after unlocking; the hub's serial
/// delivery gives it the replay, then every later element, exactly once and in order, even
/// when it races a send from another thread. A subscriber racing the source's termination
/// registers with a hub that has stopped and gets the replay and the terminal event.
// unchecked Sendable: `subject`, `count`, `generation` and `connection` are guarded by `lock`; the
// other `let`s are immutable
private final class ShareObservable<Element>: Observable<Element>, @unchecked Sendable {
  private let source: Observable<Element>
  private let replay: Int
  private let scope: SubjectLifetimeScope
  private let lock = Lock()
  // State, guarded by `lock`.
  private var subject: ReplaySubject<Element>?
  private var count = 0
  private var generation = 0
  private var connection: ShareConnection<Element>?

  init(source: Observable<Element>, replay: Int, scope: SubjectLifetimeScope) {
    self.source = source
    self.replay = replay
    self.scope = scope
  }

  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    attach { $0.subscribe(observer) }
  }

  override func subscribeHandlers(_ handlers: SubscriptionHandlers<Element>) -> Disposable {
    attach { $0.subscribeHandlers(handlers) }
  }

  /// Counts a subscriber in the current generation (connecting it if it is the first),
  /// then registers it with the generation's hub through `register`.
  private func attach(_ register: (ReplaySubject<Element>) -> Disposable) -> Disposable {
    lock.lock()
    let subject = self.subject ?? ReplaySubject.create(bufferSize: replay)
    self.subject = subject
    if subject.hasStopped {
      // `.forever` after the source ended: the hub only replays.
      lock.unlock()
      return register(subject)
    }
    count += 1
    let generation = self.generation
    var connect: ShareConnection<Element>?
    if count == 1 {
      let newConnection = ShareConnection(subject: subject, parent: self, generation: generation)
      connection = newConnection
      connect = newConnection
    }
    lock.unlock()
    let registration = register(subject)
    if let connect {
      connect.subscription.setDisposable(source.subscribe(connect))
    }
    return Disposables.create { [self] in
      registration.dispose()
      release(generation)
    }
  }

  private func release(_ generation: Int) {
    lock.lock()
    if generation != self.generation || count == 0 {
      lock.unlock()
      return
    }
    count -= 1
    var ended: ShareConnection<Element>?
    if count == 0 {
      ended = endGenerationLocked()
    }
    lock.unlock()
    ended?.dispose()
  }

  /// The source terminated: the next subscriber starts a new generation (with the same
  /// stopped hub under `.forever`, which then only replays).
  fileprivate func terminated(_ generation: Int) {
    lock.lock()
    var ended: ShareConnection<Element>?
    if generation == self.generation {
      count = 0
      ended = endGenerationLocked()
    }
    lock.unlock()
    ended?.dispose()
  }

  private func endGenerationLocked() -> ShareConnection<Element>? {
    generation += 1
    let ended = connection
    connection = nil
    // Cut the old connection off before the lock is released: with `.forever` the next
    // subscriber connects to the same subject, and an old connection still forwarding until
    // its `dispose()` ran fed it every value twice. Its source subscription is disposed after
    // unlocking (that is user code).
    ended?.disconnect()
    if case .whileConnected = scope { subject = nil }
    return ended
  }
}

/// The observer of the source for one generation; forwards into that generation's subject
/// until disposed.
// unchecked Sendable: `disposed` is an AtomicFlag; `parent` is a weak reference set in init; the
// other `let`s are immutable and `subject` is locked
private final class ShareConnection<Element>: ObserverType, Disposable, @unchecked Sendable {
  let subscription = SingleAssignmentDisposable()
  private let subject: ReplaySubject<Element>
  private weak var parent: ShareObservable<Element>?
  private let generation: Int
  private let disposed = AtomicFlag()

  init(subject: ReplaySubject<Element>, parent: ShareObservable<Element>, generation: Int) {
    self.subject = subject
    self.parent = parent
    self.generation = generation
  }

  func on(_ event: Event<Element>) {
    if disposed.isSet { return }
    if event.isStopEvent { parent?.terminated(generation) }
    subject.on(event)
  }

  func onNext(_ element: Element) {
    if disposed.isSet { return }
    subject.onNext(element)
  }

  /// Stops forwarding; called under the shared observable's lock (no user code runs).
  func disconnect() {
    _ = disposed.set()
  }

  /// Stops forwarding and disposes the source subscription.
  func dispose() {
    _ = disposed.set()
    subscription.dispose()
  }
}
