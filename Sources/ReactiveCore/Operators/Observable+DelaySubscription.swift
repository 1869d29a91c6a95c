extension ObservableType {
  /// Subscribes to the source only after `dueTime`; events then pass through unchanged.
  ///
  /// ```swift
  /// refresh
  ///   .delaySubscription(.seconds(1), scheduler: MainScheduler.instance)
  ///   .subscribe(onNext: { print($0) })
  ///   .disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: The time to wait before subscribing.
  ///   - scheduler: Runs the timer.
  /// - Returns: An observable that subscribes to the source late.
  public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: any SchedulerType)
    -> Observable<Element>
  {
    DelaySubscriptionProducer(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
  }
}

private final class DelaySubscriptionProducer<Element>: Producer<Element>, @unchecked Sendable {
  let source: Observable<Element>
  let dueTime: RxTimeInterval
  let scheduler: any SchedulerType

  init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: any SchedulerType) {
    self.source = source
    self.dueTime = dueTime
    self.scheduler = scheduler
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let sink = DelaySubscriptionSink(observer: observer, cancel: cancel)
    let source = self.source
    let subscription = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
      source.subscribe(sink)
    }
    return (sink, subscription)
  }
}

private final class DelaySubscriptionSink<Observer: ObserverType>: Sink<Observer>, ObserverType,
  @unchecked Sendable
{
  func on(_ event: Event<Observer.Element>) {
    if case .next(let value) = event {
      onNext(value)
      return
    }
    forwardOn(event)
    dispose()
  }

  /// The per-value path: no ``Event`` is built on the way down.
  func onNext(_ value: Observer.Element) {
    forwardNext(value)
  }
}
