import ReactiveCore

/// The trait of ``Completable``: no element, only completion or a failure.
///
/// ```swift
/// extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never { }
/// ```
public enum CompletableTrait {}

/// A sequence that only completes or fails, as RxSwift's `Completable`.
///
/// ```swift
/// func save(_ note: Note) -> Completable {
///   Completable.create { completable in
///     store.write(note) { error in
///       completable(error.map { .error($0) } ?? .completed)
///     }
///     return Disposables.create()
///   }
/// }
/// ```
public typealias Completable = PrimitiveSequence<CompletableTrait, Never>

/// The outcome of a ``Completable``.
///
/// ```swift
/// completable.subscribe { event in
///   if case .error(let error) = event { print(error) }
/// }
/// ```
public enum CompletableEvent {
  /// A failure; the completable is over.
  case error(Swift.Error)
  /// Success; the completable is over.
  case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// The function a `Completable.create(subscribe:)` body calls with the outcome.
  public typealias CompletableObserver = @Sendable (CompletableEvent) -> Void

  /// Creates a completable from a subscribe function that reports one outcome.
  ///
  /// Only the first outcome counts, even when two threads report at once. The returned
  /// disposable runs once when the subscription ends.
  ///
  /// ```swift
  /// let done = Completable.create { completable in
  ///   completable(.completed)
  ///   return Disposables.create()
  /// }
  /// ```
  ///
  /// - Parameter subscribe: Called once per subscription with that subscription's observer.
  /// - Returns: The completable.
  public static func create(
    subscribe: @escaping @Sendable (@escaping CompletableObserver) -> Disposable
  ) -> Completable {
    let source = Observable<Never>.create { observer in
      let reported = AtomicFlag()
      return subscribe { event in
        guard reported.set() else { return }
        switch event {
        case .error(let error): observer.on(.error(error))
        case .completed: observer.on(.completed)
        }
      }
    }
    return Completable(raw: source)
  }

  /// Subscribes a function that receives the outcome.
  ///
  /// ```swift
  /// completable.subscribe { event in print(event) }.disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter observer: Called once with the outcome.
  /// - Returns: The subscription.
  public func subscribe(_ observer: @escaping @Sendable (CompletableEvent) -> Void) -> Disposable {
    let stopped = AtomicFlag()
    return primitiveSequence.source.subscribe { event in
      guard stopped.set() else { return }
      switch event {
      case .next: break
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
  /// repository.save(note)
  ///   .subscribe(onCompleted: { print("saved") }, onError: { report($0) })
  ///   .disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameters:
  ///   - onCompleted: Called on success.
  ///   - onError: Called with the error.
  ///   - onDisposed: Called once when the subscription ends, whatever the reason.
  /// - Returns: The subscription.
  public func subscribe(
    onCompleted: (@Sendable () -> Void)? = nil,
    onError: (@Sendable (Swift.Error) -> Void)? = nil,
    onDisposed: (@Sendable () -> Void)? = nil
  ) -> Disposable {
    // As RxSwift, the call stack is captured at subscription (`Hooks.recordCallStackOnError`).
    let onError = onError ?? Hooks.unhandledErrorHandler()
    let disposed: Disposable =
      onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
    let subscription = subscribe { event in
      switch event {
      case .completed: onCompleted?()
      case .error(let error):
        if let onError { onError(error) } else { Hooks.defaultErrorHandler([], error) }
      }
      disposed.dispose()
    }
    return onDisposed == nil ? subscription : Disposables.create(subscription, disposed)
  }

  /// Subscribes closures that receive `object` weakly; the outcome is ignored once `object`
  /// is gone.
  ///
  /// ```swift
  /// repository.save(note).subscribe(with: self, onCompleted: { owner in owner.close() })
  /// ```
  ///
  /// - Parameters:
  ///   - object: Passed to each closure while it is alive; held weakly.
  ///   - onCompleted: Called with the object on success.
  ///   - onError: Called with the object and the error.
  ///   - onDisposed: Called with the object once when the subscription ends.
  /// - Returns: The subscription.
  public func subscribe<Object: AnyObject & Sendable>(
    with object: Object,
    onCompleted: (@Sendable (Object) -> Void)? = nil,
    onError: (@Sendable (Object, Swift.Error) -> Void)? = nil,
    onDisposed: (@Sendable (Object) -> Void)? = nil
  ) -> Disposable {
    let weakObject = WeakBox(object)
    return subscribe(
      onCompleted: {
        if let object = weakObject.value { onCompleted?(object) }
      },
      onError: { error in
        if let object = weakObject.value { onError?(object, error) }
      },
      onDisposed: {
        if let object = weakObject.value { onDisposed?(object) }
      })
  }

  /// A completable that completes at subscription.
  ///
  /// ```swift
  /// let done = Completable.empty()
  /// ```
  ///
  /// - Returns: The completable.
  public static func empty() -> Completable {
    Completable(raw: Observable.empty())
  }

  /// A completable that fails with `error` at subscription.
  ///
  /// ```swift
  /// let failed = Completable.error(StoreError.full)
  /// ```
  ///
  /// - Parameter error: The failure.
  /// - Returns: The completable.
  public static func error(_ error: Swift.Error) -> Completable {
    Completable(raw: Observable.error(error))
  }

  /// A completable that never ends.
  ///
  /// ```swift
  /// let pending = Completable.never()
  /// ```
  ///
  /// - Returns: The completable.
  public static func never() -> Completable {
    Completable(raw: Observable.never())
  }

  /// Runs side effects for the outcome and the subscription's lifecycle, and forwards the
  /// outcome unchanged.
  ///
  /// ```swift
  /// repository.save(note).do(onCompleted: { print("saved") })
  /// ```
  ///
  /// - Parameters:
  ///   - onError: Called with the failure before it is forwarded.
  ///   - afterError: Called with the failure after it is forwarded.
  ///   - onCompleted: Called before the completion is forwarded.
  ///   - afterCompleted: Called after the completion is forwarded.
  ///   - onSubscribe: Called before subscribing to the source.
  ///   - onSubscribed: Called after subscribing to the source.
  ///   - onDispose: Called once when the subscription ends, whatever the reason.
  /// - Returns: The same completable; an error thrown by a handler before an event fails it.
  public func `do`(
    onError: (@Sendable (Swift.Error) throws -> Void)? = nil,
    afterError: (@Sendable (Swift.Error) throws -> Void)? = nil,
    onCompleted: (@Sendable () throws -> Void)? = nil,
    afterCompleted: (@Sendable () throws -> Void)? = nil,
    onSubscribe: (@Sendable () -> Void)? = nil,
    onSubscribed: (@Sendable () -> Void)? = nil,
    onDispose: (@Sendable () -> Void)? = nil
  ) -> Completable {
    Completable(
      raw: primitiveSequence.source.do(
        onError: onError, afterError: afterError, onCompleted: onCompleted,
        afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed,
        onDispose: onDispose))
  }
}
