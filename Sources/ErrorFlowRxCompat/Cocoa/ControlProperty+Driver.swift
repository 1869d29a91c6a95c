import ReactiveCore

// RxCocoa's ControlProperty+Driver.swift.

extension ControlProperty {
  /// The property's values as a `Driver`: delivered on the main scheduler, the latest one
  /// replayed. A control property never errors; if its source does anyway, the error goes to
  /// `Hooks.defaultErrorHandler` and the driver completes (RxCocoa stops a debug build and
  /// completes a release one).
  ///
  /// ```swift
  /// let name: Driver<String> = textProperty.orEmpty.asDriver()
  /// ```
  ///
  /// - Returns: The driver.
  public func asDriver() -> Driver<Element> {
    asDriver(onErrorRecover: { error in
      Hooks.defaultErrorHandler([], error)
      return .empty()
    })
  }
}
