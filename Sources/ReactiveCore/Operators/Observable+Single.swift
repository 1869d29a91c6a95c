extension ObservableType {
  /// Sends the source's only element and completes; fails if there is none or more than one.
  ///
  /// ```swift
  /// Observable.of(1).single()     // 1, completed
  /// Observable.of(1, 2).single()  // 1, error(RxError.moreThanOneElement)
  /// ```
  ///
  /// - Returns: The sequence of the one element; ``RxError/noElements`` when the source is
  ///   empty, ``RxError/moreThanOneElement`` at a second element.
  public func single() -> Observable<Element> {
    lift(.single) { _ in true }
  }

  /// Sends the only element that satisfies `predicate` and completes; fails if there is none
  /// or more than one.
  ///
  /// ```swift
  /// users.single { $0.isAdmin }
  /// ```
  ///
  /// - Parameter predicate: Selects the elements considered; a thrown error is sent as an
  ///   `error` event.
  /// - Returns: The sequence of the one matching element; ``RxError/noElements`` when none
  ///   matches, ``RxError/moreThanOneElement`` at a second match.
  public func single(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<
    Element
  > {
    lift(.single, predicate)
  }
}

/// `single(_:)`: `parameters` tests the elements that selects the elements considered.
// unchecked Sendable: `seenValue` and the Sink's state change only in its source's events, which
// arrive one at a time (contract 2)
final class SingleSink<Observer: ObserverType>:
  OperatorSink<ElementTest<Observer.Element>, Observer>, ObserverType, @unchecked Sendable
{
  private var seenValue = false

  func on(_ event: Event<Observer.Element>) {
    switch event {
    case .next(let value):
      do {
        guard try parameters.test(value) else { return }
      } catch {
        forwardErrorAndDispose(error)
        return
      }
      if seenValue {
        forwardErrorAndDispose(RxError.moreThanOneElement)
        return
      }
      seenValue = true
      forwardOn(event)
    case .error:
      forwardTerminal(event)
    case .completed:
      if seenValue { forwardTerminal(event) } else { forwardErrorAndDispose(RxError.noElements) }
    }
  }
}
