extension ObservableType {
  /// The source's only element once it completes: RxSwift's `asSingle()` (`requiresElement`)
  /// and `asMaybe()`, which ErrorFlowRxCompat builds on. `package`, because the traits live
  /// in that module and the sink's base class in this one.
  package func atMostOne(requiresElement: Bool) -> Observable<Element> {
    lift(.atMostOne(requiresElement: requiresElement))
  }
}

/// `asSingle()` and `asMaybe()`: `parameters` is whether an empty source is an error.
// unchecked Sendable: `element` and the Sink's state change only in its source's events, which
// arrive one at a time (contract 2)
final class AtMostOneSink<Observer: ObserverType>: OperatorSink<Bool, Observer>, ObserverType,
  @unchecked Sendable
{
  // Touched only from `on`, which the source calls serially (contract 2).
  private var element: Observer.Element?

  func on(_ event: Event<Observer.Element>) {
    switch event {
    case .next(let value):
      if element != nil {
        forwardErrorAndDispose(RxError.moreThanOneElement)
        return
      }
      element = value
    case .error:
      forwardTerminal(event)
    case .completed:
      if let element {
        forwardOn(.next(element))
        forwardTerminal(event)
      } else if parameters {
        forwardErrorAndDispose(RxError.noElements)
      } else {
        forwardTerminal(event)
      }
    }
  }
}
