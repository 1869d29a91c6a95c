// The `Driver` forms of `asSharedSequence(onError...)`
// (ObservableConvertibleType+SharedSequence.swift): observe on the main scheduler, replace the
// error, share as a driver does.

extension ObservableConvertibleType {
  /// Turns this sequence into a ``Driver``: on error it sends `onErrorJustReturn` and
  /// completes; events are delivered on the main scheduler; the latest value is replayed.
  ///
  /// ```swift
  /// let title = api.fetchTitle().asDriver(onErrorJustReturn: "Untitled")
  /// ```
  ///
  /// - Parameter onErrorJustReturn: The value sent instead of an error.
  /// - Returns: The driver.
  public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
    asSharedSequence(onErrorJustReturn: onErrorJustReturn)
  }

  /// Turns this sequence into a ``Driver`` that continues with `onErrorDriveWith` on error.
  ///
  /// ```swift
  /// let items = api.fetchItems().asDriver(onErrorDriveWith: .empty())
  /// ```
  ///
  /// - Parameter onErrorDriveWith: The driver that takes over after an error.
  /// - Returns: The driver.
  public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
    asSharedSequence(onErrorDriveWith: onErrorDriveWith)
  }

  /// Turns this sequence into a ``Driver`` that continues with the driver `onErrorRecover`
  /// returns for the error.
  ///
  /// ```swift
  /// let items = api.fetchItems().asDriver(onErrorRecover: { error in
  ///   log(error)
  ///   return .just([])
  /// })
  /// ```
  ///
  /// - Parameter onErrorRecover: Makes the driver that takes over after an error.
  /// - Returns: The driver.
  public func asDriver(
    onErrorRecover: @escaping @Sendable (_ error: Swift.Error) -> Driver<Element>
  )
    -> Driver<Element>
  {
    asSharedSequence(onErrorRecover: onErrorRecover)
  }
}
