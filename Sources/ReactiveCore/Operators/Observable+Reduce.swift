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
    _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
    mapResult: @escaping (Accumulate) throws -> Result
  ) -> Observable<Result> {
    ReduceProducer(
      source: asObservable(), seed: seed, accumulator: accumulator, mapResult: mapResult)
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
    _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate
  ) -> Observable<Accumulate> {
    ReduceProducer(
      source: asObservable(), seed: seed, accumulator: accumulator, mapResult: { $0 })
  }
}

private final class ReduceProducer<Source, Accumulate, Result>: Producer<Result>,
  @unchecked Sendable
{
  let source: Observable<Source>
  let seed: Accumulate
  let accumulator: (Accumulate, Source) throws -> Accumulate
  let mapResult: (Accumulate) throws -> Result

  init(
    source: Observable<Source>, seed: Accumulate,
    accumulator: @escaping (Accumulate, Source) throws -> Accumulate,
    mapResult: @escaping (Accumulate) throws -> Result
  ) {
    self.source = source
    self.seed = seed
    self.accumulator = accumulator
    self.mapResult = mapResult
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Result {
    let sink = ReduceSink(
      seed: seed, accumulator: accumulator, mapResult: mapResult, observer: observer,
      cancel: cancel)
    return (sink, source.subscribe(sink))
  }
}

private final class ReduceSink<Source, Accumulate, Observer: ObserverType>: Sink<Observer>,
  ObserverType, @unchecked Sendable
{
  private var state: Accumulate
  let accumulator: (Accumulate, Source) throws -> Accumulate
  let mapResult: (Accumulate) throws -> Observer.Element

  init(
    seed: Accumulate, accumulator: @escaping (Accumulate, Source) throws -> Accumulate,
    mapResult: @escaping (Accumulate) throws -> Observer.Element, observer: Observer,
    cancel: Cancelable
  ) {
    self.state = seed
    self.accumulator = accumulator
    self.mapResult = mapResult
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Source>) {
    switch event {
    case .next(let value):
      do {
        state = try accumulator(state, value)
      } catch {
        forwardOn(.error(error))
        dispose()
      }
    case .error(let error):
      forwardOn(.error(error))
      dispose()
    case .completed:
      do {
        forwardOn(.next(try mapResult(state)))
        forwardOn(.completed)
      } catch {
        forwardOn(.error(error))
      }
      dispose()
    }
  }
}

/// A silent end of the source (a released subject) ends this sink and the chain behind it.
extension ReduceSink: SilentEndObserver {
  func sourceEndedSilently() { endWithSilentSource() }
}
