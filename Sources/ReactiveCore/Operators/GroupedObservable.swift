/// The sequence of one group of ``ObservableType/groupBy(keySelector:)``: the source
/// elements whose key is ``key`` (RxSwift's `GroupedObservable`).
///
/// ```swift
/// words.groupBy { $0.first }.subscribe(onNext: { group in
///   _ = group.subscribe(onNext: { print(group.key ?? "-", $0) })
/// })
/// ```
// `@unchecked Sendable` as ``Observable``: keys, like elements, move between threads the way
// RxSwift moves them and need not be `Sendable`; the struct itself is immutable.
// unchecked Sendable: immutable (`let`s only); `key` need not be Sendable (contract 7); `source` is
// an Observable
public struct GroupedObservable<Key, Element>: ObservableType, @unchecked Sendable {
  /// The key shared by the group's elements.
  public let key: Key
  private let source: Observable<Element>

  /// Creates a group of `source`'s elements under `key`.
  ///
  /// - Parameters:
  ///   - key: The key shared by the group's elements.
  ///   - source: The group's elements.
  public init(key: Key, source: Observable<Element>) {
    self.key = key
    self.source = source
  }

  /// Subscribes `observer` to the group's elements.
  ///
  /// - Parameter observer: Receives the group's events.
  /// - Returns: The subscription.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    source.subscribe(observer)
  }

  /// The group's elements as an ``Observable``.
  ///
  /// - Returns: The group's sequence.
  public func asObservable() -> Observable<Element> { source }
}
