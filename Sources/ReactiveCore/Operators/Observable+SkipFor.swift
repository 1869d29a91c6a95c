extension ObservableType {
  /// Drops the values that arrive within `duration` of subscribing; passes the rest, and
  /// any terminal event, through.
  ///
  /// ```swift
  /// locationUpdates
  ///   .skip(for: .seconds(2), scheduler: MainScheduler.instance)
  ///   .subscribe(onNext: { show($0) })
  ///   .disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameters:
  ///   - duration: How long to drop values.
  ///   - scheduler: Runs the timer.
  /// - Returns: The source's events without the early values.
  public func skip(for duration: RxTimeInterval, scheduler: any SchedulerType)
    -> Observable<Element>
  {
    SkipForProducer(source: asObservable(), duration: duration, scheduler: scheduler)
  }
}

private final class SkipForProducer<Element>: Producer<Element>, @unchecked Sendable {
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
    let sink = SkipForSink(observer: observer, cancel: cancel)
    let timer = scheduler.scheduleRelative((), dueTime: duration) { [weak sink] _ in
      sink?.open.set()
      return Disposables.create()
    }
    return (sink, Disposables.create(timer, source.subscribe(sink)))
  }
}

private final class SkipForSink<Observer: ObserverType>: Sink<Observer>, ObserverType,
  @unchecked Sendable
{
  typealias Element = Observer.Element

  /// Set by the timer once `duration` has passed.
  let open = AtomicFlag()

  func on(_ event: Event<Element>) {
    switch event {
    case .next:
      if open.isSet { forwardOn(event) }
    case .error, .completed:
      forwardOn(event)
      dispose()
    }
  }
}
