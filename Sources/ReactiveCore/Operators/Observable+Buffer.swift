extension ObservableType {
  /// Collects values into arrays, sending one when `count` values are in it or `timeSpan` has
  /// passed since the previous array, whichever comes first (possibly an empty array).
  /// Completion sends the last array, even when empty; an error drops it.
  ///
  /// ```swift
  /// logLines
  ///   .buffer(timeSpan: .seconds(1), count: 100, scheduler: MainScheduler.instance)
  ///   .subscribe(onNext: { writeBatch($0) })
  ///   .disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameters:
  ///   - timeSpan: The longest time an array stays open.
  ///   - count: The most values in one array.
  ///   - scheduler: Runs the timers.
  /// - Returns: An observable of arrays.
  public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: any SchedulerType)
    -> Observable<[Element]>
  {
    BufferProducer(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
  }
}

private final class BufferProducer<Element>: Producer<[Element]>, @unchecked Sendable {
  let source: Observable<Element>
  let timeSpan: RxTimeInterval
  let count: Int
  let scheduler: any SchedulerType

  init(
    source: Observable<Element>, timeSpan: RxTimeInterval, count: Int,
    scheduler: any SchedulerType
  ) {
    self.source = source
    self.timeSpan = timeSpan
    self.count = count
    self.scheduler = scheduler
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == [Element] {
    let sink = BufferSink(parent: self, observer: observer, cancel: cancel)
    return (sink, sink.run())
  }
}

/// Source events and timer ticks go through one serial queue, so the state needs no lock and
/// no lock is held while forwarding (contract 3).
private final class BufferSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType,
  @unchecked Sendable
where Observer.Element == [Element] {
  private enum Input {
    case event(Event<Element>)
    case tick(Int)
  }

  private let parent: BufferProducer<Element>
  private let serial = SerialDelivery<Input>()
  private let timer = SerialDisposable()
  private var buffer: [Element] = []
  private var windowID = 0

  init(parent: BufferProducer<Element>, observer: Observer, cancel: Cancelable) {
    self.parent = parent
    super.init(observer: observer, cancel: cancel)
  }

  func run() -> Disposable {
    startTimer(for: windowID)
    return Disposables.create(timer, parent.source.subscribe(self))
  }

  func on(_ event: Event<Element>) {
    serial.run(.event(event), process)
  }

  private func process(_ input: Input) {
    switch input {
    case .event(.next(let element)):
      buffer.append(element)
      if buffer.count == parent.count {
        sendBufferAndStartNew()
      }
    case .event(.error(let error)):
      buffer = []
      forwardOn(.error(error))
      dispose()
    case .event(.completed):
      let last = buffer
      buffer = []
      forwardOn(.next(last))
      forwardOn(.completed)
      dispose()
    case .tick(let tickID):
      if tickID == windowID {
        sendBufferAndStartNew()
      }
    }
  }

  private func sendBufferAndStartNew() {
    windowID &+= 1
    let id = windowID
    let full = buffer
    buffer = []
    forwardOn(.next(full))
    startTimer(for: id)
  }

  private func startTimer(for id: Int) {
    if timer.isDisposed || id != windowID { return }
    let pending = SingleAssignmentDisposable()
    timer.disposable = pending
    pending.setDisposable(
      parent.scheduler.scheduleRelative(id, dueTime: parent.timeSpan) { [weak self] id in
        self?.serial.run(.tick(id)) { self?.process($0) }
        return Disposables.create()
      })
  }
}
