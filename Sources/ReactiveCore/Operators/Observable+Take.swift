extension ObservableType {
  /// Sends the first `count` elements, then completes and disposes the source.
  ///
  /// ```swift
  /// Observable.from(1...1_000_000).take(2)  // 1, 2, completed
  /// ```
  ///
  /// - Parameter count: How many elements to send; `0` completes at once without
  ///   subscribing, a negative count fails with ``RxError/argumentOutOfRange``.
  /// - Returns: The shortened sequence.
  public func take(_ count: Int) -> Observable<Element> {
    if count == 0 { return Observable.empty() }
    if count < 0 { return Observable.error(RxError.argumentOutOfRange) }
    return lift(.take(count: count))
  }
}

/// `take(_:)`: `parameters` is how many elements to send.
// unchecked Sendable: `taken` and the Sink's state change only in its source's events, which arrive
// one at a time (contract 2)
final class TakeCountSink<Observer: ObserverType>: OperatorSink<Int, Observer>, ValueOperatorSink,
  @unchecked Sendable
{
  private var taken = 0

  /// The per-value path: no ``Event`` is built on the way down.
  func onNext(_ value: Observer.Element) {
    guard taken < parameters else { return }
    taken += 1
    forwardNext(value)
    if taken == parameters { complete() }
  }

  /// Out of line, so that ``onNext(_:)`` builds no ``Event``.
  @inline(never)
  private func complete() {
    forwardTerminal(Event<Observer.Element>.completed)
  }
}
