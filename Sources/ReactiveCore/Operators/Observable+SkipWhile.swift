extension ObservableType {
  /// Drops elements while `predicate` holds, then sends every element from the first that
  /// fails it.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3, 1).skip(while: { $0 < 2 })  // 2, 3, 1
  /// ```
  ///
  /// - Parameter predicate: Whether to keep dropping; a thrown error is sent as an `error`
  ///   event.
  /// - Returns: The sequence from the first element that fails `predicate`.
  public func skip(while predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<
    Element
  > {
    lift(.skipWhile, predicate)
  }
}

/// `skip(while:)`: `parameters` tests the elements.
// unchecked Sendable: `skipping` and the Sink's state change only in its source's events, which
// arrive one at a time (contract 2)
final class SkipWhileSink<Observer: ObserverType>:
  OperatorSink<ElementTest<Observer.Element>, Observer>, ValueOperatorSink, @unchecked Sendable
{
  private var skipping = true

  /// The per-value path: no ``Event`` is built on the way down.
  func onNext(_ value: Observer.Element) {
    if skipping {
      do {
        skipping = try parameters.test(value)
      } catch {
        forwardErrorAndDispose(error)
        return
      }
      if skipping { return }
    }
    forwardNext(value)
  }
}
