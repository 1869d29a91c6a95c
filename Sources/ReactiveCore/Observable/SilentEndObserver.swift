/// An observer that ends its subscription when its only source ends without a terminal event:
/// a subject or relay that was released or disposed with subscribers.
///
/// Operator sinks that have one source and no work of their own in flight (`map`, `filter`,
/// `scan`, `take`, ...) adopt it through ``Sink/endWithSilentSource()``: they dispose
/// themselves (which frees the `Sink` ↔ `SinkDisposer` pair that only a dispose breaks) and
/// pass the end on to their own observer, so a whole chain behind a released subject frees
/// itself and ``Diagnostics/liveSubscriptions`` returns to its baseline. Nothing is sent
/// downstream: like RxSwift, ending without `completed` is not a completion.
///
/// Operators that still have work once their source stops (`observe(on:)`, `delay`,
/// `flatMap`, `merge`, `concat`, `debounce`, ...) do not adopt it: they keep running until
/// that work ends or their subscriber disposes them, as they would with RxSwift.
protocol SilentEndObserver: AnyObject {
  /// The only source of this observer ended without a terminal event.
  func sourceEndedSilently()
}

extension Sink {
  /// Disposes this sink (and so its upstream) because its only source ended silently, then
  /// passes the end on to its observer if that can end the same way. Does nothing if the
  /// sink was already disposed (passing it on twice, after a racing dispose, is harmless:
  /// disposing is idempotent).
  final func endWithSilentSource() {
    if isDisposed { return }
    dispose()
    (observer as? SilentEndObserver)?.sourceEndedSilently()
  }
}
