extension ObservableType {
  /// Sends only the elements that satisfy `predicate`.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3, 4).filter { $0.isMultiple(of: 2) }  // 2, 4
  /// ```
  ///
  /// - Parameter predicate: Whether to send an element; a thrown error is sent as an `error`
  ///   event and ends the subscription.
  /// - Returns: The filtered sequence.
  public func filter(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<
    Element
  > {
    lift(.filter, predicate)
  }
}

/// `filter(_:)`: `parameters` tests the elements.
// unchecked Sendable: adds no stored state (see OperatorSink); `parameters.test` is @Sendable
final class FilterSink<Observer: ObserverType>:
  OperatorSink<ElementTest<Observer.Element>, Observer>, ValueOperatorSink, @unchecked Sendable
{
  /// The per-value path: no ``Event`` is built on the way down.
  func onNext(_ value: Observer.Element) {
    do {
      if try parameters.test(value) { forwardNext(value) }
    } catch {
      forwardErrorAndDispose(error)
    }
  }
}
