extension ObservableType {
  /// Subscribes observers to this sequence: every event, terminal ones included, is sent to
  /// each of them in order, as RxCocoa's `bind(to:)` does.
  ///
  /// ```swift
  /// viewModel.title.bind(to: titleSubject).disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter observers: The receivers.
  /// - Returns: The subscription.
  public func bind<Observer: ObserverType & Sendable>(to observers: Observer...) -> Disposable
  where Observer.Element == Element {
    subscribe { event in
      for observer in observers { observer.on(event) }
    }
  }

  /// Subscribes observers of optional values to this sequence; each value arrives wrapped.
  ///
  /// ```swift
  /// let selection = PublishSubject<Int?>()
  /// Observable.of(1, 2).bind(to: selection).disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter observers: The receivers.
  /// - Returns: The subscription.
  public func bind<Observer: ObserverType & Sendable>(to observers: Observer...) -> Disposable
  where Observer.Element == Element? {
    subscribe { event in
      let wrapped = event.map { Optional($0) }
      for observer in observers { observer.on(wrapped) }
    }
  }

  /// Passes this sequence to `binder` and returns its result.
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
  /// func show(_ names: Observable<String>) -> (String) -> Disposable { ... }
  /// let subscription = names.bind(to: show, curriedArgument: "prefix")
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

  /// Subscribes a closure to this sequence's values.
  ///
  /// A binding expects no error: one that arrives anyway goes to
  /// ``Hooks/defaultErrorHandler`` (RxCocoa stops a debug build here; ErrorFlow never
  /// crashes) and ends the binding.
  ///
  /// ```swift
  /// viewModel.count.bind(onNext: { print("count:", $0) }).disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter onNext: Called with each value.
  /// - Returns: The subscription.
  // Disfavored so that `MainActorObservable`'s `@MainActor` form wins where both apply: the
  // compiler otherwise ranks a `@Sendable` closure parameter as the more specific one.
  @_disfavoredOverload
  public func bind(onNext: @escaping @Sendable (Element) -> Void) -> Disposable {
    // No `onError`: `subscribe` sends an error to `Hooks.defaultErrorHandler`.
    subscribe(onNext: onNext)
  }

  /// Subscribes a closure that receives `object` weakly with each value; values after
  /// `object` is gone are ignored.
  ///
  /// An error goes to ``Hooks/defaultErrorHandler`` and ends the binding, as with
  /// ``bind(onNext:)``.
  ///
  /// ```swift
  /// viewModel.title.bind(with: self) { owner, title in owner.render(title) }
  ///   .disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameters:
  ///   - object: Passed to `onNext` while it is alive; held weakly.
  ///   - onNext: Called with the object and each value.
  /// - Returns: The subscription.
  // Disfavored so that `MainActorObservable`'s `@MainActor` form wins where both apply: the
  // compiler otherwise ranks a `@Sendable` closure parameter as the more specific one.
  @_disfavoredOverload
  public func bind<Object: AnyObject & Sendable>(
    with object: Object, onNext: @escaping @Sendable (Object, Element) -> Void
  ) -> Disposable {
    // No `onError`: the error reaches `Hooks.defaultErrorHandler` even after `object` is gone.
    subscribe(with: object, onNext: onNext)
  }
}
