/// Something that receives events.
///
/// ```swift
/// let observer = AnyObserver<Int> { event in print(event) }
/// observer.onNext(1)
/// observer.onCompleted()
/// ```
public protocol ObserverType: SendableMetatype {
  /// The type of values received.
  associatedtype Element

  /// Receives one event.
  ///
  /// - Parameter event: The event.
  func on(_ event: Event<Element>)

  /// Receives one value.
  ///
  /// The default implementation calls `on(.next(element))`, so a conformer only has to
  /// implement ``on(_:)``. Subjects and most operators deliver values through this method: a
  /// conformer that implements it receives them without an ``Event`` being built, which is
  /// what makes operator chains cheap. Values may still arrive as `.next` events through
  /// ``on(_:)`` (from time-based operators, for example), so an implementation must behave
  /// exactly like `on(.next(element))`.
  ///
  /// ```swift
  /// final class Printer: ObserverType {
  ///   func on(_ event: Event<Int>) {
  ///     if case .next(let value) = event { onNext(value) } else { print(event) }
  ///   }
  ///   func onNext(_ element: Int) { print("value", element) }
  /// }
  /// ```
  ///
  /// - Parameter element: The value.
  func onNext(_ element: Element)
}

extension ObserverType {
  /// Sends a value: the default implementation of the ``onNext(_:)`` requirement, which
  /// calls `on(.next(element))`.
  ///
  /// ```swift
  /// observer.onNext(1)  // same as observer.on(.next(1))
  /// ```
  ///
  /// - Parameter element: The value.
  @inlinable
  public func onNext(_ element: Element) { on(.next(element)) }

  /// Sends the terminal `completed` event.
  @inlinable
  public func onCompleted() { on(.completed) }

  /// Sends the terminal `error` event.
  ///
  /// - Parameter error: The failure.
  @inlinable
  public func onError(_ error: Swift.Error) { on(.error(error)) }

  /// Type-erases this observer.
  ///
  /// - Returns: An ``AnyObserver`` forwarding to this observer.
  public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

  /// An observer that transforms each value with `transform` before sending it here.
  ///
  /// ```swift
  /// let strings: AnyObserver<String> = intObserver.mapObserver { Int($0) ?? 0 }
  /// ```
  ///
  /// - Parameter transform: Turns a value of the new observer into one of this observer.
  /// - Returns: The new observer. A thrown error is sent as an `error` event.
  public func mapObserver<Result>(_ transform: @escaping @Sendable (Result) throws -> Element)
    -> AnyObserver<Result>
  {
    let observer = AnyObserver(self)
    return AnyObserver { event in observer.on(event.map(transform)) }
  }
}
