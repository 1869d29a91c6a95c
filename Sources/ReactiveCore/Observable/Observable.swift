/// A push-based sequence of values: the core type of ErrorFlow, as in RxSwift.
///
/// Create one with ``Observable/create(_:)``, ``Observable/just(_:)``, a subject or an operator,
/// and subscribe to receive its events:
///
/// ```swift
/// Observable.of(1, 2, 3)
///   .map { $0 * 10 }
///   .subscribe(onNext: { print($0) })
///   .disposed(by: disposeBag)
/// ```
///
/// Observables are immutable descriptions of work and safe to share between threads. Values
/// are passed between threads as RxSwift passes them; `Element` need not be `Sendable`.
// unchecked Sendable: no stored state; subclasses restate the conformance with their own reason
public class Observable<Element>: ObservableType, @unchecked Sendable {
  init() {}

  /// Subscribes `observer`; it receives `next* (error | completed)?`, serially.
  ///
  /// - Parameter observer: The receiver of events.
  /// - Returns: The subscription; dispose it to stop receiving events.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    abstractMethod()
  }

  /// Returns itself.
  ///
  /// - Returns: `self`.
  public func asObservable() -> Observable<Element> { self }

  /// The body of `subscribe(onNext:onError:onCompleted:onDisposed:)`. Subjects override it
  /// to register the closures directly: one object per subscription, and values delivered
  /// without an intermediate observer.
  @usableFromInline
  func subscribeHandlers(_ handlers: SubscriptionHandlers<Element>) -> Disposable {
    let onError = handlers.onError
    let onCompleted = handlers.onCompleted
    let onDisposed = handlers.onDisposed
    let disposed: Disposable =
      onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
    // Values go straight to `onNext` (no `Event` switch per value in unspecialized code); a
    // closure without captures allocates nothing when there is no `onNext`.
    let observer = AnonymousObserver<Element>(onNext: handlers.valueHandler) { event in
      switch event {
      case .next: return
      case .error(let error):
        if let onError { onError(error) } else { Hooks.defaultErrorHandler([], error) }
        disposed.dispose()
      case .completed:
        onCompleted?()
        disposed.dispose()
      }
    }
    let subscription = subscribe(observer)
    return onDisposed == nil ? subscription : Disposables.create(subscription, disposed)
  }
}

/// Marks a method that every subclass overrides; unreachable from user code, because only
/// the core subclasses `Observable`.
func abstractMethod(file: StaticString = #file, line: UInt = #line) -> Never {
  preconditionFailure("abstract method called", file: file, line: line)
}
