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
/// `delaySubscription`, `skip(for:)`, `take(for:)`).
struct TimerParameters {
  let dueTime: RxTimeInterval
  let scheduler: any SchedulerType
}
