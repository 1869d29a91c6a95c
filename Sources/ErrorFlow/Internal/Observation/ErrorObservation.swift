/// What a test scope sees of ErrorFlow's objects: the errors they publish, the notices they
/// send and the records they log. `ErrorFlowTesting`'s `ErrorExpectations` is the one
/// observer; nothing in an app sets one.
///
/// An ``ErrorTracker``, ``ErrorBus`` or ``ErrorLogger`` made while ``ErrorObservation/observer``
/// is set keeps that observer for its whole life and reports to it from any thread, without
/// changing what it does: the observation is bound to the objects a test makes, not to the
/// task or thread that later uses them, so work on a dispatch queue or in a detached task is
/// seen too, and tests running in parallel each see only their own objects. Every call comes
/// outside the reporting object's lock.
package protocol ErrorObserver: AnyObject, Sendable {
  /// A tracker was made inside the scope (so the scope can await its work).
  func trackerCreated(_ tracker: ErrorTracker)
  /// An error that is not a cancellation reached a tracker's `errors` or a bus; once per
  /// error, also when a tracker forwards it to a bus that reports to the same observer.
  /// `presentation` is how the bus's policy shows it (`nil` from a tracker without a bus): its
  /// message may differ from the error's own (an error without one is shown with the
  /// policy's default).
  func published(_ error: AppError, presentation: Presentation?)
  /// A bus sent a notice to its subscribers (or to its buffer, before the first one).
  /// Repeats may still fold into it until a view is handed it: `current`, when given, reads
  /// it as it stands now (as it was left, once its bus is gone). It reads under the bus's
  /// lock, so the observer calls it outside any lock of its own.
  func noticeSent(_ notice: ErrorNotice, current: (@Sendable () -> ErrorNotice)?)
  /// A view is being handed `notice`, as it will show it: its count is final for that view.
  /// Comes before the view's handler runs, so a test that awaited the view sees it.
  func noticeHandedOver(_ notice: ErrorNotice)
  /// A logger wrote a record to its sinks (or would have: a logger without sinks counts).
  func logged(_ record: ErrorLogRecord)
}

/// The observer that objects made now report to.
package enum ErrorObservation {
  /// Set by a test scope for the code it runs; read once by each tracker, bus and logger when
  /// it is made.
  @TaskLocal package static var observer: (any ErrorObserver)?
}
