extension ObservableType where Element: Sendable {
  /// Delivers the source's events on the main queue, and says so in its type: the closures of
  /// the returned sequence's `subscribe` and `bind` are `@MainActor`.
  ///
  /// RxSwift's idiom for UI code compiles unchanged in a `@MainActor` class, now checked by
  /// the compiler instead of hoped. Where a plain `Observable` is wanted, the type context
  /// picks the `observe(on:)` that takes any scheduler instead.
  ///
  /// ```swift
  /// results
  ///   .observe(on: MainScheduler.instance)
  ///   .subscribe(onNext: { [weak self] in self?.rows = $0 })
  ///   .disposed(by: bag)
  /// ```
  ///
  /// - Parameter scheduler: A main scheduler, usually ``MainScheduler/instance``.
  /// - Returns: The same events, delivered on the main actor.
  public func observe(on scheduler: MainScheduler) -> MainActorObservable<Element> {
    MainActorObservable(deliveringOnMain: observe(on: scheduler as any ImmediateSchedulerType))
  }
}
