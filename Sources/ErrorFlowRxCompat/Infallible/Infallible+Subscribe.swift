import ReactiveCore

extension InfallibleType {
  /// Subscribes closures for values, completion and disposal; there is no `onError`, as no
  /// error can arrive.
  ///
  /// ```swift
  /// titles.subscribe(onNext: { print($0) }).disposed(by: bag)
  /// ```
  ///
  /// - Parameters:
  ///   - onNext: Called with each value, where the source delivers.
  ///   - onCompleted: Called when the sequence completes.
  ///   - onDisposed: Called once when the subscription ends, whatever the reason.
  /// - Returns: The subscription.
  public func subscribe(
    onNext: (@Sendable (Element) -> Void)? = nil,
    onCompleted: (@Sendable () -> Void)? = nil,
    onDisposed: (@Sendable () -> Void)? = nil
  ) -> Disposable {
    asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes closures that receive `object`, held weakly, with each event; nothing is
  /// called once `object` is gone.
  ///
  /// ```swift
  /// titles.subscribe(with: self, onNext: { owner, title in owner.render(title) })
  /// ```
  ///
  /// - Parameters:
  ///   - object: Passed to the closures while it is alive; not retained.
  ///   - onNext: Called with `object` and each value.
  ///   - onCompleted: Called with `object` when the sequence completes.
  ///   - onDisposed: Called with `object` when the subscription ends.
  /// - Returns: The subscription.
  public func subscribe<Object: AnyObject & Sendable>(
    with object: Object,
    onNext: (@Sendable (Object, Element) -> Void)? = nil,
    onCompleted: (@Sendable (Object) -> Void)? = nil,
    onDisposed: (@Sendable (Object) -> Void)? = nil
  ) -> Disposable {
    asObservable().subscribe(
      with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes a closure to every event, as an ``InfallibleEvent``.
  ///
  /// ```swift
  /// titles.subscribe { event in print(event) }
  /// ```
  ///
  /// - Parameter on: Called with each event. An error, which an ``Infallible`` built by this
  ///   library cannot send, goes to `Hooks.defaultErrorHandler` instead.
  /// - Returns: The subscription.
  public func subscribe(_ on: @escaping @Sendable (InfallibleEvent<Element>) -> Void) -> Disposable
  {
    asObservable().subscribe { event in
      switch event {
      case .next(let element): on(.next(element))
      case .completed: on(.completed)
      case .error(let error): Hooks.defaultErrorHandler([], error)
      }
    }
  }

  /// Sends every event to each of `observers`.
  ///
  /// ```swift
  /// titles.bind(to: label.rx.text)
  /// ```
  ///
  /// - Parameter observers: The observers; each gets every event.
  /// - Returns: The subscription.
  public func bind<Observer: ObserverType & Sendable>(to observers: Observer...) -> Disposable
  where Observer.Element == Element {
    asObservable().subscribe { event in
      for observer in observers { observer.on(event) }
    }
  }

  /// Sends every event, its value wrapped in an optional, to each of `observers`.
  ///
  /// ```swift
  /// titles.bind(to: optionalTitleObserver)
  /// ```
  ///
  /// - Parameter observers: The observers; each gets every event.
  /// - Returns: The subscription.
  public func bind<Observer: ObserverType & Sendable>(to observers: Observer...) -> Disposable
  where Observer.Element == Element? {
    asObservable().subscribe { event in
      let wrapped = event.map { Optional($0) }
      for observer in observers { observer.on(wrapped) }
    }
  }

  /// Sends each value to each of `relays`; the completion is not sent (relays never end).
  ///
  /// ```swift
  /// titles.bind(to: titleRelay)
  /// ```
  ///
  /// - Parameter relays: The relays.
  /// - Returns: The subscription.
  public func bind(to relays: PublishRelay<Element>...) -> Disposable {
    subscribe(onNext: { value in for relay in relays { relay.accept(value) } })
  }

  /// Sends each value to each of `relays`; the completion is not sent (relays never end).
  ///
  /// ```swift
  /// titles.bind(to: currentTitle)
  /// ```
  ///
  /// - Parameter relays: The relays.
  /// - Returns: The subscription.
  public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
    subscribe(onNext: { value in for relay in relays { relay.accept(value) } })
  }

  /// Sends each value to each of `relays`; the completion is not sent (relays never end).
  ///
  /// ```swift
  /// titles.bind(to: titleHistory)
  /// ```
  ///
  /// - Parameter relays: The relays.
  /// - Returns: The subscription.
  public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
    subscribe(onNext: { value in for relay in relays { relay.accept(value) } })
  }

  /// The sequence as a non-throwing `AsyncStream`, for `for await` loops (RxSwift 6's
  /// `Infallible.values`). Disposal and buffering follow `ObservableConvertibleType.values`;
  /// a cancelled consuming task ends the loop.
  ///
  /// ```swift
  /// for await title in titles.values { print(title) }
  /// ```
  public var values: AsyncStream<Element> {
    asObservable().nonThrowingValues
  }
}
