/// The parameters of the one-source operators whose elements are the source's own: one case
/// per operator. Their sinks are in the operators' files.
enum SameElementOperator<Element> {
  case skip(count: Int)
  case take(count: Int)
  case elementAt(index: Int)
  case takeLast(count: Int)
  case filter(ElementPredicate<Element>)
  case skipWhile(ElementPredicate<Element>)
  case takeWhile(TakeWhileParameters<Element>)
  case single(ElementPredicate<Element>)
  case atMostOne(requiresElement: Bool)
  case debug(identifier: String, trimOutput: Bool)
  case startWith([Element])
}

/// A test of elements: the parameters of `filter`, `skip(while:)` and `single`. A struct, so
/// that a sink calls the closure as it was written: a closure that is itself a sink's generic
/// parameter would be called through a reabstraction thunk on every value.
struct ElementPredicate<Element> {
  let test: (Element) throws -> Bool
}

/// The producer of every ``SameElementOperator``: at each subscription it builds the
/// operator's own sink, a concrete class, with the case's parameters (the sink never sees the
/// enum, so a value costs no `switch`).
final class SameElementProducer<Element>:
  OperatorProducer<Element, SameElementOperator<Element>, Element>, @unchecked Sendable
{
  override func run<O: ObserverType>(_ observer: O, cancel: Cancelable) -> SinkAndSubscription
  where O.Element == Element {
    switch parameters {
    case .skip(let count): start(SkipCountSink(count, observer, cancel))
    case .take(let count): start(TakeCountSink(count, observer, cancel))
    case .elementAt(let index): start(ElementAtSink(index, observer, cancel))
    case .takeLast(let count): start(TakeLastSink(count, observer, cancel))
    case .filter(let predicate): start(FilterSink(predicate, observer, cancel))
    case .skipWhile(let predicate): start(SkipWhileSink(predicate, observer, cancel))
    case .takeWhile(let parameters): start(TakeWhileSink(parameters, observer, cancel))
    case .single(let predicate): start(SingleSink(predicate, observer, cancel))
    case .atMostOne(let requiresElement): start(AtMostOneSink(requiresElement, observer, cancel))
    case .debug(let identifier, let trimOutput):
      start(DebugSink((identifier, trimOutput), observer, cancel))
    case .startWith(let elements): startWith(elements, observer, cancel)
    }
  }
}
