extension ObservableType {
  /// Returns a sequence that completes at once, with no element.
  ///
  /// ```swift
  /// Observable<Int>.empty().subscribe(onCompleted: { print("done") })
  /// ```
  ///
  /// - Returns: The sequence `completed`.
  public static func empty() -> Observable<Element> {
    EmptyProducer()
  }
}

// unchecked Sendable: adds no stored state (see Producer)
private final class EmptyProducer<Element>: Producer<Element>, @unchecked Sendable {
  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    observer.on(.completed)
    return Disposables.create()
  }
}
