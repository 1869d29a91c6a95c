extension MainActorObservable {
  /// Subscribes a main-actor closure that receives every event.
  ///
  /// ```swift
  /// values.observe(on: MainScheduler.instance).subscribe { [weak self] event in
  ///   self?.log.append("\(event)")
  /// }
  /// ```
  ///
  /// - Parameter on: Receives each event, on the main actor.
  /// - Returns: The subscription.
  public func subscribe(_ on: @escaping @MainActor (Event<Element>) -> Void) -> Disposable {
    asObservable().subscribe { event in MainScheduler.runOnMainActor { on(event) } }
  }

  /// Subscribes main-actor closures for values, failure, completion and disposal.
  ///
  /// An error with no `onError` goes to ``Hooks/defaultErrorHandler``. `onDisposed` runs once
  /// on the main actor; a subscription disposed on another thread calls it on the main queue
  /// after what is queued there.
  ///
  /// ```swift
  /// @MainActor final class TitleModel {
  ///   var title = ""
  ///   let bag = DisposeBag()
  ///   init(titles: Observable<String>) {
  ///     titles.observe(on: MainScheduler.instance)
  ///       .subscribe(onNext: { [weak self] in self?.title = $0 })
  ///       .disposed(by: bag)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - onNext: Called on the main actor with each value.
  ///   - onError: Called on the main actor with the failure.
  ///   - onCompleted: Called on the main actor when the sequence finishes.
  ///   - onDisposed: Called on the main actor once when the subscription ends.
  /// - Returns: The subscription.
  public func subscribe(
    onNext: (@MainActor (Element) -> Void)? = nil,
    onError: (@MainActor (Swift.Error) -> Void)? = nil,
    onCompleted: (@MainActor () -> Void)? = nil,
    onDisposed: (@MainActor () -> Void)? = nil
  ) -> Disposable {
    asObservable().subscribe(
      onNext: MainScheduler.mainActorHandler(onNext),
      onError: MainScheduler.mainActorHandler(onError),
      onCompleted: MainScheduler.mainActorHandler(onCompleted),
      onDisposed: MainScheduler.mainActorHandler(onDisposed))
  }

  /// Subscribes main-actor closures that receive `object` weakly; events after it is gone are
  /// ignored.
  ///
  /// ```swift
  /// names.observe(on: MainScheduler.instance)
  ///   .subscribe(with: self, onNext: { owner, name in owner.show(name) })
  ///   .disposed(by: bag)
  /// ```
  ///
  /// - Parameters:
  ///   - object: Passed to each closure while it is alive; held weakly.
  ///   - onNext: Called on the main actor with the object and each value.
  ///   - onError: Called on the main actor with the object and the failure.
  ///   - onCompleted: Called on the main actor with the object when the sequence finishes.
  ///   - onDisposed: Called on the main actor with the object once when the subscription ends.
  /// - Returns: The subscription.
  public func subscribe<Object: AnyObject & Sendable>(
    with object: Object,
    onNext: (@MainActor (Object, Element) -> Void)? = nil,
    onError: (@MainActor (Object, Swift.Error) -> Void)? = nil,
    onCompleted: (@MainActor (Object) -> Void)? = nil,
    onDisposed: (@MainActor (Object) -> Void)? = nil
  ) -> Disposable {
    let owner = WeakBox(object)
    // Each closure is passed on only if given, so that a missing `onError` still reaches
    // `Hooks.defaultErrorHandler`.
    return subscribe(
      onNext: Self.whileAlive(owner, onNext), onError: Self.whileAlive(owner, onError),
      onCompleted: Self.whileAlive(owner, onCompleted),
      onDisposed: Self.whileAlive(owner, onDisposed))
  }

  /// Binds a main-actor closure to this sequence's values; an error goes to
  /// ``Hooks/defaultErrorHandler`` and ends the binding.
  ///
  /// ```swift
  /// count.observe(on: MainScheduler.instance)
  ///   .bind(onNext: { [weak self] in self?.count = $0 })
  ///   .disposed(by: bag)
  /// ```
  ///
  /// - Parameter onNext: Called on the main actor with each value.
  /// - Returns: The subscription.
  public func bind(onNext: @escaping @MainActor (Element) -> Void) -> Disposable {
    subscribe(onNext: onNext)
  }

  /// Binds a main-actor closure that receives `object` weakly with each value.
  ///
  /// ```swift
  /// titles.observe(on: MainScheduler.instance)
  ///   .bind(with: self) { owner, title in owner.title = title }
  ///   .disposed(by: bag)
  /// ```
  ///
  /// - Parameters:
  ///   - object: Passed to `onNext` while it is alive; held weakly.
  ///   - onNext: Called on the main actor with the object and each value.
  /// - Returns: The subscription.
  public func bind<Object: AnyObject & Sendable>(
    with object: Object, onNext: @escaping @MainActor (Object, Element) -> Void
  ) -> Disposable {
    subscribe(with: object, onNext: onNext)
  }

  /// `handler` with the owner, called only while the owner is alive.
  private static func whileAlive<Object: AnyObject & Sendable, Value: Sendable>(
    _ owner: WeakBox<Object>, _ handler: (@MainActor (Object, Value) -> Void)?
  ) -> (@MainActor (Value) -> Void)? {
    guard let handler else { return nil }
    return { value in
      if let object = owner.value { handler(object, value) }
    }
  }

  /// `handler` with the owner, called only while the owner is alive.
  private static func whileAlive<Object: AnyObject & Sendable>(
    _ owner: WeakBox<Object>, _ handler: (@MainActor (Object) -> Void)?
  ) -> (@MainActor () -> Void)? {
    guard let handler else { return nil }
    return {
      if let object = owner.value { handler(object) }
    }
  }
}
