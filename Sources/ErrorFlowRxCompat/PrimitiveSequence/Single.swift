import ReactiveCore

/// The trait of ``Single``: exactly one element, or a failure.
///
/// ```swift
/// extension PrimitiveSequenceType where Trait == SingleTrait { }
/// ```
public enum SingleTrait {}

/// A sequence that sends exactly one success or one failure, as RxSwift's `Single`.
///
/// ```swift
/// func fetch() -> Single<[Note]> {
///   Single.create { single in
///     api.notes { result in single(result) }
///     return Disposables.create()
///   }
/// }
/// ```
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// The outcome of a ``Single``: `.success(element)` or `.failure(error)`.
///
/// ```swift
/// single.subscribe { event in
///   switch event {
///   case .success(let value): print(value)
///   case .failure(let error): print(error)
///   }
/// }
/// ```
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// The function a `Single.create(subscribe:)` body calls with the outcome.
  public typealias SingleObserver = @Sendable (SingleEvent<Element>) -> Void

  /// Creates a single from a subscribe function that reports one outcome.
  ///
  /// Only the first outcome counts, even when two threads report at once; later calls are
  /// ignored. The returned disposable runs once when the subscription ends (by the outcome
  /// or by dispose).
  ///
  /// ```swift
  /// let answer = Single<Int>.create { single in
  ///   single(.success(42))
  ///   return Disposables.create()
  /// }
  /// ```
  ///
  /// - Parameter subscribe: Called once per subscription with that subscription's observer.
  /// - Returns: The single.
  public static func create(
    subscribe: @escaping @Sendable (@escaping SingleObserver) -> Disposable
  ) -> Single<Element> {
    let source = Observable<Element>.create { observer in
      let reported = AtomicFlag()
      return subscribe { event in
        guard reported.set() else { return }
        switch event {
        case .success(let element):
          observer.on(.next(element))
          observer.on(.completed)
        case .failure(let error):
          observer.on(.error(error))
        }
      }
    }
    return PrimitiveSequence(raw: source)
  }

  /// Subscribes a function that receives the outcome.
  ///
  /// ```swift
  /// single.subscribe { event in print(event) }.disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter observer: Called once with the outcome.
  /// - Returns: The subscription.
  public func subscribe(_ observer: @escaping @Sendable (SingleEvent<Element>) -> Void)
    -> Disposable
  {
    let stopped = AtomicFlag()
    return primitiveSequence.source.subscribe { event in
      switch event {
      case .next(let element):
        if stopped.set() { observer(.success(element)) }
      case .error(let error):
        if stopped.set() { observer(.failure(error)) }
      case .completed:
        // Only reachable when the grammar was broken upstream (RxSwift stops a debug build
        // here); report it rather than leave the observer waiting.
        if stopped.set() { observer(.failure(RxError.noElements)) }
      }
    }
  }

  /// Subscribes closures for the success, the failure and the end of the subscription.
  ///
  /// A failure with no `onFailure` goes to `Hooks.defaultErrorHandler`.
  ///
  /// ```swift
  /// repository.fetch()
  ///   .subscribe(onSuccess: { show($0) }, onFailure: { report($0) })
  ///   .disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameters:
  ///   - onSuccess: Called with the element.
  ///   - onFailure: Called with the error.
  ///   - onDisposed: Called once when the subscription ends, whatever the reason.
  /// - Returns: The subscription.
  public func subscribe(
    onSuccess: (@Sendable (Element) -> Void)? = nil,
    onFailure: (@Sendable (Swift.Error) -> Void)? = nil,
    onDisposed: (@Sendable () -> Void)? = nil
  ) -> Disposable {
    // As RxSwift, the call stack is captured at subscription (`Hooks.recordCallStackOnError`).
    let onFailure = onFailure ?? Hooks.unhandledErrorHandler()
    let disposed: Disposable =
      onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
    let subscription = subscribe { event in
      switch event {
      case .success(let element):
        onSuccess?(element)
      case .failure(let error):
        if let onFailure { onFailure(error) } else { Hooks.defaultErrorHandler([], error) }
      }
      disposed.dispose()
    }
    return onDisposed == nil ? subscription : Disposables.create(subscription, disposed)
  }

  /// Subscribes closures that receive `object` weakly; the outcome is ignored once `object`
  /// is gone.
  ///
  /// ```swift
  /// repository.fetch().subscribe(with: self, onSuccess: { owner, notes in owner.show(notes) })
  /// ```
  ///
  /// - Parameters:
  ///   - object: Passed to each closure while it is alive; held weakly.
  ///   - onSuccess: Called with the object and the element.
  ///   - onFailure: Called with the object and the error.
  ///   - onDisposed: Called with the object once when the subscription ends.
  /// - Returns: The subscription.
  public func subscribe<Object: AnyObject & Sendable>(
    with object: Object,
    onSuccess: (@Sendable (Object, Element) -> Void)? = nil,
    onFailure: (@Sendable (Object, Swift.Error) -> Void)? = nil,
    onDisposed: (@Sendable (Object) -> Void)? = nil
  ) -> Disposable {
    let weakObject = WeakBox(object)
    return subscribe(
      onSuccess: { element in
        if let object = weakObject.value { onSuccess?(object, element) }
      },
      onFailure: { error in
        if let object = weakObject.value { onFailure?(object, error) }
      },
      onDisposed: {
        if let object = weakObject.value { onDisposed?(object) }
      })
  }

  /// A single that succeeds with `element` at subscription.
  ///
  /// ```swift
  /// let answer = Single.just(42)
  /// ```
  ///
  /// - Parameter element: The element.
  /// - Returns: The single.
  public static func just(_ element: Element) -> Single<Element> {
    Single(raw: Observable.just(element))
  }

  /// A single that succeeds with `element` on `scheduler`.
  ///
  /// ```swift
  /// let answer = Single.just(42, scheduler: MainScheduler.instance)
  /// ```
  ///
  /// - Parameters:
  ///   - element: The element.
  ///   - scheduler: Where the element is sent.
  /// - Returns: The single.
  public static func just(_ element: Element, scheduler: ImmediateSchedulerType)
    -> Single<Element>
  {
    Single(raw: Observable.just(element, scheduler: scheduler))
  }

  /// A single that fails with `error` at subscription.
  ///
  /// ```swift
  /// let failed = Single<Int>.error(NetworkError.offline)
  /// ```
  ///
  /// - Parameter error: The failure.
  /// - Returns: The single.
  public static func error(_ error: Swift.Error) -> Single<Element> {
    Single(raw: Observable.error(error))
  }

  /// A single that never ends.
  ///
  /// ```swift
  /// let pending = Single<Int>.never()
  /// ```
  ///
  /// - Returns: The single.
  public static func never() -> Single<Element> {
    Single(raw: Observable.never())
  }
}
