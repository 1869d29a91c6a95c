extension ObservableType {
  /// Folds all elements into `seed` and sends the mapped result when the source completes.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3).reduce(0, accumulator: +, mapResult: { "sum \($0)" })  // "sum 6"
  /// ```
  ///
  /// - Parameters:
  ///   - seed: The initial accumulated value.
  ///   - accumulator: Combines the accumulated value with an element.
  ///   - mapResult: Turns the final accumulated value into the result.
  /// - Returns: A sequence of one result, then `completed`; a thrown error is sent as an
  ///   `error` event.
  public func reduce<Accumulate, Result>(
    _ seed: Accumulate, accumulator: @escaping @Sendable (Accumulate, Element) throws -> Accumulate,
    mapResult: @escaping @Sendable (Accumulate) throws -> Result
  ) -> Observable<Result> {
    ReduceProducer(
      source: asObservable(), seed: seed,
      parameters: ReduceParameters(accumulator: accumulator, mapResult: mapResult))
  }

  /// Folds all elements into `seed` and sends the result when the source completes.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3).reduce(0, accumulator: +)  // 6, completed
  /// ```
  ///
  /// - Parameters:
  ///   - seed: The initial accumulated value; sent as is if the source is empty.
  ///   - accumulator: Combines the accumulated value with an element.
  /// - Returns: A sequence of one result, then `completed`; a thrown error is sent as an
  ///   `error` event.
  public func reduce<Accumulate>(
    _ seed: Accumulate, accumulator: @escaping @Sendable (Accumulate, Element) throws -> Accumulate
  ) -> Observable<Accumulate> {
    ReduceProducer(
      source: asObservable(), seed: seed,
      parameters: ReduceParameters(accumulator: accumulator, mapResult: { $0 }))
  }
}

private struct ReduceParameters<Source, Accumulate, Element> {
  let accumulator: @Sendable (Accumulate, Source) throws -> Accumulate
  let mapResult: @Sendable (Accumulate) throws -> Element
}

// unchecked Sendable: immutable after init; `seed` need not be Sendable (contract 7); `accumulator`
// and `mapResult` in `parameters` are @Sendable
private final class ReduceProducer<Source, Accumulate, Element>:
  OperatorProducer<Source, ReduceParameters<Source, Accumulate, Element>, Element>,
  @unchecked Sendable
{
  /// Not in the parameters: a value whose size depends on `Accumulate` would make their type's
  /// metadata be looked up at each copy.
  let seed: Accumulate

  init(
    source: Observable<Source>, seed: Accumulate,
    parameters: ReduceParameters<Source, Accumulate, Element>
  ) {
    self.seed = seed
    super.init(source: source, parameters: parameters)
  }

  override func run<O: ObserverType>(_ observer: O, cancel: Cancelable) -> SinkAndSubscription
  where O.Element == Element {
    start(ReduceSink(parameters, observer, cancel, seed: seed))
  }
}

// unchecked Sendable: `state` and the Sink's state change only in its source's events, which arrive
// one at a time (contract 2)
private final class ReduceSink<Source, Accumulate, Observer: ObserverType>:
  OperatorSink<ReduceParameters<Source, Accumulate, Observer.Element>, Observer>, ObserverType,
  @unchecked Sendable
{
  private var state: Accumulate

  init(
    _ parameters: ReduceParameters<Source, Accumulate, Observer.Element>, _ observer: Observer,
    _ cancel: Cancelable, seed: Accumulate
  ) {
    state = seed
    super.init(parameters, observer, cancel)
  }

  func on(_ event: Event<Source>) {
    switch event {
    case .next(let value):
      do {
        state = try parameters.accumulator(state, value)
      } catch {
        forwardErrorAndDispose(error)
      }
    case .error:
      forwardTerminal(event)
    case .completed:
      do {
        forwardOn(.next(try parameters.mapResult(state)))
        forwardOn(.completed)
      } catch {
        forwardOn(.error(error))
      }
      dispose()
    }
  }
}
