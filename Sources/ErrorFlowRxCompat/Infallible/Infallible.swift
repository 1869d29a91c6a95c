import ReactiveCore

/// A sequence that can send values and complete but never fails (RxSwift 6's `Infallible`).
///
/// It says in its type what a stream of an app's state already promises: no error can end
/// it. Unlike `SharedSequence` it neither shares nor replays, and it delivers where its
/// source does, as a plain `Observable`. Build one from an observable with
/// `ObservableConvertibleType.asInfallible(onErrorJustReturn:)` and its siblings, from a
/// relay with `asInfallible()`, or with ``Infallible/create(subscribe:)``.
///
/// ```swift
/// let titles: Infallible<String> = repository.titles.asInfallible(onErrorJustReturn: "")
/// titles.subscribe(onNext: { print($0) })
/// ```
public struct Infallible<Element>: InfallibleType, Sendable {
  let source: Observable<Element>

  /// Wraps a source that the caller knows cannot fail.
  init(_ source: Observable<Element>) {
    self.source = source
  }

  /// This sequence as an `Observable`, which can then be combined with failing sequences.
  ///
  /// ```swift
  /// let plain: Observable<String> = titles.asObservable()
  /// ```
  ///
  /// - Returns: The underlying observable.
  public func asObservable() -> Observable<Element> { source }
}

/// A type that is an ``Infallible`` sequence: the operators of RxSwift 6's `Infallible` are
/// declared on it.
public protocol InfallibleType: ObservableConvertibleType {}

/// An event of an ``Infallible`` sequence: a value or the completion, never an error.
public enum InfallibleEvent<Element> {
  /// The sequence sent a value.
  case next(Element)
  /// The sequence completed.
  case completed

  /// The same event as an `Event`.
  public var event: Event<Element> {
    switch self {
    case .next(let element): .next(element)
    case .completed: .completed
    }
  }
}

extension InfallibleEvent: Sendable where Element: Sendable {}

extension Infallible {
  /// The observer a ``create(subscribe:)`` closure sends its events to.
  public typealias InfallibleObserver = @Sendable (InfallibleEvent<Element>) -> Void

  /// Creates an infallible sequence from a subscribe function (RxSwift's
  /// `Infallible.create`): the closure can send values and the completion only.
  ///
  /// Delivery follows `Observable.create(_:)`: serial, nothing after the completion, and the
  /// returned disposable runs when the subscription ends.
  ///
  /// ```swift
  /// let ticks = Infallible<Int>.create { observer in
  ///   observer(.next(1))
  ///   observer(.completed)
  ///   return Disposables.create()
  /// }
  /// ```
  ///
  /// - Parameter subscribe: Called once per subscription with that subscription's observer.
  /// - Returns: The infallible sequence.
  public static func create(
    subscribe: @escaping @Sendable (@escaping InfallibleObserver) -> Disposable
  ) -> Infallible<Element> {
    Infallible(
      Observable.create { observer in
        subscribe { event in observer.on(event.event) }
      })
  }
}
