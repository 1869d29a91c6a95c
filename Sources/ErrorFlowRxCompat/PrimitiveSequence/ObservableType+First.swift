import ReactiveCore

extension ObservableType {
  /// Sends the source's first element, or `nil` if it completes empty, then completes.
  ///
  /// As in RxSwift, the result is a `Single<Element?>`: exactly one optional, or the error
  /// that came before it.
  ///
  /// ```swift
  /// Observable.of(1, 2).first().subscribe(onSuccess: { print($0 as Any) })  // Optional(1)
  /// Observable<Int>.empty().first()    // succeeds with nil
  /// ```
  ///
  /// - Returns: A single of the first element, or `nil` for an empty source.
  public func first() -> Single<Element?> {
    Single(raw: firstOrNil())
  }
}
