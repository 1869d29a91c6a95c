/// The base of the sinks of one-source operators that have no work of their own once their
/// source stops (`map`, `filter`, `scan`, `take`...).
///
/// It holds the operator's parameters (never the producer: the producer holds the source, and a
/// sink holding its source would keep a released subject alive), passes a terminal event on
/// with ``forwardTerminal(_:)``, and ends when its source ends silently (``SilentEndObserver``):
/// it disposes itself and passes the end on. A subclass that adopts ``ValueOperatorSink`` writes
/// only `onNext(_:)`; one that handles terminal events its own way writes `on(_:)`.
///
/// ```swift
/// private final class SkipSink<Observer: ObserverType>:
///   OperatorSink<SkipParameters, Observer>, ValueOperatorSink, @unchecked Sendable
/// {
///   private var skipped = 0
///   func onNext(_ value: Observer.Element) {
///     if skipped < parameters.count { skipped += 1 } else { forwardNext(value) }
///   }
/// }
/// ```
// unchecked Sendable: `parameters` is an immutable `let`; the rest is Sink's
class OperatorSink<Parameters, Observer: ObserverType>: Sink<Observer>, SilentEndObserver,
  @unchecked Sendable
{
  /// The operator's parameters (a copy of its producer's).
  final let parameters: Parameters

  @inline(__always)
  init(_ parameters: Parameters, _ observer: Observer, _ cancel: Cancelable) {
    self.parameters = parameters
    super.init(observer: observer, cancel: cancel)
  }

  /// Sends an `error` or `completed` event downstream as it is, then disposes the sink; a
  /// `.next` event is not terminal and is left alone.
  ///
  /// - Parameter event: The source's event.
  final func forwardTerminal<Value>(_ event: Event<Value>) {
    switch event {
    case .next: return
    case .error(let error): forwardOn(.error(error))
    case .completed: forwardOn(.completed)
    }
    dispose()
  }

  /// A silent end of the source (a released subject) ends this sink and the chain behind it.
  final func sourceEndedSilently() { endWithSilentSource() }
}
