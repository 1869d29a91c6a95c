// The `Signal` forms of `asSharedSequence(onError...)`
// (ObservableConvertibleType+SharedSequence.swift): observe on the main scheduler, replace the
// error, share as a signal does.

extension ObservableConvertibleType {
  /// Turns this sequence into a ``Signal``: on error it sends `onErrorJustReturn` and
  /// completes; events are delivered on the main scheduler; nothing is replayed.
  ///
  /// ```swift
  /// let title = api.fetchTitle().asSignal(onErrorJustReturn: "Untitled")
  /// ```
  ///
  /// - Parameter onErrorJustReturn: The value sent instead of an error.
  /// - Returns: The signal.
  public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
    asSharedSequence(onErrorJustReturn: onErrorJustReturn)
  }

  /// Turns this sequence into a ``Signal`` that continues with `onErrorSignalWith` on error.
  ///
  /// ```swift
  /// let items = api.fetchItems().asSignal(onErrorSignalWith: .empty())
  /// ```
  ///
  /// - Parameter onErrorSignalWith: The signal that takes over after an error.
  /// - Returns: The signal.
  public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
    asSharedSequence(onErrorDriveWith: onErrorSignalWith)
  }

  /// Turns this sequence into a ``Signal`` that continues with the signal `onErrorRecover`
  /// returns for the error.
  ///
  /// ```swift
  /// let items = api.fetchItems().asSignal(onErrorRecover: { error in
  ///   log(error)
  ///   return .just([])
  /// })
  /// ```
  ///
  /// - Parameter onErrorRecover: Makes the signal that takes over after an error.
  /// - Returns: The signal.
  public func asSignal(
    onErrorRecover: @escaping @Sendable (_ error: Swift.Error) -> Signal<Element>
  )
    -> Signal<Element>
  {
    asSharedSequence(onErrorRecover: onErrorRecover)
  }
}
