extension ObservableType {
  /// Passes the source's events through for `duration` after subscribing, then completes.
  ///
  /// ```swift
  /// sensorReadings
  ///   .take(for: .seconds(5), scheduler: MainScheduler.instance)
  ///   .subscribe(onNext: { record($0) })
  ///   .disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameters:
  ///   - duration: How long to pass events through.
  ///   - scheduler: Runs the timer.
  /// - Returns: The source's events until `duration` has passed.
  public func take(for duration: RxTimeInterval, scheduler: any SchedulerType)
    -> Observable<Element>
  {
    TakeForProducer(source: asObservable(), duration: duration, scheduler: scheduler)
  }
}

private final class TakeForProducer<Element>: Producer<Element>, @unchecked Sendable {
  let source: Observable<Element>
  let duration: RxTimeInterval
  let scheduler: any SchedulerType

  init(source: Observable<Element>, duration: RxTimeInterval, scheduler: any SchedulerType) {
    self.source = source
    self.duration = duration
    self.scheduler = scheduler
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let sink = TakeForSink(observer: observer, cancel: cancel)
    let timer = scheduler.scheduleRelative((), dueTime: duration) { [weak sink] _ in
      sink?.receive(nil)
      return Disposables.create()
    }
    return (sink, Disposables.create(timer, source.subscribe(sink)))
  }
}

/// Source events and the timer's completion go through one serial queue (contracts 2 and 3).
private final class TakeForSink<Observer: ObserverType>: Sink<Observer>, ObserverType,
  @unchecked Sendable
{
  typealias Element = Observer.Element

  /// `nil` is the timer's tick.
  private let serial = SerialDelivery<Event<Element>?>()

  func on(_ event: Event<Element>) {
    receive(event)
  }

  func receive(_ input: Event<Element>?) {
    serial.run(input) { input in
      let event = input ?? .completed
      forwardOn(event)
      if event.isStopEvent { dispose() }
    }
  }
}
