extension ObservableType where Element: Sendable {
  /// Subscribes closures the compiler knows run on the main actor: they may touch a
  /// `@MainActor` view or view model's state directly, and the compiler checks they do so
  /// nowhere else. The same as `observe(on: MainScheduler.instance).subscribe(…)`.
  ///
  /// Elements arriving on the main queue are handled at once; others hop to it in order
  /// (``MainScheduler``), so in a console program the main queue must be served (an `async`
  /// `@main`, or `dispatchMain()`).
  ///
  /// ```swift
  /// @MainActor final class StatusLine {
  ///   var text = ""
  ///   let bag = DisposeBag()
  ///   init(statuses: Observable<String>) {
  ///     statuses
  ///       .subscribe(onMainActor: { [weak self] status in self?.text = status })
  ///       .disposed(by: bag)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - onNext: Called on the main actor with each element.
  ///   - onError: Called on the main actor with the failure; without it the failure ends the
  ///     subscription quietly (use it on streams that never fail).
  ///   - onCompleted: Called on the main actor when the sequence finishes.
  ///   - onDisposed: Called on the main actor once when the subscription ends.
  /// - Returns: The subscription.
  public func subscribe(
    onMainActor onNext: @escaping @MainActor (Element) -> Void,
    onError: @escaping @MainActor (Swift.Error) -> Void = { _ in },
    onCompleted: (@MainActor () -> Void)? = nil,
    onDisposed: (@MainActor () -> Void)? = nil
  ) -> Disposable {
    observe(on: MainScheduler.instance).subscribe(
      onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// ``subscribe(onMainActor:onError:onCompleted:onDisposed:)`` with an object the closures
  /// receive while it is alive, held weakly; elements after it is gone are ignored.
  ///
  /// ```swift
  /// statuses
  ///   .subscribe(with: self, onMainActor: { owner, status in owner.text = status })
  ///   .disposed(by: bag)
  /// ```
  ///
  /// - Parameters:
  ///   - object: Passed to each closure while it is alive; held weakly.
  ///   - onNext: Called on the main actor with the object and each element.
  ///   - onError: Called on the main actor with the object and the failure; without it the
  ///     failure ends the subscription quietly.
  ///   - onCompleted: Called on the main actor with the object when the sequence finishes.
  ///   - onDisposed: Called on the main actor with the object once when the subscription ends.
  /// - Returns: The subscription.
  public func subscribe<Object: AnyObject & Sendable>(
    with object: Object,
    onMainActor onNext: @escaping @MainActor (Object, Element) -> Void,
    onError: @escaping @MainActor (Object, Swift.Error) -> Void = { _, _ in },
    onCompleted: (@MainActor (Object) -> Void)? = nil,
    onDisposed: (@MainActor (Object) -> Void)? = nil
  ) -> Disposable {
    observe(on: MainScheduler.instance).subscribe(
      with: object, onNext: onNext, onError: onError, onCompleted: onCompleted,
      onDisposed: onDisposed)
  }
}
