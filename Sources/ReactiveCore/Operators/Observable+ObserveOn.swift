extension ObservableType {
  /// Delivers the source's events on `scheduler`, one at a time and in order.
  ///
  /// Disposing the subscription stops the deliveries still waiting on the scheduler.
  ///
  /// ```swift
  /// downloads
  ///   .observe(on: MainScheduler.instance)
  ///   .subscribe(onNext: { label.text = $0 })
  ///   .disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter scheduler: Where observers receive the events.
  /// - Returns: The same events, delivered on `scheduler`.
  public func observe(on scheduler: any ImmediateSchedulerType) -> Observable<Element> {
    if let serial = scheduler as? SerialDispatchQueueScheduler {
      return ObserveOnSerialProducer(source: asObservable(), scheduler: serial)
    }
    return ObserveOnProducer(source: asObservable(), scheduler: scheduler)
  }
}

/// For serial Dispatch queues: each event is one block on the queue, which keeps the order.
// unchecked Sendable: immutable after init (`let`s only: an Observable and a Sendable scheduler)
private final class ObserveOnSerialProducer<Element>: Producer<Element>, @unchecked Sendable {
  let source: Observable<Element>
  let scheduler: SerialDispatchQueueScheduler

  init(source: Observable<Element>, scheduler: SerialDispatchQueueScheduler) {
    self.source = source
    self.scheduler = scheduler
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let sink = ObserveOnSerialSink(scheduler: scheduler, observer: observer, cancel: cancel)
    return (sink, source.subscribe(sink))
  }
}

// unchecked Sendable: `stopped` is an AtomicFlag; events reach the observer one at a time through
// the scheduler's serial queue; `scheduler` is Sendable
private final class ObserveOnSerialSink<Observer: ObserverType>: Sink<Observer>, ObserverType,
  @unchecked Sendable
{
  typealias Element = Observer.Element

  private let scheduler: SerialDispatchQueueScheduler
  private let stopped = AtomicFlag()

  init(scheduler: SerialDispatchQueueScheduler, observer: Observer, cancel: Cancelable) {
    self.scheduler = scheduler
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Element>) {
    if event.isStopEvent {
      guard stopped.set() else { return }
    } else if stopped.isSet {
      return
    }
    _ = scheduler.schedule((self, event)) { sink, event in
      sink.forwardOn(event)
      if event.isStopEvent { sink.dispose() }
      return Disposables.create()
    }
  }
}

/// For any other scheduler: events wait in a queue, and one scheduled action at a time
/// delivers the oldest and schedules the next, as RxSwift's recursive scheduling does.
// unchecked Sendable: immutable after init (`let`s only: an Observable and a Sendable scheduler)
private final class ObserveOnProducer<Element>: Producer<Element>, @unchecked Sendable {
  let source: Observable<Element>
  let scheduler: any ImmediateSchedulerType

  init(source: Observable<Element>, scheduler: any ImmediateSchedulerType) {
    self.source = source
    self.scheduler = scheduler
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let sink = ObserveOnSink(scheduler: scheduler, observer: observer, cancel: cancel)
    return (sink, sink.run(source))
  }
}

// unchecked Sendable: `queue`, `head` and `running` are guarded by `lock`; `stopped` is an
// AtomicFlag; `scheduled` is locked
private final class ObserveOnSink<Observer: ObserverType>: Sink<Observer>, ObserverType,
  @unchecked Sendable
{
  typealias Element = Observer.Element

  private let scheduler: any ImmediateSchedulerType
  private let lock = Lock()
  private let stopped = AtomicFlag()
  private let scheduled = CompositeDisposable()
  private var queue: [Event<Element>] = []
  private var head = 0
  private var running = false

  init(scheduler: any ImmediateSchedulerType, observer: Observer, cancel: Cancelable) {
    self.scheduler = scheduler
    super.init(observer: observer, cancel: cancel)
  }

  func run(_ source: Observable<Element>) -> Disposable {
    Disposables.create(source.subscribe(self), scheduled)
  }

  func on(_ event: Event<Element>) {
    if event.isStopEvent {
      guard stopped.set() else { return }
    } else if stopped.isSet {
      return
    }
    let shouldStart = lock.withLock {
      queue.append(event)
      if running { return false }
      running = true
      return true
    }
    if shouldStart { scheduleNext() }
  }

  private func scheduleNext() {
    let slot = SingleAssignmentDisposable()
    guard let key = scheduled.insert(slot) else { return }
    slot.setDisposable(
      scheduler.schedule(()) { [self] _ in
        scheduled.remove(for: key)
        deliverOne()
        return Disposables.create()
      })
  }

  private func deliverOne() {
    let event: Event<Element>? = lock.withLock { dequeue() }
    guard let event, !isDisposed else { return }
    forwardOn(event)
    if event.isStopEvent {
      dispose()
      return
    }
    let more = lock.withLock {
      if head < queue.count { return true }
      running = false
      return false
    }
    if more { scheduleNext() }
  }

  /// The oldest waiting event; with none, marks the sink idle. Call with the lock held.
  private func dequeue() -> Event<Element>? {
    guard head < queue.count else {
      running = false
      return nil
    }
    let event = queue[head]
    head += 1
    if head == queue.count {
      queue.removeAll(keepingCapacity: queue.capacity <= 16)
      head = 0
    }
    return event
  }
}
