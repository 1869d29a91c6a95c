extension ObservableType {
  /// Drops the first `count` elements and sends the rest.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3, 4).skip(2)  // 3, 4
  /// ```
  ///
  /// - Parameter count: How many elements to drop; zero or less drops none.
  /// - Returns: The sequence without its first `count` elements.
  public func skip(_ count: Int) -> Observable<Element> {
    lift(.skip(count: count))
  }
}

/// `skip(_:)`: `parameters` is how many elements to drop.
// unchecked Sendable: `skipped` and the Sink's state change only in its source's events, which
// arrive one at a time (contract 2)
final class SkipCountSink<Observer: ObserverType>: OperatorSink<Int, Observer>, ValueOperatorSink,
  @unchecked Sendable
{
  private var skipped = 0

  /// The per-value path: no ``Event`` is built on the way down.
  func onNext(_ value: Observer.Element) {
    if skipped < parameters {
      skipped += 1
    } else {
      forwardNext(value)
    }
  }
}
