extension ObservableType {
  /// Sends `default` before completing if the source completes without any element.
  ///
  /// ```swift
  /// Observable<Int>.empty().ifEmpty(default: 0)  // 0, completed
  /// ```
  ///
  /// - Parameter default: The element sent in place of an empty sequence.
  /// - Returns: The source's events, never empty when it completes.
  public func ifEmpty(default: Element) -> Observable<Element> {
    IfEmptyProducer(source: asObservable(), parameters: Observable.just(`default`))
  }

  /// Continues with `other` if the source completes without any element.
  ///
  /// ```swift
  /// cachedItems.ifEmpty(switchTo: fetchItems())
  /// ```
  ///
  /// - Parameter other: The sequence subscribed when the source is empty.
  /// - Returns: The source's events, or `other`'s when the source is empty.
  public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
    IfEmptyProducer(source: asObservable(), parameters: other)
  }
}

/// The parameters are the sequence to switch to.
// unchecked Sendable: adds no stored state (see OperatorProducer)
private final class IfEmptyProducer<Element>:
  OperatorProducer<Element, Observable<Element>, Element>, @unchecked Sendable
{
  override func run<O: ObserverType>(_ observer: O, cancel: Cancelable) -> SinkAndSubscription
  where O.Element == Element {
    let sink = IfEmptySink(parameters, observer, cancel)
    return (sink, sink.follow { source.subscribe(sink) })
  }
}

/// `parameters` is the sequence to switch to.
// unchecked Sendable: `isEmpty` and the Sink's state change only in its source's events, which
// arrive one at a time (contract 2)
private final class IfEmptySink<Observer: ObserverType>:
  SwitchingSink<Observable<Observer.Element>, Observer>, ObserverType, @unchecked Sendable
{
  private var isEmpty = true

  func on(_ event: Event<Observer.Element>) {
    switch event {
    case .next(let value): onNext(value)
    case .error: forward(event)
    case .completed: if isEmpty { switchTo(parameters) } else { forward(event) }
    }
  }

  /// The per-value path: no ``Event`` is built on the way down.
  func onNext(_ value: Observer.Element) {
    isEmpty = false
    forwardNext(value)
  }
}

/// A silent end of the source (a released subject) ends this sink and the chain behind it.
extension IfEmptySink: SilentEndObserver {
  func sourceEndedSilently() { endWithSilentSource() }
}
