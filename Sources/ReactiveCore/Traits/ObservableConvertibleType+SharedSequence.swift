// RxCocoa's ObservableConvertibleType+SharedSequence.swift: the generic form of
// `asDriver(onError...)` / `asSignal(onError...)`, for any sharing strategy: observe on the
// strategy's scheduler, replace the error, share with the strategy.

extension ObservableConvertibleType {
  /// Turns this sequence into a shared sequence of `sharingStrategy`: on error it sends
  /// `onErrorJustReturn` and completes; events are delivered on the strategy's scheduler.
  ///
  /// ```swift
  /// let title = api.fetchTitle()
  ///   .asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: "")
  /// ```
  ///
  /// - Parameters:
  ///   - sharingStrategy: The strategy, ``DriverSharingStrategy`` or ``SignalSharingStrategy``.
  ///   - onErrorJustReturn: The value sent instead of an error.
  /// - Returns: The shared sequence.
  public func asSharedSequence<SharingStrategy: SharingStrategyProtocol>(
    sharingStrategy: SharingStrategy.Type = SharingStrategy.self, onErrorJustReturn: Element
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      asObservable().observe(on: SharingStrategy.scheduler).catchAndReturn(onErrorJustReturn))
  }

  /// Turns this sequence into a shared sequence of `sharingStrategy` that continues with
  /// `onErrorDriveWith` on error; events are delivered on the strategy's scheduler.
  ///
  /// ```swift
  /// let items = api.fetchItems()
  ///   .asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorDriveWith: .empty())
  /// ```
  ///
  /// - Parameters:
  ///   - sharingStrategy: The strategy, ``DriverSharingStrategy`` or ``SignalSharingStrategy``.
  ///   - onErrorDriveWith: The shared sequence that takes over after an error.
  /// - Returns: The shared sequence.
  public func asSharedSequence<SharingStrategy: SharingStrategyProtocol>(
    sharingStrategy: SharingStrategy.Type = SharingStrategy.self,
    onErrorDriveWith: SharedSequence<SharingStrategy, Element>
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      asObservable().observe(on: SharingStrategy.scheduler)
        .catch { _ in onErrorDriveWith.asObservable() })
  }

  /// Turns this sequence into a shared sequence of `sharingStrategy` that continues with the
  /// shared sequence `onErrorRecover` returns for the error; events are delivered on the
  /// strategy's scheduler.
  ///
  /// ```swift
  /// let items: Driver<[String]> = api.fetchItems()
  ///   .asSharedSequence(onErrorRecover: { _ in .just([]) })
  /// ```
  ///
  /// - Parameters:
  ///   - sharingStrategy: The strategy, ``DriverSharingStrategy`` or ``SignalSharingStrategy``.
  ///   - onErrorRecover: Makes the shared sequence that takes over after an error.
  /// - Returns: The shared sequence.
  public func asSharedSequence<SharingStrategy: SharingStrategyProtocol>(
    sharingStrategy: SharingStrategy.Type = SharingStrategy.self,
    onErrorRecover:
      @escaping @Sendable (_ error: Swift.Error) -> SharedSequence<SharingStrategy, Element>
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      asObservable().observe(on: SharingStrategy.scheduler)
        .catch { error in onErrorRecover(error).asObservable() })
  }
}
