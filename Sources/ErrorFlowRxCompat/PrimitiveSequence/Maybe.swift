import ReactiveCore

/// The trait of ``Maybe``: at most one element, then completion, or a failure.
///
/// ```swift
/// extension PrimitiveSequenceType where Trait == MaybeTrait { }
/// ```
public enum MaybeTrait {}

/// A sequence that sends one success, or completes empty, or fails, as RxSwift's `Maybe`.
///
/// ```swift
/// func cachedNote(id: Int) -> Maybe<Note> {
///   Maybe.create { maybe in
///     if let note = cache[id] { maybe(.success(note)) } else { maybe(.completed) }
///     return Disposables.create()
///   }
/// }
/// ```
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// The outcome of a ``Maybe``.
///
/// ```swift
/// maybe.subscribe { event in
///   if case .success(let value) = event { print(value) }
/// }
/// ```
public enum MaybeEvent<Element> {
  /// One element; the maybe is over.
  case success(Element)
  /// A failure; the maybe is over.
  case error(Swift.Error)
  /// No element; the maybe is over.
  case completed
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// The function a `Maybe.create(subscribe:)` body calls with the outcome.
  public typealias MaybeObserver = @Sendable (MaybeEvent<Element>) -> Void

  /// Creates a maybe from a subscribe function that reports one outcome.
  ///
  /// Only the first outcome counts, even when two threads report at once. The returned
  /// disposable runs once when the subscription ends.
  ///
  /// ```swift
  /// let found = Maybe<Int>.create { maybe in
  ///   maybe(.completed)
  ///   return Disposables.create()
  /// }
  /// ```
  ///
  /// - Parameter subscribe: Called once per subscription with that subscription's observer.
  /// - Returns: The maybe.
  public static func create(
    subscribe: @escaping @Sendable (@escaping MaybeObserver) -> Disposable
  ) -> Maybe<Element> {
    let source = Observable<Element>.create { observer in
      let reported = AtomicFlag()
      return subscribe { event in
        guard reported.set() else { return }
        switch event {
        case .success(let element):
          observer.on(.next(element))
          observer.on(.completed)
        case .error(let error):
          observer.on(.error(error))
        case .completed:
          observer.on(.completed)
        }
      }
    }
    return PrimitiveSequence(raw: source)
  }

  /// Subscribes a function that receives the outcome.
  ///
  /// ```swift
  /// maybe.subscribe { event in print(event) }.disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter observer: Called once with the outcome.
  /// - Returns: The subscription.
  public func subscribe(_ observer: @escaping @Sendable (MaybeEvent<Element>) -> Void) -> Disposable
  {
    let stopped = AtomicFlag()
    return primitiveSequence.source.subscribe { event in
      guard stopped.set() else { return }
      switch event {
      case .next(let element): observer(.success(element))
      case .error(let error): observer(.error(error))
      case .completed: observer(.completed)
      }
    }
  }

  /// Subscribes closures for the outcome and the end of the subscription.
  ///
  /// A failure with no `onError` goes to `Hooks.defaultErrorHandler`.
  ///
  /// ```swift
  /// cache.note(id: 7).subscribe(
  ///   onSuccess: { show($0) }, onError: { report($0) }, onCompleted: { showEmpty() })
  /// ```
  ///
  /// - Parameters:
  ///   - onSuccess: Called with the element.
  ///   - onError: Called with the error.
  ///   - onCompleted: Called when the maybe completes empty.
  ///   - onDisposed: Called once when the subscription ends, whatever the reason.
  /// - Returns: The subscription.
  public func subscribe(
    onSuccess: (@Sendable (Element) -> Void)? = nil,
    onError: (@Sendable (Swift.Error) -> Void)? = nil,
    onCompleted: (@Sendable () -> Void)? = nil,
    onDisposed: (@Sendable () -> Void)? = nil
  ) -> Disposable {
    // As RxSwift, the call stack is captured at subscription (`Hooks.recordCallStackOnError`).
    let onError = onError ?? Hooks.unhandledErrorHandler()
    let disposed: Disposable =
      onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
    let subscription = subscribe { event in
      switch event {
      case .success(let element): onSuccess?(element)
      case .error(let error):
        if let onError { onError(error) } else { Hooks.defaultErrorHandler([], error) }
      case .completed: onCompleted?()
      }
      disposed.dispose()
    }
    return onDisposed == nil ? subscription : Disposables.create(subscription, disposed)
  }

  /// Subscribes closures that receive `object` weakly; the outcome is ignored once `object`
  /// is gone.
  ///
  /// ```swift
  /// cache.note(id: 7).subscribe(with: self, onSuccess: { owner, note in owner.show(note) })
  /// ```
  ///
  /// - Parameters:
  ///   - object: Passed to each closure while it is alive; held weakly.
  ///   - onSuccess: Called with the object and the element.
  ///   - onError: Called with the object and the error.
  ///   - onCompleted: Called with the object when the maybe completes empty.
  ///   - onDisposed: Called with the object once when the subscription ends.
  /// - Returns: The subscription.
  public func subscribe<Object: AnyObject & Sendable>(
    with object: Object,
    onSuccess: (@Sendable (Object, Element) -> Void)? = nil,
    onError: (@Sendable (Object, Swift.Error) -> Void)? = nil,
    onCompleted: (@Sendable (Object) -> Void)? = nil,
    onDisposed: (@Sendable (Object) -> Void)? = nil
  ) -> Disposable {
    let weakObject = WeakBox(object)
    return subscribe(
      onSuccess: { element in
        if let object = weakObject.value { onSuccess?(object, element) }
      },
      onError: { error in
        if let object = weakObject.value { onError?(object, error) }
      },
      onCompleted: {
        if let object = weakObject.value { onCompleted?(object) }
      },
      onDisposed: {
        if let object = weakObject.value { onDisposed?(object) }
      })
  }

  /// A maybe that succeeds with `element` at subscription.
  ///
  /// ```swift
  /// let answer = Maybe.just(42)
  /// ```
  ///
  /// - Parameter element: The element.
  /// - Returns: The maybe.
  public static func just(_ element: Element) -> Maybe<Element> {
    Maybe(raw: Observable.just(element))
  }

  /// A maybe that succeeds with `element` on `scheduler`.
  ///
  /// ```swift
  /// let answer = Maybe.just(42, scheduler: MainScheduler.instance)
  /// ```
  ///
  /// - Parameters:
  ///   - element: The element.
  ///   - scheduler: Where the element is sent.
  /// - Returns: The maybe.
  public static func just(_ element: Element, scheduler: ImmediateSchedulerType)
    -> Maybe<Element>
  {
    Maybe(raw: Observable.just(element, scheduler: scheduler))
  }

  /// A maybe that completes empty at subscription.
  ///
  /// ```swift
  /// let nothing = Maybe<Int>.empty()
  /// ```
  ///
  /// - Returns: The maybe.
  public static func empty() -> Maybe<Element> {
    Maybe(raw: Observable.empty())
  }

  /// A maybe that fails with `error` at subscription.
  ///
  /// ```swift
  /// let failed = Maybe<Int>.error(NetworkError.offline)
  /// ```
  ///
  /// - Parameter error: The failure.
  /// - Returns: The maybe.
  public static func error(_ error: Swift.Error) -> Maybe<Element> {
    Maybe(raw: Observable.error(error))
  }

  /// A maybe that never ends.
  ///
  /// ```swift
  /// let pending = Maybe<Int>.never()
  /// ```
  ///
  /// - Returns: The maybe.
  public static func never() -> Maybe<Element> {
    Maybe(raw: Observable.never())
  }
}
