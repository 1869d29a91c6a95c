/// An observable that never errors, delivers on its strategy's scheduler and shares one
/// subscription to its source: the base of ``Driver`` and ``Signal``, as in RxCocoa.
///
/// Build one with `asDriver(onErrorJustReturn:)`, `asSignal(onErrorJustReturn:)` and their
/// siblings, from a relay with `asDriver()` / `asSignal()`, or with ``just(_:)`` and friends.
/// A shared sequence can still complete (``just(_:)`` does), but it never sends an error.
///
/// ```swift
/// let title: Driver<String> = api.title.asDriver(onErrorJustReturn: "")
/// title.drive(onNext: { print($0) }).disposed(by: disposeBag)
/// ```
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>:
  SharedSequenceConvertibleType, Sendable
{
  let source: Observable<Element>

  /// Shares `source` with the strategy; `source` must already deliver on the strategy's
  /// scheduler and never error.
  init(_ source: Observable<Element>) {
    self.source = SharingStrategy.share(source)
  }

  /// Wraps `source` as is, for sources that must not be shared (like `just`).
  init(raw source: Observable<Element>) {
    self.source = source
  }

  /// The sequence as a plain observable.
  ///
  /// - Returns: The shared source.
  public func asObservable() -> Observable<Element> { source }

  /// Returns itself.
  ///
  /// - Returns: `self`.
  public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { self }
}

/// How a ``SharedSequence`` delivers and shares: ``DriverSharingStrategy`` and
/// ``SignalSharingStrategy``.
///
/// ```swift
/// let scheduler = DriverSharingStrategy.scheduler  // MainScheduler unless mocked
/// ```
public protocol SharingStrategyProtocol: SendableMetatype {
  /// The scheduler every event is delivered on.
  static var scheduler: SchedulerType { get }

  /// Shares one subscription to `source` between all observers.
  ///
  /// - Parameter source: The sequence to share.
  /// - Returns: The shared sequence.
  static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A type that can be turned into a ``SharedSequence``.
///
/// ```swift
/// func show<S: SharedSequenceConvertibleType>(_ sequence: S) where S.Element == String {
///   _ = sequence.asSharedSequence()
/// }
/// ```
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
  /// The sharing strategy.
  associatedtype SharingStrategy: SharingStrategyProtocol

  /// The value as a shared sequence.
  ///
  /// - Returns: The shared sequence.
  func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
  /// The sequence as a plain observable.
  ///
  /// - Returns: The shared sequence's observable.
  public func asObservable() -> Observable<Element> {
    asSharedSequence().asObservable()
  }
}
