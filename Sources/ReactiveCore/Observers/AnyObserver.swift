/// A type-erased observer: forwards every event to a closure.
///
/// Safe to capture in closures that run on other threads, as RxSwift code does inside
/// `Observable.create`.
///
/// ```swift
/// let observer = AnyObserver<Int> { event in print(event) }
/// observer.onNext(1)  // prints next(1)
/// ```
// unchecked Sendable: `observer` is an immutable `let`; `init(eventHandler:)` takes a @Sendable
// closure; `init(_:)` wraps an observer, which RxSwift's contract lets any thread call one
// event at a time (contract 2), as `subscribe(_:)` does with any observer
public struct AnyObserver<Element>: ObserverType, @unchecked Sendable {
  /// The closure events are forwarded to.
  public typealias EventHandler = @Sendable (Event<Element>) -> Void

  @usableFromInline
  let observer: (Event<Element>) -> Void

  /// Creates an observer that forwards events to `eventHandler`.
  ///
  /// - Parameter eventHandler: Receives every event.
  public init(eventHandler: @escaping EventHandler) {
    observer = eventHandler
  }

  /// Creates an observer that forwards events to `observer`.
  ///
  /// - Parameter observer: The observer to wrap.
  public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
    self.observer = observer.on
  }

  /// Forwards `event`.
  ///
  /// - Parameter event: The event.
  @inlinable
  public func on(_ event: Event<Element>) { observer(event) }

  /// Returns itself.
  ///
  /// - Returns: `self`.
  public func asObserver() -> AnyObserver<Element> { self }
}
