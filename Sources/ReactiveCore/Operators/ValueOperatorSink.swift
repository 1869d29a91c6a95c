/// A sink that handles values in `onNext(_:)` and passes terminal events straight on: the
/// `on(_:)` of `map`, `filter`, `skip`, `take`... written once.
///
/// `on(_:)` is inlined into each conforming sink's witness, where the call to `onNext(_:)` is a
/// direct call to the sink's own method: a value that arrives as an event costs what it cost
/// when each sink had its own `switch`.
protocol ValueOperatorSink: ObserverType {
  /// Sends an `error` or `completed` event downstream and disposes the sink
  /// (``OperatorSink/forwardTerminal(_:)``).
  func forwardTerminal(_ event: Event<Element>)
}

extension ValueOperatorSink {
  /// Sends a value to ``ObserverType/onNext(_:)``, a terminal event downstream.
  ///
  /// - Parameter event: The source's event.
  @inline(__always)
  func on(_ event: Event<Element>) {
    if case .next(let value) = event {
      onNext(value)
    } else {
      forwardTerminal(event)
    }
  }
}
