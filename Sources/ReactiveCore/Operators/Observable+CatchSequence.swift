extension ObservableType {
  /// Subscribes to each sequence of `sequence` in turn, moving to the next one when the
  /// current one fails (RxSwift's `Observable.catch(sequence:)`).
  ///
  /// The first sequence to complete completes the result. When every sequence failed, the
  /// result fails with the last error; an empty `sequence` completes at once. `sequence` is
  /// iterated lazily, and sequences that fail synchronously do not grow the stack.
  ///
  /// ```swift
  /// Observable.catch(sequence: [primary.notes, mirror.notes, cache.notes])
  ///   .subscribe(onNext: { show($0) })
  /// ```
  ///
  /// - Parameter sequence: The sequences to try, in order.
  /// - Returns: The events of the first sequence that does not fail.
  public static func `catch`<Sources: Sequence>(sequence: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    SequenceSwitchProducer(sources: sequence, mode: .onError)
  }
}
