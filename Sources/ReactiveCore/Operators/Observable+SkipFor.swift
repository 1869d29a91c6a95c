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
    lift(.skipFor(TimerParameters(dueTime: duration, scheduler: scheduler)))
  }
}

// unchecked Sendable: `open` is an AtomicFlag; the rest is Sink's
final class SkipForSink<Observer: ObserverType>: Sink<Observer>, ObserverType,
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
