/// What a time-based sink processes: an event of its source, or the tick of its timer.
enum TimedInput<Element, Tick> {
  case event(Event<Element>)
  case tick(Tick)
}

/// The base of the sinks of time-based operators (`debounce`, `delay`, `throttle`, `timeout`,
/// `buffer`, `window`): the source's events and the timer's ticks go through one serial
/// queue, so the state a subclass keeps needs no lock and no lock is held while forwarding
/// (contract 3).
///
/// A subclass overrides ``process(_:)`` and sends each source event into the queue from its own
/// `on(_:)`, `serial.run(.event(event), process)`: there `process` is the final subclass's own
/// method, called directly. It starts the timer with ``schedule(_:after:on:)``. These sinks
/// still have work once their source stops, so they do not end with a silent source
/// (``SilentEndObserver``).
// unchecked Sendable: `parameters` is an immutable `let`; `serial` is a SerialDelivery and `timer`
// a SerialDisposable (locked); subclasses keep their state inside `serial`
class TimedSink<Parameters, Source, Tick, Observer: ObserverType>: Sink<Observer>,
  @unchecked Sendable
{
  /// The operator's parameters (a copy of its producer's, which also holds the source).
  final let parameters: Parameters
  /// Serializes source events and ticks.
  final let serial = SerialDelivery<TimedInput<Source, Tick>>()
  /// The pending tick, replaced by each ``schedule(_:after:on:)``.
  final let timer = SerialDisposable()

  @inline(__always)
  init(_ parameters: Parameters, _ observer: Observer, _ cancel: Cancelable) {
    self.parameters = parameters
    super.init(observer: observer, cancel: cancel)
  }

  /// Handles one input, inside the serial queue.
  ///
  /// - Parameter input: A source event or a tick.
  func process(_ input: TimedInput<Source, Tick>) {
    abstractMethod()
  }

  /// Sends `tick` to ``process(_:)`` through the serial queue after `dueTime`, replacing the
  /// tick pending, if any. The timer slot is filled before the scheduler is asked, so a tick
  /// that the scheduler runs at once can start the next one without being overwritten.
  ///
  /// - Parameters:
  ///   - tick: What the tick carries (which value or window it is for).
  ///   - dueTime: How long to wait.
  ///   - scheduler: Runs the timer.
  final func schedule(_ tick: Tick, after dueTime: RxTimeInterval, on scheduler: any SchedulerType)
  {
    let pending = SingleAssignmentDisposable()
    timer.disposable = pending
    pending.setDisposable(
      scheduler.scheduleRelative(tick, dueTime: dueTime) { [weak self] tick in
        self?.serial.run(.tick(tick)) { self?.process($0) }
        return Disposables.create()
      })
  }

  /// The subscription of this sink to its source (what `OperatorProducer.start(_:)` returned)
  /// together with the timer's.
  ///
  /// - Parameter started: This sink and its subscription to the source.
  /// - Returns: This sink and both subscriptions.
  final func withTimer(_ started: SinkAndSubscription) -> SinkAndSubscription {
    (started.sink, Disposables.create(started.subscription, timer))
  }
}

/// The parameters of the operators that wait a given time on a scheduler (`debounce`, `delay`,
/// `delaySubscription`, `skip(for:)`, `take(for:)`, `throttle`, `timeout`).
///
/// Not generic, on purpose: the scheduler is an existential (its value witnesses are looked
/// up), and a generic type holding it needed its own type metadata looked up at each copy.
struct TimerParameters {
  let dueTime: RxTimeInterval
  let scheduler: any SchedulerType
}

/// The time-based operators whose elements are the source's own, one case each; their sinks
/// are in the operators' files. A non-generic enum, as ``TimerParameters`` is.
enum TimedOperator {
  case debounce(TimerParameters)
  case delay(TimerParameters)
  case delaySubscription(TimerParameters)
  case skipFor(TimerParameters)
  case takeFor(TimerParameters)
  case throttle(ThrottleParameters)
}

/// The producer of every ``TimedOperator``: at each subscription it builds the operator's own
/// sink, a concrete class.
// unchecked Sendable: adds no stored state (see OperatorProducer)
final class TimedProducer<Element>: OperatorProducer<Element, TimedOperator, Element>,
  @unchecked Sendable
{
  override func run<O: ObserverType>(_ observer: O, cancel: Cancelable) -> SinkAndSubscription
  where O.Element == Element {
    switch parameters {
    case .debounce(let timer):
      let sink = DebounceSink(timer, observer, cancel)
      return sink.withTimer(start(sink))
    case .delay(let timer):
      let sink = DelaySink(timer, observer, cancel)
      return sink.started(start(sink))
    case .delaySubscription(let timer):
      return delaySubscription(timer, observer, cancel)
    case .skipFor(let timer):
      return start(SkipForSink(observer: observer, cancel: cancel), after: timer) { $0.open.set() }
    case .takeFor(let timer):
      return start(TakeForSink(observer: observer, cancel: cancel), after: timer) {
        $0.receive(nil)
      }
    case .throttle(let parameters):
      let sink = ThrottleSink(parameters, observer, cancel)
      return sink.withTimer(start(sink))
    }
  }

  /// Subscribes `sink` to the source and, once `timer.dueTime` has passed, calls `tick` with it
  /// (unless it is gone by then): `skip(for:)` opens, `take(for:)` completes.
  private func start<Sink: ObserverType & Disposable & AnyObject>(
    _ sink: Sink, after timer: TimerParameters, _ tick: @escaping @Sendable (Sink) -> Void
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
  /// This sequence through the time-based operator `parameters`.
  ///
  /// - Parameter parameters: The operator.
  /// - Returns: The operator's sequence.
  func lift(_ parameters: TimedOperator) -> Observable<Element> {
    TimedProducer(source: asObservable(), parameters: parameters)
  }
}
