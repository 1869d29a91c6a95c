extension ObservableType {
  /// Sends only the element at `index` (counting from zero), then completes.
  ///
  /// ```swift
  /// Observable.of("a", "b", "c").element(at: 1)  // "b", completed
  /// ```
  ///
  /// - Parameter index: The position of the element; if the source completes before it, or
  ///   the index is negative, the sequence fails with ``RxError/argumentOutOfRange``.
  /// - Returns: The sequence of that one element.
  public func element(at index: Int) -> Observable<Element> {
    if index < 0 { return Observable.error(RxError.argumentOutOfRange) }
    return lift(.elementAt(index: index))
  }
}

/// `element(at:)`: `parameters` is the index of the element to send.
// unchecked Sendable: `skipped` and the Sink's state change only in its source's events, which
// arrive one at a time (contract 2)
final class ElementAtSink<Observer: ObserverType>: OperatorSink<Int, Observer>, ObserverType,
  @unchecked Sendable
{
  private var skipped = 0

  func on(_ event: Event<Observer.Element>) {
    switch event {
    case .next:
      if skipped == parameters {
        forwardOn(event)
        forwardTerminal(Event<Observer.Element>.completed)
      } else {
        skipped += 1
      }
    case .error:
      forwardTerminal(event)
    case .completed:
      forwardErrorAndDispose(RxError.argumentOutOfRange)
    }
  }
}
