import ReactiveCore

extension ObservableType where Element: Sendable {
  /// Subscribes a handler the compiler knows runs on the main actor: it may touch a
  /// `@MainActor` view or view model's state directly, and the compiler checks it does.
  /// Elements arriving on the main thread are handled at once; others hop to the main queue
  /// in order (``MainScheduler``), so in a console app the main queue must be served (an
  /// `async` `@main`, or `dispatchMain()`).
  ///
  /// ```swift
  /// @MainActor final class ErrorLabel {
  ///   var text = ""
  ///   let bag = DisposeBag()
  ///   init(tracker: ErrorTracker) {
  ///     tracker.errors
  ///       .subscribe(onMainActor: { [weak self] error in self?.text = error.userMessage ?? "" })
  ///       .disposed(by: bag)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter onNext: Called on the main actor with each element; errors and completion
  ///   end the subscription quietly (use it on streams that never fail, like
  ///   ``ErrorTracker/errors``).
  /// - Returns: The subscription.
  public func subscribe(onMainActor onNext: @escaping @MainActor (Element) -> Void) -> Disposable {
    let handler = UncheckedMainActorHandler(onNext)
    return observe(on: MainScheduler.instance).subscribe(onNext: { element in
      MainActor.assumeIsolated { handler.call(element) }
    })
  }
}

/// A main-actor handler carried to the main-scheduler delivery, which runs on the main
/// thread, where `assumeIsolated` proves the isolation at run time.
private struct UncheckedMainActorHandler<Element>: Sendable {
  let handler: @MainActor (Element) -> Void
  init(_ handler: @escaping @MainActor (Element) -> Void) { self.handler = handler }
  @MainActor func call(_ element: Element) { handler(element) }
}
