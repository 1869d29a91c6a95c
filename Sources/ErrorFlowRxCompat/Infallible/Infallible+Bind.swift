import ReactiveCore

extension InfallibleType {
  /// Passes this sequence to `binder` and returns what it returns, as RxSwift's
  /// `Infallible.bind(to:)` taking a binder function.
  ///
  /// ```swift
  /// let subscription = names.bind(to: { $0.subscribe(onNext: { print($0) }) })
  /// ```
  ///
  /// - Parameter binder: Builds the binding from this sequence.
  /// - Returns: What `binder` returns.
  public func bind<Result>(to binder: (Self) -> Result) -> Result {
    binder(self)
  }

  /// Passes this sequence and then `curriedArgument` to a curried `binder`.
  ///
  /// ```swift
  /// func show(_ names: Infallible<String>) -> (String) -> Disposable {
  ///   { prefix in names.subscribe(onNext: { print(prefix + $0) }) }
  /// }
  /// let subscription = names.bind(to: show, curriedArgument: "name: ")
  /// ```
  ///
  /// - Parameters:
  ///   - binder: Builds a function from this sequence.
  ///   - curriedArgument: The argument passed to that function.
  /// - Returns: What the function returns.
  public func bind<Argument, Result>(
    to binder: (Self) -> (Argument) -> Result, curriedArgument: Argument
  ) -> Result {
    binder(self)(curriedArgument)
  }
}
