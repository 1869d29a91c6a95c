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
    BufferProducer(
      source: asObservable(),
      parameters: TimeCountParameters(timeSpan: timeSpan, count: count, scheduler: scheduler))
  }
}

/// The parameters of `buffer` and `window`: a group closes when it holds `count` elements or
/// when `timeSpan` has passed since it opened, whichever comes first.
struct TimeCountParameters {
  let timeSpan: RxTimeInterval
  let count: Int
  let scheduler: any SchedulerType
}

// unchecked Sendable: adds no stored state (see OperatorProducer)
private final class BufferProducer<Element>:
  OperatorProducer<Element, TimeCountParameters, [Element]>, @unchecked Sendable
{
  override func run<O: ObserverType>(_ observer: O, cancel: Cancelable) -> SinkAndSubscription
  where O.Element == [Element] {
    let sink = BufferSink(parameters, observer, cancel)
    sink.startTimer(for: 0)
    return sink.withTimer(start(sink))
  }
}

// unchecked Sendable: `buffer` and `windowID`: each is touched only inside TimedSink's `serial` (a
// SerialDelivery), one input at a time
private final class BufferSink<Element, Observer: ObserverType>:
  TimedSink<TimeCountParameters, Element, Int, Observer>, ObserverType, @unchecked Sendable
where Observer.Element == [Element] {
  private var buffer: [Element] = []
  private var windowID = 0

  func on(_ event: Event<Element>) {
    serial.run(.event(event), process)
  }

  override func process(_ input: TimedInput<Element, Int>) {
    switch input {
    case .event(.next(let element)):
      buffer.append(element)
      if buffer.count == parameters.count {
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

  /// Closes buffer `id` after `timeSpan`, unless it is closed already.
  func startTimer(for id: Int) {
    if timer.isDisposed || id != windowID { return }
    schedule(id, after: parameters.timeSpan, on: parameters.scheduler)
  }
}
