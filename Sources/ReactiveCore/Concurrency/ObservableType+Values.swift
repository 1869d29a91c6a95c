extension ObservableConvertibleType {
  /// The sequence as an `AsyncThrowingStream`, for `for try await` loops.
  ///
  /// Each use of `values` makes a new stream, and iterating it subscribes once. A `next`
  /// becomes an element, `error` is thrown from the loop and `completed` ends it. Ending the
  /// iteration early (`break`, `return`, a thrown error in the loop body) or cancelling the
  /// consuming task disposes the subscription, so the source sees the disposal at once.
  /// A loop whose task is cancelled throws `CancellationError`, as in RxSwift.
  /// (A stream kept in a variable is released, and its subscription with it, when the
  /// variable goes away; iterating `values` directly, as below, releases it with the loop.)
  ///
  /// Buffering is unbounded: the observable pushes and never waits, so values that arrive
  /// faster than the loop consumes them are queued in the stream, in order, none dropped.
  /// Apply `throttle`, `debounce` or `sample` upstream when the source can outrun the loop.
  ///
  /// ```swift
  /// for try await value in Observable.of(1, 2, 3).values {
  ///   print(value)  // 1, 2, 3
  /// }
  /// ```
  ///
  /// - Returns: A stream of this sequence's elements that throws its error.
  public var values: AsyncThrowingStream<Element, Swift.Error> {
    let source = asObservable()
    return AsyncThrowingStream(Element.self, bufferingPolicy: .unbounded) { continuation in
      let subscription = SingleAssignmentDisposable()
      // Set before subscribing: a source that ends synchronously finishes the stream during
      // `subscribe`, and the handler must already be in place to release the subscription.
      continuation.onTermination = { termination in
        subscription.dispose()
        // RxSwift 6 (Observable+Concurrency.swift): a cancelled consumer gets
        // `CancellationError`. The stream calls this handler before it finishes a cancelled
        // stream, so this failure is what the pending `next()` throws.
        if case .cancelled = termination { continuation.finish(throwing: CancellationError()) }
      }
      let observer = AnonymousObserver<Element> { event in
        switch event {
        case .next(let value):
          // The stream's `yield` takes its element as `sending`; the element is handed over
          // to the consuming task and the core keeps no reference to it (see the box's note).
          let box = UncheckedSendableBox(value)
          continuation.yield(box.value)
        case .error(let error):
          continuation.finish(throwing: error)
        case .completed:
          continuation.finish()
        }
      }
      subscription.setDisposable(source.subscribe(observer))
    }
  }
}
