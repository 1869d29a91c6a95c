extension ObservableType {
  /// Sends the source's events until `other` sends an element, then completes.
  ///
  /// ```swift
  /// ticks.take(until: viewDidDisappear)
  /// ```
  ///
  /// - Parameter other: Its first element completes the sequence; its error is forwarded; its
  ///   completion without an element changes nothing.
  /// - Returns: The sequence cut short by `other`.
  public func take<Other: ObservableType>(until other: Other) -> Observable<Element> {
    TakeUntilProducer(source: asObservable(), parameters: other.asObservable())
  }
}

/// The parameters are `other`.
// unchecked Sendable: adds no stored state (see OperatorProducer)
private final class TakeUntilProducer<Element, Other>:
  OperatorProducer<Element, Observable<Other>, Element>, @unchecked Sendable
{
  override func run<O: ObserverType>(_ observer: O, cancel: Cancelable) -> SinkAndSubscription
  where O.Element == Element {
    let sink = TakeUntilSink<Other, O>(observer: observer, cancel: cancel)
    sink.otherSubscription.setDisposable(parameters.subscribe(TriggerObserver(handler: sink)))
    let sourceSubscription = source.subscribe(sink)
    return (sink, Disposables.create(sink.otherSubscription, sourceSubscription))
  }
}

/// Source events and the completion `other` triggers go through one serial queue.
// unchecked Sendable: `stopped` is an AtomicFlag; `serial` is a SerialDelivery; `otherSubscription`
// is locked
private final class TakeUntilSink<Other, Observer: ObserverType>: Sink<Observer>, ObserverType,
  TriggerHandler, @unchecked Sendable
{
  typealias Element = Observer.Element
  let otherSubscription = SingleAssignmentDisposable()
  private let stopped = AtomicFlag()
  private let serial = SerialDelivery<Event<Element>>()

  func on(_ event: Event<Element>) {
    sendSerially(event, serial, stopped)
  }

  func triggered(_ event: Event<Other>) {
    switch event {
    case .next: on(.completed)
    case .error(let error): on(.error(error))
    case .completed: otherSubscription.dispose()
    }
  }
}
