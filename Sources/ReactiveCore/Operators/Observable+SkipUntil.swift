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
    SkipUntilProducer(source: asObservable(), other: other.asObservable())
  }
}

extension ObservableType {
  /// RxSwift 5's name for ``skip(until:)``, kept so older code compiles.
  ///
  /// ```swift
  /// values.skipUntil(startButtonTaps)
  /// ```
  ///
  /// - Parameter other: Its first element opens the gate.
  /// - Returns: The sequence from the moment `other` sends.
  @available(*, deprecated, renamed: "skip(until:)")
  public func skipUntil<Other: ObservableType>(_ other: Other) -> Observable<Element> {
    skip(until: other)
  }
}

private final class SkipUntilProducer<Element, Other>: Producer<Element>,
  @unchecked Sendable
{
  let source: Observable<Element>
  let other: Observable<Other>

  init(source: Observable<Element>, other: Observable<Other>) {
    self.source = source
    self.other = other
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let sink = SkipUntilSink<Other, Observer>(observer: observer, cancel: cancel)
    let sourceSubscription = SingleAssignmentDisposable()
    sourceSubscription.setDisposable(source.subscribe(sink))
    sink.otherSubscription.setDisposable(other.subscribe(SkipUntilOtherObserver(parent: sink)))
    return (sink, Disposables.create(sourceSubscription, sink.otherSubscription))
  }
}

private final class SkipUntilSink<Other, Observer: ObserverType>: Sink<Observer>, ObserverType,
  @unchecked Sendable
{
  typealias Element = Observer.Element
  let otherSubscription = SingleAssignmentDisposable()
  let forwarding = AtomicFlag()
  private let stopped = AtomicFlag()
  private let serial = SerialDelivery<Event<Element>>()

  func on(_ event: Event<Element>) {
    switch event {
    case .next:
      if forwarding.isSet { send(event) }
    case .error:
      send(event)
    case .completed:
      if forwarding.isSet {
        send(event)
      } else {
        dispose()
      }
    }
  }

  /// Source events and an error from `other` go through one serial queue.
  func send(_ event: Event<Element>) {
    if event.isStopEvent {
      if !stopped.set() { return }
    } else if stopped.isSet {
      return
    }
    serial.run(event) { event in
      forwardOn(event)
      if event.isStopEvent { dispose() }
    }
  }
}

private final class SkipUntilOtherObserver<Other, Observer: ObserverType>: ObserverType,
  @unchecked Sendable
{
  let parent: SkipUntilSink<Other, Observer>

  init(parent: SkipUntilSink<Other, Observer>) {
    self.parent = parent
  }

  func on(_ event: Event<Other>) {
    switch event {
    case .next:
      parent.forwarding.set()
      parent.otherSubscription.dispose()
    case .error(let error):
      parent.send(.error(error))
    case .completed:
      parent.otherSubscription.dispose()
    }
  }
}
