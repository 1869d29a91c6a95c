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
    TakeUntilProducer(source: asObservable(), other: other.asObservable())
  }
}

extension ObservableType {
  /// RxSwift 5's name for ``take(until:)``, kept so older code compiles.
  ///
  /// ```swift
  /// ticks.takeUntil(viewDidDisappear)
  /// ```
  ///
  /// - Parameter other: Its first element completes the sequence.
  /// - Returns: The sequence cut short by `other`.
  @available(*, deprecated, renamed: "take(until:)")
  public func takeUntil<Other: ObservableType>(_ other: Other) -> Observable<Element> {
    take(until: other)
  }

  /// RxSwift 5's form of ``take(until:behavior:)``, kept so older code compiles.
  ///
  /// ```swift
  /// values.takeUntil(.inclusive) { $0 == 3 }
  /// ```
  ///
  /// - Parameters:
  ///   - behavior: Whether the element that satisfies `predicate` is sent.
  ///   - predicate: Whether to stop.
  /// - Returns: The shortened sequence.
  @available(*, deprecated, renamed: "take(until:behavior:)")
  public func takeUntil(
    _ behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool
  ) -> Observable<Element> {
    take(until: predicate, behavior: behavior)
  }
}

private final class TakeUntilProducer<Element, Other>: Producer<Element>,
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
    let sink = TakeUntilSink<Other, Observer>(observer: observer, cancel: cancel)
    sink.otherSubscription.setDisposable(other.subscribe(TakeUntilOtherObserver(parent: sink)))
    let sourceSubscription = source.subscribe(sink)
    return (sink, Disposables.create(sink.otherSubscription, sourceSubscription))
  }
}

private final class TakeUntilSink<Other, Observer: ObserverType>: Sink<Observer>, ObserverType,
  @unchecked Sendable
{
  typealias Element = Observer.Element
  let otherSubscription = SingleAssignmentDisposable()
  private let stopped = AtomicFlag()
  private let serial = SerialDelivery<Event<Element>>()

  /// Source events and the completion `other` triggers go through one serial queue.
  func on(_ event: Event<Element>) {
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

private final class TakeUntilOtherObserver<Other, Observer: ObserverType>: ObserverType,
  @unchecked Sendable
{
  let parent: TakeUntilSink<Other, Observer>

  init(parent: TakeUntilSink<Other, Observer>) {
    self.parent = parent
  }

  func on(_ event: Event<Other>) {
    switch event {
    case .next: parent.on(.completed)
    case .error(let error): parent.on(.error(error))
    case .completed: parent.otherSubscription.dispose()
    }
  }
}
