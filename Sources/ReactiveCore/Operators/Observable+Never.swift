extension ObservableType {
  /// Returns a sequence that never sends any event.
  ///
  /// ```swift
  /// let silent = Observable<Int>.never()  // no element, no termination
  /// ```
  ///
  /// - Returns: The silent sequence.
  public static func never() -> Observable<Element> {
    NeverProducer()
  }
}

// unchecked Sendable: adds no stored state (see Producer)
private final class NeverProducer<Element>: Producer<Element>, @unchecked Sendable {
  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    Disposables.create()
  }
}
