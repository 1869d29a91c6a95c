/// A type that can be turned into an ``Observable``.
public protocol ObservableConvertibleType: SendableMetatype {
  /// The type of values in the sequence.
  associatedtype Element

  /// The observable this value represents.
  ///
  /// - Returns: The sequence as an ``Observable``.
  func asObservable() -> Observable<Element>
}

/// A push-based sequence of values that observers subscribe to.
///
/// ```swift
/// let subscription = Observable.of(1, 2, 3).subscribe(onNext: { print($0) })
/// ```
public protocol ObservableType: ObservableConvertibleType {
  /// Subscribes `observer`; it receives `next* (error | completed)?`, serially.
  ///
  /// - Parameter observer: The receiver of events.
  /// - Returns: The subscription; dispose it to stop receiving events.
  func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element
}

extension ObservableType {
  /// Wraps this sequence in an ``Observable``.
  ///
  /// - Returns: An observable that subscribes to this sequence.
  public func asObservable() -> Observable<Element> {
    // A sequence's `subscribe` is called from whatever thread subscribes (RxSwift's contract
    // for `ObservableType`); this closure only forwards to it, so it carries `self` unchecked
    // rather than requiring every conforming type to be `Sendable`.
    let source = UncheckedSendableBox(self)
    return Observable.create { observer in source.value.subscribe(observer) }
  }
}
