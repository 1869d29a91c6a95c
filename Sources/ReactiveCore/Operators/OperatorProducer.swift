/// What a sink's producer returns from `run`: the sink, and its subscription upstream.
typealias SinkAndSubscription = (sink: Disposable, subscription: Disposable)

/// The base of the producers of one-source operators (`map`, `filter`, `take`...): holds the
/// source and the operator's parameters, a value type the operator's sink copies (a sink never
/// holds its producer: the producer holds the source, and a sink holding its source would keep
/// a released subject alive).
///
/// Each operator has a final subclass that only overrides `run` to build its own sink, so the
/// sink stays a concrete class and each value it handles costs what it cost with a
/// hand-written producer. A generic producer over a protocol of operators cost about 1,600
/// more instructions per operator to build and subscribe (type metadata and witness tables
/// looked up each time, measured with callgrind); a subclass per operator finds its
/// superclass's generic arguments in its own metadata.
///
/// ```swift
/// private final class MapProducer<Source, Element>:
///   OperatorProducer<Source, MapParameters<Source, Element>, Element>, @unchecked Sendable
/// {
///   override func run<O: ObserverType>(_ observer: O, cancel: Cancelable) -> SinkAndSubscription
///   where O.Element == Element {
///     start(MapSink(parameters, observer, cancel))
///   }
/// }
/// ```
// unchecked Sendable: immutable after init: `source` and `parameters` are `let`s; closures in
// `parameters` are named by each subclass
class OperatorProducer<Source, Parameters, Element>: Producer<Element>, @unchecked Sendable {
  /// The operator's source.
  final let source: Observable<Source>
  /// The operator's parameters, copied into each sink.
  final let parameters: Parameters

  @inline(__always)
  init(source: Observable<Source>, parameters: Parameters) {
    self.source = source
    self.parameters = parameters
  }

  /// Subscribes `sink` to the source: what `run` returns.
  ///
  /// - Parameter sink: The operator's sink for one subscription.
  /// - Returns: The sink and its subscription.
  @inline(__always)
  final func start<Sink: ObserverType & Disposable>(_ sink: Sink) -> SinkAndSubscription
  where Sink.Element == Source {
    (sink, source.subscribe(sink))
  }
}
