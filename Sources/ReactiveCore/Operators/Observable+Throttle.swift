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
    ThrottleProducer(source: asObservable(), dueTime: dueTime, latest: latest, scheduler: scheduler)
  }
}

private final class ThrottleProducer<Element>: Producer<Element>, @unchecked Sendable {
  let source: Observable<Element>
  let dueTime: RxTimeInterval
  let latest: Bool
  let scheduler: any SchedulerType

  init(
    source: Observable<Element>, dueTime: RxTimeInterval, latest: Bool,
    scheduler: any SchedulerType
  ) {
    self.source = source
    self.dueTime = dueTime
    self.latest = latest
    self.scheduler = scheduler
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let sink = ThrottleSink(parent: self, observer: observer, cancel: cancel)
    return (sink, sink.run())
  }
}

/// Source events and timer ticks go through one serial queue, so the state needs no lock and
/// no lock is held while forwarding (contract 3).
private final class ThrottleSink<Observer: ObserverType>: Sink<Observer>, ObserverType,
  @unchecked Sendable
{
  typealias Element = Observer.Element

  private enum Input {
    case event(Event<Element>)
    case tick
  }

  private let parent: ThrottleProducer<Element>
  private let serial = SerialDelivery<Input>()
  private let timer = SerialDisposable()
  private var lastUnsentElement: Element?
  private var lastSentTime: Date?
  private var completed = false

  init(parent: ThrottleProducer<Element>, observer: Observer, cancel: Cancelable) {
    self.parent = parent
    super.init(observer: observer, cancel: cancel)
  }

  func run() -> Disposable {
    let subscription = parent.source.subscribe(self)
    return Disposables.create(subscription, timer)
  }

  func on(_ event: Event<Element>) {
    serial.run(.event(event), process)
  }

  private func process(_ input: Input) {
    switch input {
    case .event(.next(let element)):
      let remaining: RxTimeInterval
      if let lastSentTime {
        remaining = parent.dueTime.reduced(byTimeBetween: lastSentTime, and: parent.scheduler.now)
      } else {
        remaining = .nanoseconds(0)
      }
      if remaining.isNow {
        sendNow(element)
        return
      }
      guard parent.latest else { return }
      let alreadyScheduled = lastUnsentElement != nil
      lastUnsentElement = element
      if alreadyScheduled { return }
      let pending = SingleAssignmentDisposable()
      timer.disposable = pending
      pending.setDisposable(
        parent.scheduler.scheduleRelative((), dueTime: remaining) { [weak self] _ in
          self?.serial.run(.tick) { self?.process($0) }
          return Disposables.create()
        })
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
    lastSentTime = parent.scheduler.now
  }
}
