extension ObservableType {
  /// Fails with ``RxError/timeout`` when no event arrives within `dueTime` of the
  /// subscription or of the previous value.
  ///
  /// ```swift
  /// response
  ///   .timeout(.seconds(10), scheduler: MainScheduler.instance)
  ///   .subscribe(onNext: { show($0) }, onError: { report($0) })
  ///   .disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: The longest wait for each event.
  ///   - scheduler: Runs the timers.
  /// - Returns: The source's events, or an error when one is late.
  public func timeout(_ dueTime: RxTimeInterval, scheduler: any SchedulerType)
    -> Observable<Element>
  {
    TimeoutProducer(source: asObservable(), dueTime: dueTime, other: nil, scheduler: scheduler)
  }

  /// Switches to `other` when no event arrives within `dueTime` of the subscription or of
  /// the previous value.
  ///
  /// ```swift
  /// live
  ///   .timeout(.seconds(5), other: cached, scheduler: MainScheduler.instance)
  ///   .subscribe(onNext: { show($0) })
  ///   .disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: The longest wait for each event.
  ///   - other: The sequence to continue with once an event is late.
  ///   - scheduler: Runs the timers.
  /// - Returns: The source's events, then `other`'s once an event is late.
  public func timeout<Source: ObservableConvertibleType>(
    _ dueTime: RxTimeInterval, other: Source, scheduler: any SchedulerType
  ) -> Observable<Element> where Element == Source.Element {
    TimeoutProducer(
      source: asObservable(), dueTime: dueTime, other: other.asObservable(), scheduler: scheduler)
  }
}

private final class TimeoutProducer<Element>: Producer<Element>, @unchecked Sendable {
  let source: Observable<Element>
  let dueTime: RxTimeInterval
  let other: Observable<Element>?
  let scheduler: any SchedulerType

  init(
    source: Observable<Element>, dueTime: RxTimeInterval, other: Observable<Element>?,
    scheduler: any SchedulerType
  ) {
    self.source = source
    self.dueTime = dueTime
    self.other = other
    self.scheduler = scheduler
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let sink = TimeoutSink(parent: self, observer: observer, cancel: cancel)
    return (sink, sink.run())
  }
}

/// Source events, `other`'s events and timer ticks go through one serial queue, so the state
/// needs no lock and no lock is held while forwarding (contract 3).
private final class TimeoutSink<Observer: ObserverType>: Sink<Observer>, ObserverType,
  @unchecked Sendable
{
  typealias Element = Observer.Element

  private enum Input {
    case source(Event<Element>)
    case other(Event<Element>)
    case tick(Int)
  }

  private let parent: TimeoutProducer<Element>
  private let serial = SerialDelivery<Input>()
  private let timer = SerialDisposable()
  private let subscription = SerialDisposable()
  private var id = 0
  private var switched = false

  init(parent: TimeoutProducer<Element>, observer: Observer, cancel: Cancelable) {
    self.parent = parent
    super.init(observer: observer, cancel: cancel)
  }

  func run() -> Disposable {
    let original = SingleAssignmentDisposable()
    subscription.disposable = original
    startTimer()
    original.setDisposable(parent.source.subscribe(self))
    return Disposables.create(subscription, timer)
  }

  func on(_ event: Event<Element>) {
    serial.run(.source(event), process)
  }

  private func process(_ input: Input) {
    switch input {
    case .source(let event):
      if switched { return }
      id &+= 1
      forwardOn(event)
      if event.isStopEvent {
        dispose()
      } else {
        startTimer()
      }
    case .other(let event):
      forwardOn(event)
      if event.isStopEvent { dispose() }
    case .tick(let tickID):
      guard !switched, tickID == id else { return }
      switched = true
      guard let other = parent.other else {
        forwardOn(.error(RxError.timeout))
        dispose()
        return
      }
      subscription.disposable = other.subscribe(
        AnyObserver(eventHandler: { [weak self] event in
          self?.serial.run(.other(event)) { self?.process($0) }
        }))
    }
  }

  private func startTimer() {
    if timer.isDisposed { return }
    let pending = SingleAssignmentDisposable()
    timer.disposable = pending
    pending.setDisposable(
      parent.scheduler.scheduleRelative(id, dueTime: parent.dueTime) { [weak self] id in
        self?.serial.run(.tick(id)) { self?.process($0) }
        return Disposables.create()
      })
  }
}
