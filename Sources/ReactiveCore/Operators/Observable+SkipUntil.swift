extension ObservableType {
  /// Drops the source's elements until `other` sends an element, then sends them all.
  ///
  /// ```swift
  /// values.skip(until: startButtonTaps)
  /// ```
  ///
  /// - Parameter other: Its first element opens the gate; its error is forwarded. If it
  ///   completes first, the gate stays shut and the source's completion is not forwarded.
  /// - Returns: The sequence from the moment `other` sends.
  public func skip<Other: ObservableType>(until other: Other) -> Observable<Element> {
    SkipUntilProducer(source: asObservable(), parameters: other.asObservable())
  }
}

/// The parameters are `other`.
// unchecked Sendable: adds no stored state (see OperatorProducer)
private final class SkipUntilProducer<Element, Other>:
  OperatorProducer<Element, Observable<Other>, Element>, @unchecked Sendable
{
  override func run<O: ObserverType>(_ observer: O, cancel: Cancelable) -> SinkAndSubscription
  where O.Element == Element {
    let sink = SkipUntilSink<Other, O>(observer: observer, cancel: cancel)
    let sourceSubscription = SingleAssignmentDisposable()
    sourceSubscription.setDisposable(source.subscribe(sink))
    sink.otherSubscription.setDisposable(parameters.subscribe(TriggerObserver(handler: sink)))
    return (sink, Disposables.create(sourceSubscription, sink.otherSubscription))
  }
}

/// Source events and an error from `other` go through one serial queue.
// unchecked Sendable: `forwarding` and `stopped` are AtomicFlags; `serial` is a SerialDelivery;
// `otherSubscription` is locked
private final class SkipUntilSink<Other, Observer: ObserverType>: Sink<Observer>, ObserverType,
  TriggerHandler, @unchecked Sendable
{
  typealias Element = Observer.Element
  let otherSubscription = SingleAssignmentDisposable()
  private let forwarding = AtomicFlag()
  private let stopped = AtomicFlag()
  private let serial = SerialDelivery<Event<Element>>()

  func on(_ event: Event<Element>) {
    switch event {
    case .next:
      if forwarding.isSet { sendSerially(event, serial, stopped) }
    case .error:
      sendSerially(event, serial, stopped)
    case .completed:
      if forwarding.isSet {
        sendSerially(event, serial, stopped)
      } else {
        dispose()
      }
    }
  }

  func triggered(_ event: Event<Other>) {
    switch event {
    case .next:
      forwarding.set()
      otherSubscription.dispose()
    case .error(let error):
      sendSerially(.error(error), serial, stopped)
    case .completed:
      otherSubscription.dispose()
    }
  }
}
