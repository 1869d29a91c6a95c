extension ObservableType {
  /// Emits a value only once `dueTime` has passed without another value; a newer value
  /// replaces the pending one. Completion first sends the pending value; an error drops it.
  ///
  /// ```swift
  /// searchText
  ///   .debounce(.milliseconds(300), scheduler: MainScheduler.instance)
  ///   .subscribe(onNext: { search($0) })
  ///   .disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: The quiet time a value must be followed by.
  ///   - scheduler: Runs the timers.
  /// - Returns: The debounced observable.
  public func debounce(_ dueTime: RxTimeInterval, scheduler: any SchedulerType)
    -> Observable<Element>
  {
    lift(.debounce(TimerParameters(dueTime: dueTime, scheduler: scheduler)))
  }
}

/// Each value replaces the pending one and restarts the timer; a tick for the latest value
/// sends it.
// unchecked Sendable: `id` and `value`: each is touched only inside TimedSink's `serial` (a
// SerialDelivery), one input at a time
final class DebounceSink<Observer: ObserverType>:
  TimedSink<TimerParameters, Observer.Element, UInt64, Observer>, ObserverType, @unchecked Sendable
{
  typealias Element = Observer.Element

  private var id: UInt64 = 0
  private var value: Element?

  func on(_ event: Event<Element>) {
    serial.run(.event(event), process)
  }

  override func process(_ input: TimedInput<Element, UInt64>) {
    switch input {
    case .event(.next(let element)):
      id &+= 1
      value = element
      schedule(id, after: parameters.dueTime, on: parameters.scheduler)
    case .event(.error(let error)):
      value = nil
      forwardOn(.error(error))
      dispose()
    case .event(.completed):
      if let pending = value {
        value = nil
        forwardOn(.next(pending))
      }
      forwardOn(.completed)
      dispose()
    case .tick(let tickID):
      if tickID == id, let pending = value {
        value = nil
        forwardOn(.next(pending))
      }
    }
  }
}
