extension ObservableType {
  /// Sends the last `count` elements when the source completes.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3, 4).takeLast(2)  // 3, 4, completed (at the source's completion)
  /// ```
  ///
  /// - Parameter count: How many of the last elements to keep; zero or less keeps none.
  /// - Returns: The sequence of the last elements; an error is forwarded without them.
  public func takeLast(_ count: Int) -> Observable<Element> {
    lift(.takeLast(count: Swift.max(count, 0)))
  }
}

/// `takeLast(_:)`: `parameters` is how many of the last elements to keep.
// unchecked Sendable: `buffer` and `start` change only in its source's events, which arrive one at
// a time (contract 2)
final class TakeLastSink<Observer: ObserverType>: OperatorSink<Int, Observer>, ObserverType,
  @unchecked Sendable
{
  /// A ring buffer: `buffer[start]` is the oldest element once the buffer is full.
  private var buffer: [Observer.Element] = []
  private var start = 0

  func on(_ event: Event<Observer.Element>) {
    switch event {
    case .next(let value):
      let count = parameters
      guard count > 0 else { return }
      if buffer.count < count {
        buffer.append(value)
      } else {
        buffer[start] = value
        start = (start + 1) % count
      }
    case .error:
      buffer = []
      forwardTerminal(event)
    case .completed:
      let ordered = buffer[start...] + buffer[..<start]
      buffer = []
      for element in ordered {
        if isDisposed { return }
        forwardOn(.next(element))
      }
      forwardTerminal(event)
    }
  }
}
