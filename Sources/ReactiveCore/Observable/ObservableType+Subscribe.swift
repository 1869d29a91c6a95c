extension ObservableType {
  /// Subscribes a closure that receives every event.
  ///
  /// ```swift
  /// numbers.subscribe { event in print(event) }
  /// ```
  ///
  /// - Parameter on: Receives each event.
  /// - Returns: The subscription.
  // Disfavored so that `MainActorObservable`'s `@MainActor` form wins where both apply: the
  // compiler otherwise ranks a `@Sendable` closure parameter as the more specific one.
  @_disfavoredOverload
  public func subscribe(_ on: @escaping @Sendable (Event<Element>) -> Void) -> Disposable {
    asObservable().subscribe(AnonymousObserver(on))
  }

  /// Subscribes closures for values, failure, completion and disposal.
  ///
  /// An error with no `onError` goes to ``Hooks/defaultErrorHandler``, never lost silently.
  /// `onDisposed` runs once, after a terminal event or when the subscription is disposed.
  ///
  /// ```swift
  /// numbers.subscribe(
  ///   onNext: { print($0) },
  ///   onError: { print("failed:", $0) },
  ///   onCompleted: { print("done") },
  ///   onDisposed: { print("released") }
  /// ).disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameters:
  ///   - onNext: Called with each value.
  ///   - onError: Called with the failure.
  ///   - onCompleted: Called when the sequence finishes.
  ///   - onDisposed: Called once when the subscription ends for any reason.
  /// - Returns: The subscription.
  // Disfavored so that `MainActorObservable`'s `@MainActor` form wins where both apply: the
  // compiler otherwise ranks a `@Sendable` closure parameter as the more specific one.
  @_disfavoredOverload
  @inlinable
  public func subscribe(
    onNext: (@Sendable (Element) -> Void)? = nil,
    onError: (@Sendable (Swift.Error) -> Void)? = nil,
    onCompleted: (@Sendable () -> Void)? = nil,
    onDisposed: (@Sendable () -> Void)? = nil
  ) -> Disposable {
    // Recording call stacks is for debugging: its path stays out of line, so the usual
    // subscribe, inlined into the app, knows at compile time which handlers are `nil` (a
    // call and an optional closure to keep and release cost about 90 instructions).
    if onError == nil, Hooks.recordsCallStack {
      return subscribeRecordingCallStack(
        onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }
    return asObservable().subscribeHandlers(
      SubscriptionHandlers(
        onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed))
  }

  /// `subscribe(onNext:onCompleted:onDisposed:)` without `onError` while
  /// ``Hooks/recordsCallStack`` is on: the subscription's call stack goes to
  /// ``Hooks/defaultErrorHandler`` with an error nobody handles.
  @usableFromInline
  func subscribeRecordingCallStack(
    onNext: (@Sendable (Element) -> Void)?, onCompleted: (@Sendable () -> Void)?,
    onDisposed: (@Sendable () -> Void)?
  ) -> Disposable {
    asObservable().subscribeHandlers(
      SubscriptionHandlers(
        onNext: onNext, onError: Hooks.unhandledErrorHandler(),
        onCompleted: onCompleted, onDisposed: onDisposed))
  }

  /// Subscribes closures that receive `object` weakly; events after `object` is gone are
  /// ignored.
  ///
  /// ```swift
  /// names.subscribe(with: self, onNext: { owner, name in owner.show(name) })
  /// ```
  ///
  /// - Parameters:
  ///   - object: Passed to each closure while it is alive; held weakly.
  ///   - onNext: Called with the object and each value.
  ///   - onError: Called with the object and the failure.
  ///   - onCompleted: Called with the object when the sequence finishes.
  ///   - onDisposed: Called with the object once when the subscription ends.
  /// - Returns: The subscription.
  // Disfavored so that `MainActorObservable`'s `@MainActor` form wins where both apply: the
  // compiler otherwise ranks a `@Sendable` closure parameter as the more specific one.
  @_disfavoredOverload
  public func subscribe<Object: AnyObject & Sendable>(
    with object: Object,
    onNext: (@Sendable (Object, Element) -> Void)? = nil,
    onError: (@Sendable (Object, Swift.Error) -> Void)? = nil,
    onCompleted: (@Sendable (Object) -> Void)? = nil,
    onDisposed: (@Sendable (Object) -> Void)? = nil
  ) -> Disposable {
    let weakObject = WeakBox(object)
    let unhandled = onError == nil ? Hooks.unhandledErrorHandler() : nil
    return subscribe(
      onNext: { value in weakObject.value.map { onNext?($0, value) } },
      onError: { error in
        if let onError {
          weakObject.value.map { onError($0, error) }
        } else if let unhandled {
          unhandled(error)
        } else {
          Hooks.defaultErrorHandler([], error)
        }
      },
      onCompleted: { weakObject.value.map { onCompleted?($0) } },
      onDisposed: { weakObject.value.map { onDisposed?($0) } }
    )
  }
}

/// Holds an object weakly.
// unchecked Sendable: `value` is a weak reference set in init and only read after (weak loads are
// atomic)
package final class WeakBox<Object: AnyObject>: @unchecked Sendable {
  /// The object, while it is alive.
  package weak var value: Object?

  /// Holds `value` weakly.
  package init(_ value: Object) {
    self.value = value
  }
}
