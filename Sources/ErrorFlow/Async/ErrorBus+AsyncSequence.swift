extension ErrorBus {
  /// The notices as an `AsyncSequence`, for a `for await` loop: one-shot, never terminating,
  /// serial; cancelling the loop's task ends its subscription. See ``ErrorNoticeSequence``.
  ///
  /// ```swift
  /// Task { @MainActor in
  ///   for await notice in bus.noticeValues {
  ///     screen.show(notice.presentation)
  ///     if notice.presentation.isAlert { bus.acknowledge(notice) }
  ///   }
  /// }
  /// ```
  ///
  /// Prefer it to `notices.values`, the generic bridge of every observable: that one
  /// subscribes once and buffers without bound, so the notices it buffered when the loop
  /// ends are lost (an alert among them would hold the alert queue), and it exceeds the
  /// bus's `capacity` while the loop is slow.
  ///
  /// Where it delivers: where the loop runs (the main actor above), whatever thread
  /// published the error.
  public var noticeValues: ErrorNoticeSequence {
    ErrorNoticeSequence(bus: self)
  }
}
