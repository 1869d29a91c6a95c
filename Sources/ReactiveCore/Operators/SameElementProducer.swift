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
  case debounce(TimerParameters)
  case delay(TimerParameters)
  case delaySubscription(TimerParameters)
  case skipFor(TimerParameters)
  case takeFor(TimerParameters)
  case throttle(ThrottleParameters)
  case timeout(TimeoutParameters<Element>)
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
    case .skip(let count): return start(SkipCountSink(count, observer, cancel))
    case .take(let count): return start(TakeCountSink(count, observer, cancel))
    case .elementAt(let index): return start(ElementAtSink(index, observer, cancel))
    case .takeLast(let count): return start(TakeLastSink(count, observer, cancel))
    case .filter(let predicate): return start(FilterSink(predicate, observer, cancel))
    case .skipWhile(let predicate): return start(SkipWhileSink(predicate, observer, cancel))
    case .takeWhile(let parameters): return start(TakeWhileSink(parameters, observer, cancel))
    case .single(let predicate): return start(SingleSink(predicate, observer, cancel))
    case .atMostOne(let requiresElement):
      return start(AtMostOneSink(requiresElement, observer, cancel))
    case .debug(let identifier, let trimOutput):
      return start(DebugSink((identifier, trimOutput), observer, cancel))
    case .startWith(let elements): return startWith(elements, observer, cancel)
    case .debounce(let parameters):
      let sink = DebounceSink(parameters, observer, cancel)
      return sink.withTimer(start(sink))
    case .delay(let parameters):
      let sink = DelaySink(parameters, observer, cancel)
      return sink.started(start(sink))
    case .delaySubscription(let parameters): return delaySubscription(parameters, observer, cancel)
    case .skipFor(let timer):
      return start(SkipForSink(observer: observer, cancel: cancel), after: timer) { $0.open.set() }
    case .takeFor(let timer):
      return start(TakeForSink(observer: observer, cancel: cancel), after: timer) {
        $0.receive(nil)
      }
    case .throttle(let parameters):
      let sink = ThrottleSink(parameters, observer, cancel)
      return sink.withTimer(start(sink))
    case .timeout(let parameters): return TimeoutSink(parameters, observer, cancel).run(source)
    }
  }

  /// Subscribes `sink` to the source and, once `timer.dueTime` has passed, calls `tick` with it
  /// (unless it is gone by then): `skip(for:)` opens, `take(for:)` completes.
  private func start<Sink: ObserverType & Disposable & AnyObject>(
    _ sink: Sink, after timer: TimerParameters, _ tick: @escaping (Sink) -> Void
  ) -> SinkAndSubscription where Sink.Element == Element {
    let scheduled = timer.scheduler.scheduleRelative((), dueTime: timer.dueTime) {
      [weak sink] _ in
      if let sink { tick(sink) }
      return Disposables.create()
    }
    return (sink, Disposables.create(scheduled, source.subscribe(sink)))
  }
}

extension ObservableType {
  /// This sequence through the one-source operator `parameters`, whose elements are the
  /// source's own.
  ///
  /// - Parameter parameters: The operator.
  /// - Returns: The operator's sequence.
  func lift(_ parameters: SameElementOperator<Element>) -> Observable<Element> {
    SameElementProducer(source: asObservable(), parameters: parameters)
  }
}
