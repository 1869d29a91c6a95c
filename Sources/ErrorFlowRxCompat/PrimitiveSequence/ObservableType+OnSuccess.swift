import ReactiveCore

extension ObservableType {
  /// Not available: an `Observable` has no `onSuccess`. RxSwift code that wrote
  /// `xs.toArray().subscribe(onSuccess:)` gets a `Single` from RxSwift 6's `toArray()`; here
  /// `toArray()` returns an `Observable` of one array, so without this declaration the
  /// compiler only says "extraneous argument label". It exists to name the spelling that
  /// works instead.
  ///
  /// ```swift
  /// _ = numbers.toArray().asSingle().subscribe(onSuccess: { print($0) })
  /// ```
  ///
  /// - Parameters:
  ///   - onSuccess: The value handler a `Single` takes.
  ///   - onFailure: The error handler a `Single` takes.
  ///   - onDisposed: Called on disposal.
  /// - Returns: Never: the call does not compile.
  @available(
    *, unavailable,
    message:
      "an Observable has no onSuccess (toArray() returns an Observable here, a Single in RxSwift 6): write .asSingle().subscribe(onSuccess:) or subscribe(onNext:)"
  )
  public func subscribe(
    onSuccess: @escaping @Sendable (Element) -> Void,
    onFailure: (@Sendable (any Error) -> Void)? = nil,
    onDisposed: (@Sendable () -> Void)? = nil
  ) -> Disposable {
    Disposables.create()
  }
}
