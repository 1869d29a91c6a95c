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
    DebounceProducer(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
  }
}

private final class DebounceProducer<Element>: Producer<Element>, @unchecked Sendable {
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
    let sink = DebounceSink(parent: self, observer: observer, cancel: cancel)
    return (sink, sink.run())
  }
}

/// Source events and timer ticks go through one serial queue, so the state needs no lock and
/// no lock is held while forwarding (contract 3).
private final class DebounceSink<Observer: ObserverType>: Sink<Observer>, ObserverType,
  @unchecked Sendable
{
  typealias Element = Observer.Element

  private enum Input {
    case event(Event<Element>)
    case tick(UInt64)
  }

  private let parent: DebounceProducer<Element>
  private let serial = SerialDelivery<Input>()
  private let timer = SerialDisposable()
  private var id: UInt64 = 0
  private var value: Element?

  init(parent: DebounceProducer<Element>, observer: Observer, cancel: Cancelable) {
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
      id &+= 1
      value = element
      let pending = SingleAssignmentDisposable()
      timer.disposable = pending
      pending.setDisposable(
        parent.scheduler.scheduleRelative(id, dueTime: parent.dueTime) { [weak self] id in
          self?.serial.run(.tick(id)) { self?.process($0) }
          return Disposables.create()
        })
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
