/// What a test scope sees of ErrorFlow's objects: the errors they publish, the notices they
/// send and the records they log. `ErrorFlowTesting`'s `ErrorExpectations` is the one
/// observer; nothing in an app sets one.
///
/// An ``ErrorTracker``, ``ErrorBus`` or ``ErrorLogger`` made while ``ErrorObservation/observer``
/// is set keeps that observer for its whole life and reports to it from any thread, without
/// changing what it does: the observation is bound to the objects a test makes, not to the
/// task or thread that later uses them, so work on a dispatch queue or in a detached task is
/// seen too, and tests running in parallel each see only their own objects.
package protocol ErrorObserver: AnyObject, Sendable {
  /// A tracker was made inside the scope (so the scope can await its work).
  func trackerCreated(_ tracker: ErrorTracker)
  /// An error that is not a cancellation reached a tracker's `errors` or a bus; once per
  /// error, also when a tracker forwards it to a bus that reports to the same observer.
  func published(_ error: AppError)
  /// A bus sent a notice to its subscribers (or to its buffer, before the first one).
  func noticeSent(_ notice: ErrorNotice)
  /// A logger wrote a record to its sinks (or would have: a logger without sinks counts).
  func logged(_ record: ErrorLogRecord)
}

/// The observer that objects made now report to.
package enum ErrorObservation {
  /// Set by a test scope for the code it runs; read once by each tracker, bus and logger when
  /// it is made.
  @TaskLocal package static var observer: (any ErrorObserver)?
}
