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
    lift(.takeFor(TimerParameters(dueTime: duration, scheduler: scheduler)))
  }
}

/// Source events and the timer's completion go through one serial queue (contracts 2 and 3).
// unchecked Sendable: `serial` is a SerialDelivery; the rest is Sink's
final class TakeForSink<Observer: ObserverType>: Sink<Observer>, ObserverType,
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
