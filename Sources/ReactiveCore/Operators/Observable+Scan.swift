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
    _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate
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
    into seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void
  ) -> Observable<Accumulate> {
    ScanProducer(source: asObservable(), seed: seed, accumulator: accumulator)
  }
}

private final class ScanProducer<Source, Accumulate>: Producer<Accumulate>,
  @unchecked Sendable
{
  let source: Observable<Source>
  let seed: Accumulate
  let accumulator: (inout Accumulate, Source) throws -> Void

  init(
    source: Observable<Source>, seed: Accumulate,
    accumulator: @escaping (inout Accumulate, Source) throws -> Void
  ) {
    self.source = source
    self.seed = seed
    self.accumulator = accumulator
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Accumulate {
    let sink = ScanSink(seed: seed, accumulator: accumulator, observer: observer, cancel: cancel)
    return (sink, source.subscribe(sink))
  }
}

private final class ScanSink<Source, Observer: ObserverType>: Sink<Observer>, ObserverType,
  @unchecked Sendable
{
  typealias Accumulate = Observer.Element
  private var state: Accumulate
  let accumulator: (inout Accumulate, Source) throws -> Void

  init(
    seed: Accumulate, accumulator: @escaping (inout Accumulate, Source) throws -> Void,
    observer: Observer, cancel: Cancelable
  ) {
    self.state = seed
    self.accumulator = accumulator
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Source>) {
    switch event {
    case .next(let value):
      onNext(value)
    case .error(let error):
      forwardOn(.error(error))
      dispose()
    case .completed:
      forwardOn(.completed)
      dispose()
    }
  }

  /// The per-value path: no ``Event`` is built on the way down.
  func onNext(_ value: Source) {
    do {
      try accumulator(&state, value)
    } catch {
      forwardErrorAndDispose(error)
      return
    }
    forwardNext(state)
  }
}

/// A silent end of the source (a released subject) ends this sink and the chain behind it.
extension ScanSink: SilentEndObserver {
  func sourceEndedSilently() { endWithSilentSource() }
}
