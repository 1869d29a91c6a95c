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
    DelayProducer(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
  }
}

private final class DelayProducer<Element>: Producer<Element>, @unchecked Sendable {
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
    let sink = DelaySink(parent: self, observer: observer, cancel: cancel)
    return (sink, sink.run())
  }
}

/// Source events and timer ticks go through one serial queue, so the state needs no lock and
/// no lock is held while forwarding (contract 3). One timer runs at a time: it sends the
/// oldest waiting event, then waits for the next one's time.
private final class DelaySink<Observer: ObserverType>: Sink<Observer>, ObserverType,
  @unchecked Sendable
{
  typealias Element = Observer.Element

  private enum Input {
    case event(Event<Element>)
    case tick
  }

  private let parent: DelayProducer<Element>
  private let serial = SerialDelivery<Input>()
  private let sourceSubscription = SingleAssignmentDisposable()
  private let timer = SerialDisposable()
  private var queue: [(time: RxTime, event: Event<Element>)] = []
  private var head = 0
  private var active = false

  init(parent: DelayProducer<Element>, observer: Observer, cancel: Cancelable) {
    self.parent = parent
    super.init(observer: observer, cancel: cancel)
  }

  func run() -> Disposable {
    sourceSubscription.setDisposable(parent.source.subscribe(self))
    return Disposables.create(sourceSubscription, timer)
  }

  func on(_ event: Event<Element>) {
    if event.isStopEvent {
      sourceSubscription.dispose()
    }
    serial.run(.event(event), process)
  }

  private func process(_ input: Input) {
    switch input {
    case .event(.error(let error)):
      queue = []
      head = 0
      forwardOn(.error(error))
      dispose()
    case .event(let event):
      queue.append((parent.scheduler.now, event))
      if !active {
        active = true
        scheduleTick(after: parent.dueTime)
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
        let remaining = parent.dueTime.reduced(
          byTimeBetween: queue[head].time, and: parent.scheduler.now)
        scheduleTick(after: remaining)
      } else {
        active = false
      }
    }
  }

  private func scheduleTick(after dueTime: RxTimeInterval) {
    timer.disposable = parent.scheduler.scheduleRelative((), dueTime: dueTime) {
      [weak self] _ in
      self?.serial.run(.tick) { self?.process($0) }
      return Disposables.create()
    }
  }
}
