/// The integer types `interval` and `timer` can count in; RxSwift's name, kept so code that
/// constrains on it compiles unchanged.
///
/// ```swift
/// func ticks<T: RxAbstractInteger>(_: T.Type) -> Observable<T> {
///   Observable<T>.interval(.seconds(1), scheduler: MainScheduler.instance)
/// }
/// ```
public typealias RxAbstractInteger = FixedWidthInteger

extension ObservableType where Element: FixedWidthInteger {
  /// Emits `0, 1, 2, ...`, one value every `period`, the first after `period`; never ends.
  ///
  /// ```swift
  /// Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
  ///   .subscribe(onNext: { print("tick \($0)") })
  ///   .disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameters:
  ///   - period: The time between values.
  ///   - scheduler: Runs the timer.
  /// - Returns: An observable of increasing integers.
  public static func interval(_ period: RxTimeInterval, scheduler: any SchedulerType)
    -> Observable<Element>
  {
    TimerProducer(dueTime: period, period: period, scheduler: scheduler)
  }

  /// Emits `0` after `dueTime`, then, when `period` is given, `1, 2, ...` every `period`;
  /// without a period it completes after the single value.
  ///
  /// ```swift
  /// Observable<Int>.timer(.seconds(2), scheduler: MainScheduler.instance)
  ///   .subscribe(onNext: { _ in print("two seconds later") })
  ///   .disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: The time before the first value.
  ///   - period: The time between later values; `nil` for a single value.
  ///   - scheduler: Runs the timer.
  /// - Returns: An observable of increasing integers.
  public static func timer(
    _ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: any SchedulerType
  ) -> Observable<Element> {
    TimerProducer(dueTime: dueTime, period: period, scheduler: scheduler)
  }
}

// unchecked Sendable: immutable after init (`let`s only: intervals and a Sendable scheduler)
private final class TimerProducer<Element: FixedWidthInteger>: Producer<Element>,
  @unchecked Sendable
{
  let dueTime: RxTimeInterval
  let period: RxTimeInterval?
  let scheduler: any SchedulerType

  init(dueTime: RxTimeInterval, period: RxTimeInterval?, scheduler: any SchedulerType) {
    self.dueTime = dueTime
    self.period = period
    self.scheduler = scheduler
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    if let period {
      let sink = PeriodicTimerSink(observer: observer, cancel: cancel)
      let subscription = scheduler.schedulePeriodic(
        Element.zero, startAfter: dueTime, period: period, action: sink.tick)
      return (sink, subscription)
    }
    let sink = OneShotTimerSink(observer: observer, cancel: cancel)
    let subscription = scheduler.scheduleRelative((), dueTime: dueTime) { [sink] _ in
      sink.fire()
      return Disposables.create()
    }
    return (sink, subscription)
  }
}

// unchecked Sendable: `serial` is a SerialDelivery; the rest is Sink's
private final class PeriodicTimerSink<Observer: ObserverType>: Sink<Observer>,
  @unchecked Sendable
where Observer.Element: FixedWidthInteger {
  private let serial = SerialDelivery<Observer.Element>()

  /// Sends `value` and returns the next one. The increment is here, not in the scheduler's
  /// `@Sendable` action: there it would capture `Element`'s metatype, which need not be
  /// Sendable.
  func tick(_ value: Observer.Element) -> Observer.Element {
    serial.run(value) { forwardOn(.next($0)) }
    return value &+ 1
  }
}

// unchecked Sendable: adds no stored state (see Sink)
private final class OneShotTimerSink<Observer: ObserverType>: Sink<Observer>,
  @unchecked Sendable
where Observer.Element: FixedWidthInteger {
  func fire() {
    forwardOn(.next(.zero))
    forwardOn(.completed)
    dispose()
  }
}
