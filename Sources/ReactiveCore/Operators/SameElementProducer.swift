/// The one-source operators whose elements are the source's own and whose parameters do not
/// depend on the element type, one case each; their sinks are in the operators' files. Not
/// generic, so that a producer switches over it without looking up any type metadata.
enum SameElementOperator {
  case skip(count: Int)
  case take(count: Int)
  case elementAt(index: Int)
  case takeLast(count: Int)
  case atMostOne(requiresElement: Bool)
  case debug(identifier: String, trimOutput: Bool)
}

/// The producer of every ``SameElementOperator``: at each subscription it builds the
/// operator's own sink, a concrete class, with the case's parameters (the sink never sees the
/// enum, so a value costs no `switch`).
// unchecked Sendable: adds no stored state (see OperatorProducer)
final class SameElementProducer<Element>:
  OperatorProducer<Element, SameElementOperator, Element>, @unchecked Sendable
{
  override func run<O: ObserverType>(_ observer: O, cancel: Cancelable) -> SinkAndSubscription
  where O.Element == Element {
    switch parameters {
    case .skip(let count): start(SkipCountSink(count, observer, cancel))
    case .take(let count): start(TakeCountSink(count, observer, cancel))
    case .elementAt(let index): start(ElementAtSink(index, observer, cancel))
    case .takeLast(let count): start(TakeLastSink(count, observer, cancel))
    case .atMostOne(let requiresElement): start(AtMostOneSink(requiresElement, observer, cancel))
    case .debug(let identifier, let trimOutput):
      start(DebugSink((identifier, trimOutput), observer, cancel))
    }
  }
}

/// Which operator an ``ElementTest`` drives.
enum ElementTestKind {
  case filter
  case skipWhile
  case takeWhile(TakeBehavior)
  case single
}

/// The parameters of the operators that test each element (`filter`, `skip(while:)`,
/// `take(while:)`, `single`). A struct, so that a sink calls the closure as it was written: a
/// closure that is itself a sink's generic parameter would be called through a reabstraction
/// thunk on every value.
struct ElementTest<Element> {
  let kind: ElementTestKind
  let test: @Sendable (Element) throws -> Bool
}

/// The producer of every ``ElementTest``: builds the sink of its kind at each subscription.
// unchecked Sendable: adds no stored state (see OperatorProducer); `parameters.test` is
// @Sendable
final class ElementTestProducer<Element>:
  OperatorProducer<Element, ElementTest<Element>, Element>, @unchecked Sendable
{
  override func run<O: ObserverType>(_ observer: O, cancel: Cancelable) -> SinkAndSubscription
  where O.Element == Element {
    switch parameters.kind {
    case .filter: start(FilterSink(parameters, observer, cancel))
    case .skipWhile: start(SkipWhileSink(parameters, observer, cancel))
    case .takeWhile: start(TakeWhileSink(parameters, observer, cancel))
    case .single: start(SingleSink(parameters, observer, cancel))
    }
  }
}

extension ObservableType {
  /// This sequence through the one-source operator `parameters`, whose elements are the
  /// source's own.
  ///
  /// - Parameter parameters: The operator.
  /// - Returns: The operator's sequence.
  func lift(_ parameters: SameElementOperator) -> Observable<Element> {
    SameElementProducer(source: asObservable(), parameters: parameters)
  }

  /// This sequence through `test`'s operator.
  ///
  /// - Parameters:
  ///   - kind: The operator.
  ///   - test: Its test of each element.
  /// - Returns: The operator's sequence.
  func lift(_ kind: ElementTestKind, _ test: @escaping @Sendable (Element) throws -> Bool)
    -> Observable<Element>
  {
    ElementTestProducer(source: asObservable(), parameters: ElementTest(kind: kind, test: test))
  }
}
