import ReactiveCore

extension ErrorTracker {
  /// The failures of the tracked work as an `AsyncStream`, for a `for await` loop that needs
  /// no `try`: never terminating, serial, and cancelling the loop's task ends the
  /// subscription.
  ///
  /// ```swift
  /// @MainActor
  /// func watchErrors() async {
  ///   for await error in tracker.errorValues { lastError = error }
  /// }
  /// ```
  ///
  /// The stream subscribes when it is made, as ``ErrorTracker/errors`` is a publish stream:
  /// errors published before that are not in it, and every error published after it is,
  /// in order, buffered without bound until the loop takes it (a tracker publishes one
  /// error per failed piece of work). Make the stream before starting the work whose errors
  /// it must see. A stream kept in a variable holds its subscription until the variable goes
  /// away.
  ///
  /// Where it delivers: the loop's body runs where the loop runs — on the main actor for a
  /// loop in a `@MainActor` function or task.
  public var errorValues: AsyncStream<AppError> {
    errors.nonThrowingValues
  }
}
