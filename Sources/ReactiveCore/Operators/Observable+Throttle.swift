import Foundation

extension ObservableType {
  /// Emits the first value, then at most one value per `dueTime`: values arriving sooner are
  /// dropped, except that with `latest` the last of them is sent when the period ends.
  ///
  /// Completion waits for a pending latest value; an error is sent at once.
  ///
  /// ```swift
  /// buttonTaps
  ///   .throttle(.seconds(1), latest: false, scheduler: MainScheduler.instance)
  ///   .subscribe(onNext: { submit() })
  ///   .disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: The minimum time between two values sent.
  ///   - latest: Whether to send the last value dropped in a period when it ends.
  ///   - scheduler: Runs the timers and tells the time.
  /// - Returns: The throttled observable.
  public func throttle(
    _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: any SchedulerType
  ) -> Observable<Element> {
    lift(
      .throttle(
        ThrottleParameters(
          timer: TimerParameters(dueTime: dueTime, scheduler: scheduler), latest: latest)))
  }
}

/// The parameters of `throttle`: the period, and whether the last value dropped in a period is
/// sent when it ends.
struct ThrottleParameters {
  let timer: TimerParameters
  let latest: Bool
}

// unchecked Sendable: `lastUnsentElement`, `lastSentTime` and `completed`: each is touched only
// inside TimedSink's `serial` (a SerialDelivery), one input at a time
final class ThrottleSink<Observer: ObserverType>:
  TimedSink<ThrottleParameters, Observer.Element, Void, Observer>, ObserverType,
  @unchecked Sendable
{
  typealias Element = Observer.Element

  private var lastUnsentElement: Element?
  private var lastSentTime: Date?
  private var completed = false

  func on(_ event: Event<Element>) {
    serial.run(.event(event), process)
  }

  override func process(_ input: TimedInput<Element, Void>) {
    let timer = parameters.timer
    switch input {
    case .event(.next(let element)):
      let remaining: RxTimeInterval
      if let lastSentTime {
        remaining = timer.dueTime.reduced(byTimeBetween: lastSentTime, and: timer.scheduler.now)
      } else {
        remaining = .nanoseconds(0)
      }
      if remaining.isNow {
        sendNow(element)
        return
      }
      guard parameters.latest else { return }
      let alreadyScheduled = lastUnsentElement != nil
      lastUnsentElement = element
      if alreadyScheduled { return }
      schedule((), after: remaining, on: timer.scheduler)
    case .event(.error(let error)):
      lastUnsentElement = nil
      forwardOn(.error(error))
      dispose()
    case .event(.completed):
      if lastUnsentElement != nil {
        completed = true
      } else {
        forwardOn(.completed)
        dispose()
      }
    case .tick:
      if let element = lastUnsentElement {
        sendNow(element)
      }
      if completed {
        forwardOn(.completed)
        dispose()
      }
    }
  }

  private func sendNow(_ element: Element) {
    lastUnsentElement = nil
    forwardOn(.next(element))
    // Measured after forwarding, so slow downstream work counts towards the period.
    lastSentTime = parameters.timer.scheduler.now
  }
}
