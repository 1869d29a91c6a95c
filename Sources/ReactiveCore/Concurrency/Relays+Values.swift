extension PublishRelay {
  /// The values as an `AsyncStream`: a relay never errors or completes, so the loop needs no
  /// `try` and ends only when left or cancelled, which disposes the subscription.
  ///
  /// A stream kept in a variable holds its subscription until the variable goes away.
  /// Buffering is unbounded: values accepted faster than the loop consumes them are queued,
  /// in order, none dropped.
  ///
  /// ```swift
  /// for await tap in viewModel.taps.values { handle(tap) }
  /// ```
  ///
  /// - Returns: A stream of the values accepted from now on.
  public var values: AsyncStream<Element> {
    asObservable().nonThrowingValues
  }
}

extension BehaviorRelay {
  /// The current value and every later one as an `AsyncStream`; the loop needs no `try` and
  /// ends only when left or cancelled, which disposes the subscription.
  ///
  /// A stream kept in a variable holds its subscription until the variable goes away.
  /// Buffering is unbounded: values accepted faster than the loop consumes them are queued,
  /// in order, none dropped.
  ///
  /// ```swift
  /// for await count in viewModel.count.values { print(count) }
  /// ```
  ///
  /// - Returns: A stream starting with the current value.
  public var values: AsyncStream<Element> {
    asObservable().nonThrowingValues
  }
}

extension ReplayRelay {
  /// The replayed values and every later one as an `AsyncStream`; the loop needs no `try`
  /// and ends only when left or cancelled, which disposes the subscription.
  ///
  /// A stream kept in a variable holds its subscription until the variable goes away.
  /// Buffering is unbounded: values accepted faster than the loop consumes them are queued,
  /// in order, none dropped.
  ///
  /// ```swift
  /// for await line in viewModel.log.values { print(line) }
  /// ```
  ///
  /// - Returns: A stream starting with the replayed values.
  public var values: AsyncStream<Element> {
    asObservable().nonThrowingValues
  }
}
