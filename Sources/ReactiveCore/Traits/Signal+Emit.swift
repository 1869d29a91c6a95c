extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
  /// Sends this signal's values (and its completion) to observers.
  ///
  /// ```swift
  /// viewModel.taps.emit(to: tapObserver).disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter observers: The receivers.
  /// - Returns: The subscription.
  public func emit<Observer: ObserverType & Sendable>(to observers: Observer...) -> Disposable
  where Observer.Element == Element {
    asObservable().subscribe { event in
      for observer in observers { observer.on(event) }
    }
  }

  /// Sends this signal's values, wrapped, to observers of optional values.
  ///
  /// ```swift
  /// viewModel.selection.emit(to: optionalObserver).disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter observers: The receivers.
  /// - Returns: The subscription.
  public func emit<Observer: ObserverType & Sendable>(to observers: Observer...) -> Disposable
  where Observer.Element == Element? {
    asObservable().subscribe { event in
      let wrapped = event.map { Optional($0) }
      for observer in observers { observer.on(wrapped) }
    }
  }

  /// Subscribes closures to this signal.
  ///
  /// ```swift
  /// viewModel.alerts.emit(onNext: { print($0) }).disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameters:
  ///   - onNext: Called on the main actor with each value.
  ///   - onCompleted: Called on the main actor if the signal completes.
  ///   - onDisposed: Called on the main actor once when the subscription ends (on the main
  ///     queue after what is queued there, when disposed on another thread).
  /// - Returns: The subscription.
  public func emit(
    onNext: (@MainActor (Element) -> Void)? = nil,
    onCompleted: (@MainActor () -> Void)? = nil,
    onDisposed: (@MainActor () -> Void)? = nil
  ) -> Disposable where Element: Sendable {
    // A signal delivers on its sharing scheduler, the main scheduler unless a test mocks it.
    MainActorObservable(deliveringOnMain: asObservable())
      .subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes closures that receive `object` weakly; values after it is gone are ignored.
  ///
  /// ```swift
  /// viewModel.alerts.emit(with: self, onNext: { owner, alert in owner.show(alert) })
  ///   .disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameters:
  ///   - object: Passed to each closure while it is alive; held weakly.
  ///   - onNext: Called on the main actor with the object and each value.
  ///   - onCompleted: Called on the main actor with the object if the signal completes.
  ///   - onDisposed: Called on the main actor with the object once when the subscription ends.
  /// - Returns: The subscription.
  public func emit<Object: AnyObject & Sendable>(
    with object: Object,
    onNext: (@MainActor (Object, Element) -> Void)? = nil,
    onCompleted: (@MainActor (Object) -> Void)? = nil,
    onDisposed: (@MainActor (Object) -> Void)? = nil
  ) -> Disposable where Element: Sendable {
    MainActorObservable(deliveringOnMain: asObservable()).subscribe(
      with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes to this signal for its side effects only.
  ///
  /// ```swift
  /// viewModel.logTaps.emit().disposed(by: disposeBag)
  /// ```
  ///
  /// - Returns: The subscription.
  public func emit() -> Disposable {
    asObservable().subscribe()
  }
}
