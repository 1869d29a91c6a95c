import ReactiveCore

extension ObservableType {
  /// The sequence as a ``Single``: its only element once it completes.
  ///
  /// The element is sent when the source completes, as RxSwift's `asSingle()`.
  ///
  /// ```swift
  /// let total: Single<Int> = Observable.of(1, 2, 3).reduce(0, accumulator: +).asSingle()
  /// ```
  ///
  /// - Returns: A single; `RxError.noElements` when the source completes empty,
  ///   `RxError.moreThanOneElement` at a second element.
  public func asSingle() -> Single<Element> {
    Single(
      raw: atMostOne(requiresElement: true))
  }

  /// The sequence as a ``Maybe``: its element, if any, once it completes.
  ///
  /// ```swift
  /// let latest: Maybe<Note> = notes.takeLast(1).asMaybe()
  /// ```
  ///
  /// - Returns: A maybe; `RxError.moreThanOneElement` at a second element.
  public func asMaybe() -> Maybe<Element> {
    Maybe(
      raw: atMostOne(requiresElement: false))
  }
}

extension ObservableType where Element == Never {
  /// The sequence as a ``Completable``.
  ///
  /// ```swift
  /// let done: Completable = uploads.ignoreElements().asCompletable()
  /// ```
  ///
  /// - Returns: A completable with the source's outcome.
  public func asCompletable() -> Completable {
    Completable(raw: asObservable())
  }
}
