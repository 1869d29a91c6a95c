extension ObservableType {
  /// Collects every element and sends them as one array when the source completes.
  ///
  /// RxSwift 6 returns a `Single`; here the result is an observable of exactly one array.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3).toArray()  // [1, 2, 3], completed
  /// ```
  ///
  /// - Returns: A sequence of one array, then `completed`; an error is forwarded instead.
  public func toArray() -> Observable<[Element]> {
    ToArrayProducer(source: asObservable(), parameters: ())
  }
}

// unchecked Sendable: adds no stored state (see OperatorProducer)
private final class ToArrayProducer<Source>:
  OperatorProducer<Source, Void, [Source]>, @unchecked Sendable
{
  override func run<O: ObserverType>(_ observer: O, cancel: Cancelable) -> SinkAndSubscription
  where O.Element == [Source] {
    start(ToArraySink(parameters, observer, cancel))
  }
}

// unchecked Sendable: `elements` change only in its source's events, which arrive one at a time
// (contract 2)
private final class ToArraySink<Source, Observer: ObserverType>:
  OperatorSink<Void, Observer>, ObserverType, @unchecked Sendable
where Observer.Element == [Source] {
  private var elements: [Source] = []

  func on(_ event: Event<Source>) {
    if case .next(let value) = event {
      elements.append(value)
      return
    }
    let result = elements
    elements = []
    if case .completed = event { forwardOn(.next(result)) }
    forwardTerminal(event)
  }
}
