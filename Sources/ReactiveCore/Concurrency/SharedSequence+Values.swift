extension SharedSequence {
  /// The values as an `AsyncStream`: a driver or signal never errors, so the loop needs no
  /// `try`.
  ///
  /// Ending the loop early or cancelling the consuming task disposes the subscription.
  /// A stream kept in a variable holds its subscription until the variable goes away.
  /// Buffering is unbounded: values that arrive faster than the loop consumes them are
  /// queued, in order, none dropped.
  ///
  /// ```swift
  /// for await title in viewModel.title.values {
  ///   print(title)
  /// }
  /// ```
  ///
  /// - Returns: A stream of this sequence's values.
  public var values: AsyncStream<Element> {
    asObservable().nonThrowingValues
  }
}
