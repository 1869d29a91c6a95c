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
    lift(.delaySubscription(TimerParameters(dueTime: dueTime, scheduler: scheduler)))
  }
}

extension TimedProducer {
  /// `delaySubscription`: subscribes to the source once `parameters.dueTime` has passed.
  func delaySubscription<O: ObserverType>(
    _ parameters: TimerParameters, _ observer: O, _ cancel: Cancelable
  ) -> SinkAndSubscription where O.Element == Element {
    let sink = PassThroughSink(observer: observer, cancel: cancel)
    let source = self.source
    let subscription = parameters.scheduler.scheduleRelative((), dueTime: parameters.dueTime) {
      _ in
      source.subscribe(sink)
    }
    return (sink, subscription)
  }
}
