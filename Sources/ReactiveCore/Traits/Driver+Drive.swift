extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
  /// Sends this driver's values (and its completion) to observers.
  ///
  /// ```swift
  /// viewModel.title.drive(titleObserver).disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter observers: The receivers.
  /// - Returns: The subscription.
  public func drive<Observer: ObserverType & Sendable>(_ observers: Observer...) -> Disposable
  where Observer.Element == Element {
    asObservable().subscribe { event in
      for observer in observers { observer.on(event) }
    }
  }

  /// Sends this driver's values, wrapped, to observers of optional values.
  ///
  /// ```swift
  /// viewModel.count.drive(optionalCountObserver).disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter observers: The receivers.
  /// - Returns: The subscription.
  public func drive<Observer: ObserverType & Sendable>(_ observers: Observer...) -> Disposable
  where Observer.Element == Element? {
    asObservable().subscribe { event in
      let wrapped = event.map { Optional($0) }
      for observer in observers { observer.on(wrapped) }
    }
  }

  /// Passes this driver, as an observable, to `transformation` and returns its result.
  ///
  /// ```swift
  /// let subscription = title.drive { $0.subscribe(onNext: { print($0) }) }
  /// ```
  ///
  /// - Parameter transformation: Builds the binding.
  /// - Returns: What `transformation` returns.
  public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
    transformation(asObservable())
  }

  /// Passes this driver, as an observable, and then `curriedArgument` to a curried function.
  ///
  /// ```swift
  /// let subscription = title.drive(render, curriedArgument: label)
  /// ```
  ///
  /// - Parameters:
  ///   - with: Builds a function from the observable.
  ///   - curriedArgument: The argument passed to that function.
  /// - Returns: What the function returns.
  public func drive<Argument, Result>(
    _ with: (Observable<Element>) -> (Argument) -> Result, curriedArgument: Argument
  ) -> Result {
    with(asObservable())(curriedArgument)
  }

  /// Subscribes closures to this driver.
  ///
  /// ```swift
  /// viewModel.title.drive(onNext: { print($0) }).disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameters:
  ///   - onNext: Called on the main actor with each value.
  ///   - onCompleted: Called on the main actor if the driver completes.
  ///   - onDisposed: Called on the main actor once when the subscription ends (on the main
  ///     queue after what is queued there, when disposed on another thread).
  /// - Returns: The subscription.
  public func drive(
    onNext: (@MainActor (Element) -> Void)? = nil,
    onCompleted: (@MainActor () -> Void)? = nil,
    onDisposed: (@MainActor () -> Void)? = nil
  ) -> Disposable where Element: Sendable {
    // A driver delivers on its sharing scheduler, the main scheduler unless a test mocks it.
    MainActorObservable(deliveringOnMain: asObservable())
      .subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes closures that receive `object` weakly; values after it is gone are ignored.
  ///
  /// ```swift
  /// viewModel.title.drive(with: self, onNext: { owner, title in owner.render(title) })
  ///   .disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameters:
  ///   - object: Passed to each closure while it is alive; held weakly.
  ///   - onNext: Called on the main actor with the object and each value.
  ///   - onCompleted: Called on the main actor with the object if the driver completes.
  ///   - onDisposed: Called on the main actor with the object once when the subscription ends.
  /// - Returns: The subscription.
  public func drive<Object: AnyObject & Sendable>(
    with object: Object,
    onNext: (@MainActor (Object, Element) -> Void)? = nil,
    onCompleted: (@MainActor (Object) -> Void)? = nil,
    onDisposed: (@MainActor (Object) -> Void)? = nil
  ) -> Disposable where Element: Sendable {
    MainActorObservable(deliveringOnMain: asObservable()).subscribe(
      with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes to this driver for its side effects only.
  ///
  /// ```swift
  /// viewModel.saving.do(onNext: { print($0) }).drive().disposed(by: disposeBag)
  /// ```
  ///
  /// - Returns: The subscription.
  public func drive() -> Disposable {
    asObservable().subscribe()
  }
}
