extension ObservableType {
  /// Pairs each element with its position, counting from zero.
  ///
  /// ```swift
  /// Observable.of("a", "b").enumerated()  // (0, "a"), (1, "b")
  /// ```
  ///
  /// - Returns: The sequence of `(index, element)` pairs.
  public func enumerated() -> Observable<(index: Int, element: Element)> {
    EnumeratedProducer(source: asObservable(), parameters: ())
  }
}

// unchecked Sendable: adds no stored state (see OperatorProducer)
private final class EnumeratedProducer<Source>:
  OperatorProducer<Source, Void, (index: Int, element: Source)>, @unchecked Sendable
{
  override func run<O: ObserverType>(_ observer: O, cancel: Cancelable) -> SinkAndSubscription
  where O.Element == (index: Int, element: Source) {
    start(EnumeratedSink(parameters, observer, cancel))
  }
}

// unchecked Sendable: `index` and the Sink's state change only in its source's events, which arrive
// one at a time (contract 2)
private final class EnumeratedSink<Source, Observer: ObserverType>:
  OperatorSink<Void, Observer>, ValueOperatorSink, @unchecked Sendable
where Observer.Element == (index: Int, element: Source) {
  private var index = 0

  /// The per-value path: no ``Event`` is built on the way down.
  func onNext(_ value: Source) {
    let (next, overflow) = index.addingReportingOverflow(1)
    if overflow {
      forwardErrorAndDispose(RxError.overflow)
      return
    }
    let current = index
    index = next
    forwardNext((index: current, element: value))
  }
}
