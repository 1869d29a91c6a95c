extension ObservableType {
  /// Drops every element and forwards only the terminal event.
  ///
  /// RxSwift 6 returns a `Completable`; here it is an `Observable<Never>`.
  ///
  /// ```swift
  /// upload.ignoreElements().subscribe(onCompleted: { print("uploaded") })
  /// ```
  ///
  /// - Returns: A sequence with the source's completion or error only.
  public func ignoreElements() -> Observable<Never> {
    IgnoreElementsProducer(source: asObservable(), parameters: ())
  }
}

// unchecked Sendable: adds no stored state (see OperatorProducer)
private final class IgnoreElementsProducer<Source>:
  OperatorProducer<Source, Void, Never>, @unchecked Sendable
{
  override func run<O: ObserverType>(_ observer: O, cancel: Cancelable) -> SinkAndSubscription
  where O.Element == Never {
    start(IgnoreElementsSink(parameters, observer, cancel))
  }
}

// unchecked Sendable: adds no stored state (see OperatorSink)
private final class IgnoreElementsSink<Source, Observer: ObserverType>:
  OperatorSink<Void, Observer>, ObserverType, @unchecked Sendable
where Observer.Element == Never {
  func on(_ event: Event<Source>) {
    forwardTerminal(event)
  }
}
