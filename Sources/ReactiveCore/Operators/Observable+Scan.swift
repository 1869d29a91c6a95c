extension ObservableType {
  /// Sends each intermediate result of folding the elements into `seed` with `accumulator`.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3).scan(0, accumulator: +)  // 1, 3, 6
  /// ```
  ///
  /// - Parameters:
  ///   - seed: The initial accumulated value (not sent).
  ///   - accumulator: Combines the accumulated value with an element; a thrown error is sent
  ///     as an `error` event.
  /// - Returns: The sequence of accumulated values.
  public func scan<Accumulate>(
    _ seed: Accumulate, accumulator: @escaping @Sendable (Accumulate, Element) throws -> Accumulate
  ) -> Observable<Accumulate> {
    ScanProducer(source: asObservable(), seed: seed) { state, element in
      state = try accumulator(state, element)
    }
  }

  /// Sends each intermediate result of folding the elements into `seed`, mutating it in place.
  ///
  /// ```swift
  /// Observable.of("a", "b").scan(into: [String]()) { $0.append($1) }  // ["a"], ["a", "b"]
  /// ```
  ///
  /// - Parameters:
  ///   - seed: The initial accumulated value (not sent).
  ///   - accumulator: Updates the accumulated value with an element; a thrown error is sent
  ///     as an `error` event.
  /// - Returns: The sequence of accumulated values.
  public func scan<Accumulate>(
    into seed: Accumulate,
    accumulator: @escaping @Sendable (inout Accumulate, Element) throws -> Void
  ) -> Observable<Accumulate> {
    ScanProducer(source: asObservable(), seed: seed, accumulator: accumulator)
  }
}

private struct ScanParameters<Source, Element> {
  let accumulator: @Sendable (inout Element, Source) throws -> Void
}

// unchecked Sendable: immutable after init; `seed` need not be Sendable (contract 7);
// `parameters.accumulator` is @Sendable
private final class ScanProducer<Source, Element>:
  OperatorProducer<Source, ScanParameters<Source, Element>, Element>, @unchecked Sendable
{
  /// Not in the parameters: a value whose size depends on `Element` would make their type's
  /// metadata be looked up at each copy.
  let seed: Element

  init(
    source: Observable<Source>, seed: Element,
    accumulator: @escaping @Sendable (inout Element, Source) throws -> Void
  ) {
    self.seed = seed
    super.init(source: source, parameters: ScanParameters(accumulator: accumulator))
  }

  override func run<O: ObserverType>(_ observer: O, cancel: Cancelable) -> SinkAndSubscription
  where O.Element == Element {
    start(ScanSink(parameters, observer, cancel, seed: seed))
  }
}

// unchecked Sendable: `state` and the Sink's state change only in its source's events, which arrive
// one at a time (contract 2)
private final class ScanSink<Source, Observer: ObserverType>:
  OperatorSink<ScanParameters<Source, Observer.Element>, Observer>, ValueOperatorSink,
  @unchecked Sendable
{
  private var state: Observer.Element

  init(
    _ parameters: ScanParameters<Source, Observer.Element>, _ observer: Observer,
    _ cancel: Cancelable, seed: Observer.Element
  ) {
    state = seed
    super.init(parameters, observer, cancel)
  }

  /// The per-value path: no ``Event`` is built on the way down.
  func onNext(_ value: Source) {
    do {
      try parameters.accumulator(&state, value)
    } catch {
      forwardErrorAndDispose(error)
      return
    }
    forwardNext(state)
  }
}
