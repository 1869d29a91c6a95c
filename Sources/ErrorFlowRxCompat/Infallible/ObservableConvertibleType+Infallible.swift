import ReactiveCore

extension ObservableConvertibleType {
  /// This sequence as an ``Infallible``: an error is replaced by `element`, then the
  /// sequence completes.
  ///
  /// ```swift
  /// let count: Infallible<Int> = fetchCount().asInfallible(onErrorJustReturn: 0)
  /// ```
  ///
  /// - Parameter element: Sent in place of an error.
  /// - Returns: The infallible sequence.
  public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
    Infallible(asObservable().catchAndReturn(element))
  }

  /// This sequence as an ``Infallible``: an error switches to `infallible`.
  ///
  /// ```swift
  /// let notes = remote.notes.asInfallible(onErrorFallbackTo: cache.notes)
  /// ```
  ///
  /// - Parameter infallible: Subscribed to in place of an error.
  /// - Returns: The infallible sequence.
  public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<
    Element
  > {
    Infallible(asObservable().catch { _ in infallible.asObservable() })
  }

  /// This sequence as an ``Infallible``: an error switches to the sequence `onErrorRecover`
  /// returns for it.
  ///
  /// ```swift
  /// let notes = remote.notes.asInfallible { error in .just([]) }
  /// ```
  ///
  /// - Parameter onErrorRecover: Returns the sequence that replaces the error.
  /// - Returns: The infallible sequence.
  public func asInfallible(
    onErrorRecover: @escaping @Sendable (Swift.Error) -> Infallible<Element>
  ) -> Infallible<Element> {
    Infallible(asObservable().catch { onErrorRecover($0).asObservable() })
  }
}

extension PublishRelay {
  /// The relay as an ``Infallible``: relays never fail (nor complete).
  ///
  /// ```swift
  /// let taps: Infallible<Void> = tapRelay.asInfallible()
  /// ```
  ///
  /// - Returns: The relay's values.
  public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}

extension BehaviorRelay {
  /// The relay as an ``Infallible``: its current value, then every change.
  ///
  /// ```swift
  /// let title: Infallible<String> = titleRelay.asInfallible()
  /// ```
  ///
  /// - Returns: The relay's values.
  public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}

extension ReplayRelay {
  /// The relay as an ``Infallible``: its replayed values, then every new one.
  ///
  /// ```swift
  /// let history: Infallible<String> = historyRelay.asInfallible()
  /// ```
  ///
  /// - Returns: The relay's values.
  public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}
