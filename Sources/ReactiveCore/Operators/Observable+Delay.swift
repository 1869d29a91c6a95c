import Foundation

extension ObservableType {
  /// Shifts every value and the completion later by `dueTime`, keeping the gaps between them.
  /// An error is sent at once, dropping the values still waiting, as in RxSwift.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3)
  ///   .delay(.milliseconds(500), scheduler: MainScheduler.instance)
  ///   .subscribe(onNext: { print($0) })
  ///   .disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: How much later each event is sent.
  ///   - scheduler: Runs the timers and tells the time.
  /// - Returns: The delayed observable.
  public func delay(_ dueTime: RxTimeInterval, scheduler: any SchedulerType)
    -> Observable<Element>
  {
    lift(.delay(TimerParameters(dueTime: dueTime, scheduler: scheduler)))
  }
}

/// One timer runs at a time: it sends the oldest waiting event, then waits for the next one's
/// time.
// unchecked Sendable: `queue`, `head` and `active`: each is touched only inside TimedSink's
// `serial` (a SerialDelivery), one input at a time; `sourceSubscription` is locked
final class DelaySink<Observer: ObserverType>:
  TimedSink<TimerParameters, Observer.Element, Void, Observer>, ObserverType, @unchecked Sendable
{
  typealias Element = Observer.Element

  private let sourceSubscription = SingleAssignmentDisposable()
  private var queue: [(time: RxTime, event: Event<Element>)] = []
  private var head = 0
  private var active = false

  /// The sink with its subscription to the source (what `OperatorProducer.start(_:)` returned),
  /// which it disposes at the source's terminal event, and the timer's.
  func started(_ started: SinkAndSubscription) -> SinkAndSubscription {
    sourceSubscription.setDisposable(started.subscription)
    return (started.sink, Disposables.create(sourceSubscription, timer))
  }

  func on(_ event: Event<Element>) {
    if event.isStopEvent {
      sourceSubscription.dispose()
    }
    serial.run(.event(event), process)
  }

  override func process(_ input: TimedInput<Element, Void>) {
    switch input {
    case .event(.error(let error)):
      queue = []
      head = 0
      forwardOn(.error(error))
      dispose()
    case .event(let event):
      queue.append((parameters.scheduler.now, event))
      if !active {
        active = true
        schedule((), after: parameters.dueTime, on: parameters.scheduler)
      }
    case .tick:
      guard head < queue.count else {
        active = false
        return
      }
      let event = queue[head].event
      head += 1
      if head == queue.count {
        queue.removeAll(keepingCapacity: true)
        head = 0
      }
      forwardOn(event)
      if event.isStopEvent {
        dispose()
        return
      }
      if head < queue.count {
        let remaining = parameters.dueTime.reduced(
          byTimeBetween: queue[head].time, and: parameters.scheduler.now)
        schedule((), after: remaining, on: parameters.scheduler)
      } else {
        active = false
      }
    }
  }
}
