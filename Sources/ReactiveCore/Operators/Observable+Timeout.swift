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
    TimeoutProducer(
      source: asObservable(), parameters: TimerParameters(dueTime: dueTime, scheduler: scheduler),
      other: nil)
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
      source: asObservable(), parameters: TimerParameters(dueTime: dueTime, scheduler: scheduler),
      other: other.asObservable())
  }
}

/// The parameters are the longest wait.
// unchecked Sendable: immutable after init (`let`s only: Observables and timer parameters)
private final class TimeoutProducer<Element>:
  OperatorProducer<Element, TimerParameters, Element>, @unchecked Sendable
{
  /// The sequence to switch to, if any. Not in the parameters: a generic type holding them
  /// would need its type metadata looked up at each copy.
  let other: Observable<Element>?

  init(source: Observable<Element>, parameters: TimerParameters, other: Observable<Element>?) {
    self.other = other
    super.init(source: source, parameters: parameters)
  }

  override func run<O: ObserverType>(_ observer: O, cancel: Cancelable) -> SinkAndSubscription
  where O.Element == Element {
    TimeoutSink(parameters, observer, cancel, other: other).run(source)
  }
}

/// What besides the source's events goes through a timeout sink's serial queue.
private enum TimeoutTick<Element> {
  /// The timer for the value with this id ran out.
  case deadline(Int)
  /// An event of the sequence switched to.
  case other(Event<Element>)
}

/// Source events, `other`'s events and timer ticks go through the one serial queue.
// unchecked Sendable: `id` and `switched`: each is touched only inside TimedSink's `serial` (a
// SerialDelivery), one input at a time; `subscription` is locked
private final class TimeoutSink<Observer: ObserverType>:
  TimedSink<TimerParameters, Observer.Element, TimeoutTick<Observer.Element>, Observer>,
  ObserverType, @unchecked Sendable
{
  typealias Element = Observer.Element

  private let other: Observable<Element>?
  private let subscription = SerialDisposable()
  private var id = 0
  private var switched = false

  init(
    _ parameters: TimerParameters, _ observer: Observer, _ cancel: Cancelable,
    other: Observable<Element>?
  ) {
    self.other = other
    super.init(parameters, observer, cancel)
  }

  /// Starts the timer, then subscribes to `source`.
  func run(_ source: Observable<Element>) -> SinkAndSubscription {
    let original = SingleAssignmentDisposable()
    subscription.disposable = original
    startTimer()
    original.setDisposable(source.subscribe(self))
    return (self, Disposables.create(subscription, timer))
  }

  func on(_ event: Event<Element>) {
    serial.run(.event(event), process)
  }

  override func process(_ input: TimedInput<Element, TimeoutTick<Element>>) {
    switch input {
    case .event(let event):
      if switched { return }
      id &+= 1
      forwardOn(event)
      if event.isStopEvent {
        dispose()
      } else {
        startTimer()
      }
    case .tick(.other(let event)):
      forwardOn(event)
      if event.isStopEvent { dispose() }
    case .tick(.deadline(let tickID)):
      guard !switched, tickID == id else { return }
      switched = true
      guard let other else {
        forwardOn(.error(RxError.timeout))
        dispose()
        return
      }
      subscription.disposable = other.subscribe(
        AnyObserver(eventHandler: { [weak self] event in
          self?.serial.run(.tick(.other(event))) { self?.process($0) }
        }))
    }
  }

  private func startTimer() {
    if timer.isDisposed { return }
    schedule(.deadline(id), after: parameters.dueTime, on: parameters.scheduler)
  }
}
