extension ObservableType {
  /// Returns a sequence of states: `initialState`, then `iterate` of the previous state, while
  /// `condition` holds; then completes.
  ///
  /// ```swift
  /// Observable.generate(initialState: 1, condition: { $0 < 100 }, iterate: { $0 * 3 })
  /// // 1, 3, 9, 27, 81, completed
  /// ```
  ///
  /// - Parameters:
  ///   - initialState: The first state.
  ///   - condition: Whether a state is sent; the first `false` completes the sequence.
  ///   - iterate: Computes the next state.
  /// - Returns: The sequence; an error thrown by a closure is sent as an `error` event.
  public static func generate(
    initialState: Element, condition: @escaping @Sendable (Element) throws -> Bool,
    iterate: @escaping @Sendable (Element) throws -> Element
  ) -> Observable<Element> {
    GenerateProducer(
      initialState: initialState, condition: condition, iterate: iterate, scheduler: nil)
  }

  /// Returns a sequence of states, one per action on `scheduler`: `initialState`, then
  /// `iterate` of the previous state, while `condition` holds; then completes.
  ///
  /// ```swift
  /// Observable.generate(
  ///   initialState: 1, condition: { $0 < 100 }, scheduler: MainScheduler.instance,
  ///   iterate: { $0 * 3 })
  /// ```
  ///
  /// - Parameters:
  ///   - initialState: The first state.
  ///   - condition: Whether a state is sent; the first `false` completes the sequence.
  ///   - scheduler: Where each state and the completion are sent.
  ///   - iterate: Computes the next state.
  /// - Returns: The sequence; an error thrown by a closure is sent as an `error` event.
  public static func generate(
    initialState: Element, condition: @escaping @Sendable (Element) throws -> Bool,
    scheduler: ImmediateSchedulerType, iterate: @escaping @Sendable (Element) throws -> Element
  ) -> Observable<Element> {
    GenerateProducer(
      initialState: initialState, condition: condition, iterate: iterate, scheduler: scheduler)
  }
}

// unchecked Sendable: immutable after init (`let`s only); `initialState` need not be Sendable
// (contract 7); `condition` and `iterate` are @Sendable
private final class GenerateProducer<Element>: Producer<Element>, @unchecked Sendable {
  let initialState: Element
  let condition: @Sendable (Element) throws -> Bool
  let iterate: @Sendable (Element) throws -> Element
  let scheduler: ImmediateSchedulerType?

  init(
    initialState: Element, condition: @escaping @Sendable (Element) throws -> Bool,
    iterate: @escaping @Sendable (Element) throws -> Element, scheduler: ImmediateSchedulerType?
  ) {
    self.initialState = initialState
    self.condition = condition
    self.iterate = iterate
    self.scheduler = scheduler
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let condition = self.condition
    let iterate = self.iterate
    var state = initialState
    var isFirst = true
    let sink = GeneratorSink(observer: observer, cancel: cancel) { () throws -> Element? in
      if isFirst {
        isFirst = false
      } else {
        state = try iterate(state)
      }
      return try condition(state) ? state : nil
    }
    if let scheduler { return (sink, sink.start(on: scheduler)) }
    return (sink, sink.start())
  }
}
