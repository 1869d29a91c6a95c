import ReactiveCore

/// An observable of at most one element, in RxSwift's shape: the base of ``Single``,
/// ``Maybe`` and ``Completable``, told apart by the phantom `Trait`.
///
/// A primitive sequence wraps an `Observable` and adds nothing to its delivery: the
/// operators are the observable's, so serial delivery, disposal and thread-safety are the
/// core's. What the trait adds is its grammar, enforced where a sequence is made (`create`,
/// `asSingle()`, `asMaybe()`): a ``Single`` sends exactly one success or one failure.
///
/// ```swift
/// let user: Single<User> = api.user(id: 42)
/// user.subscribe(onSuccess: { print($0.name) }, onFailure: { print($0) })
///   .disposed(by: disposeBag)
/// ```
public struct PrimitiveSequence<Trait, Element>: Sendable {
  let source: Observable<Element>

  /// Wraps `raw` as is; the caller guarantees the trait's grammar.
  init(raw: Observable<Element>) {
    self.source = raw
  }
}

/// A type that can be seen as a ``PrimitiveSequence``: constrain on `Trait` to extend
/// ``Single``, ``Maybe`` or ``Completable``.
///
/// ```swift
/// extension PrimitiveSequenceType where Trait == SingleTrait {
///   func logged() -> Single<Element> { primitiveSequence.do(onSuccess: { print($0) }) }
/// }
/// ```
public protocol PrimitiveSequenceType {
  /// The trait: ``SingleTrait``, ``MaybeTrait`` or ``CompletableTrait``.
  associatedtype Trait

  /// The element type.
  associatedtype Element

  /// The value as a primitive sequence.
  var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
  /// Returns itself.
  ///
  /// ```swift
  /// let same = single.primitiveSequence
  /// ```
  public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
  /// The sequence as a plain observable.
  ///
  /// ```swift
  /// single.asObservable().subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Returns: The wrapped observable.
  public func asObservable() -> Observable<Element> { source }
}
