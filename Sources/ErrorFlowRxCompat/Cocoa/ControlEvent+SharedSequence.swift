import ReactiveCore

// RxCocoa's ControlEvent+Driver.swift and ControlEvent+Signal.swift.

extension ControlEvent {
  /// The events as a `Driver`: delivered on the main scheduler, the latest one replayed. A
  /// control event never errors; if its source does anyway, the error goes to
  /// `Hooks.defaultErrorHandler` and the driver completes (RxCocoa stops a debug build and
  /// completes a release one).
  ///
  /// ```swift
  /// let lastTap: Driver<Void> = tap.asDriver()
  /// ```
  ///
  /// - Returns: The driver.
  public func asDriver() -> Driver<Element> {
    asDriver(onErrorRecover: { error in
      Hooks.defaultErrorHandler([], error)
      return .empty()
    })
  }

  /// The events as a `Signal`: delivered on the main scheduler, nothing replayed. A control
  /// event never errors; if its source does anyway, the error goes to
  /// `Hooks.defaultErrorHandler` and the signal completes (RxCocoa stops a debug build and
  /// completes a release one).
  ///
  /// ```swift
  /// tap.asSignal().emit(onNext: { print("tapped") }).disposed(by: disposeBag)
  /// ```
  ///
  /// - Returns: The signal.
  public func asSignal() -> Signal<Element> {
    asSignal(onErrorRecover: { error in
      Hooks.defaultErrorHandler([], error)
      return .empty()
    })
  }
}
