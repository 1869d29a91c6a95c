/// A subject that replays up to `bufferSize` of the latest values to each new subscriber,
/// then sends it every later event.
///
/// After a terminal event, new subscribers receive the buffered values then that terminal
/// event (contract 6); after `dispose()`, they receive `RxError.disposed`. The replay goes
/// through the same serial delivery as every other event, so a value sent while someone
/// subscribes is received exactly once, after the replay (contracts 2 and 3).
///
/// ```swift
/// let log = ReplaySubject<String>.create(bufferSize: 2)
/// log.onNext("a"); log.onNext("b"); log.onNext("c")
/// log.subscribe(onNext: { print($0) }).disposed(by: disposeBag)  // prints b, c
/// ```
// unchecked Sendable: `buffer`, `oldest`, `stopEvent` and `disposed` are guarded by
// `dispatcher.lock`; `bufferSize` is a `let`; elements need not be Sendable (contract 7)
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType,
  Cancelable, @unchecked Sendable
{
  private let dispatcher = SubjectDispatcher<Element>()
  private let bufferSize: Int?
  /// The buffered values; when bounded and full, a ring whose oldest value is at `oldest`.
  private var buffer: [Element] = []
  private var oldest = 0
  private var stopEvent: Event<Element>?
  private var disposed = false

  private init(bufferSize: Int?) {
    self.bufferSize = bufferSize.map { max(0, $0) }
  }
  deinit {
    dispatcher.ownerDidDeinit()
  }

  /// Creates a subject that replays the latest `bufferSize` values.
  ///
  /// ```swift
  /// let latest = ReplaySubject<Int>.create(bufferSize: 1)
  /// ```
  ///
  /// - Parameter bufferSize: How many of the latest values to replay; `0` replays none.
  /// - Returns: The subject.
  public static func create(bufferSize: Int) -> ReplaySubject<Element> {
    ReplaySubject(bufferSize: bufferSize)
  }

  /// Creates a subject that replays every value it has received.
  ///
  /// ```swift
  /// let history = ReplaySubject<Int>.createUnbounded()
  /// ```
  ///
  /// - Returns: The subject.
  public static func createUnbounded() -> ReplaySubject<Element> {
    ReplaySubject(bufferSize: nil)
  }

  /// Whether any observer is subscribed.
  ///
  /// ```swift
  /// if subject.hasObservers { print("someone is listening") }
  /// ```
  public var hasObservers: Bool { dispatcher.lock.withLock { dispatcher.hasObserversLocked } }

  /// Whether `dispose()` has been called.
  ///
  /// ```swift
  /// subject.dispose()
  /// assert(subject.isDisposed)
  /// ```
  public var isDisposed: Bool { dispatcher.lock.withLock { disposed } }

  /// Buffers a value and sends `event` to every subscriber.
  ///
  /// ```swift
  /// subject.on(.next(1))
  /// ```
  ///
  /// - Parameter event: The event; anything after a terminal event or `dispose()` is ignored.
  public func on(_ event: Event<Element>) {
    if case .next(let value) = event {
      onNext(value)
      return
    }
    dispatcher.lock.lock()
    if dispatcher.isStoppedLocked {
      dispatcher.lock.unlock()
      return
    }
    stopEvent = event
    dispatcher.isStoppedLocked = true
    dispatcher.sendAndUnlock(event)
  }

  /// Buffers `element` and sends it to every subscriber.
  ///
  /// ```swift
  /// subject.onNext(1)
  /// ```
  ///
  /// - Parameter element: The value; ignored after a terminal event or `dispose()`.
  public func onNext(_ element: Element) {
    dispatcher.lock.lock()
    // `isStoppedLocked` rather than `stopEvent != nil`, and no `Element?` or `Event` built
    // here: in unspecialized code each would look up its type's metadata on every send.
    if dispatcher.isStoppedLocked {
      dispatcher.lock.unlock()
      return
    }
    guard let bufferSize, buffer.count >= bufferSize else {
      buffer.append(element)
      dispatcher.sendNextAndUnlock(element)
      return
    }
    if bufferSize == 0 {
      dispatcher.sendNextAndUnlock(element)
      return
    }
    // The value pushed out of the ring is released after unlocking: its deinit may use
    // this subject.
    var evicted = element
    swap(&evicted, &buffer[oldest])
    oldest = oldest + 1 == bufferSize ? 0 : oldest + 1
    dispatcher.sendNextAndUnlock(element)
    withExtendedLifetime(evicted) {}
  }

  /// The buffered values, oldest first.
  private var replayBuffer: [Element] {
    oldest == 0 ? buffer : Array(buffer[oldest...] + buffer[..<oldest])
  }

  /// Subscribes `observer`: it receives the buffered values, then every later event (or the
  /// terminal event, if the subject has already ended).
  ///
  /// ```swift
  /// let subscription = subject.subscribe(AnyObserver { print($0) })
  /// ```
  ///
  /// - Parameter observer: The receiver.
  /// - Returns: The subscription.
  public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    dispatcher.lock.lock()
    if disposed {
      return dispatcher.terminateAndUnlock(
        observer, replay: [], with: .error(RxError.disposed(object: "ReplaySubject")))
    }
    let replay = replayBuffer
    if let stopEvent {
      // Contract 3: in queue order, not inside a handler that is still delivering.
      return dispatcher.terminateAndUnlock(observer, replay: replay, with: stopEvent)
    }
    return dispatcher.registerAndUnlock(observer, replay: replay)
  }

  override func subscribeHandlers(_ handlers: SubscriptionHandlers<Element>) -> Disposable {
    dispatcher.lock.lock()
    if disposed || stopEvent != nil {
      dispatcher.lock.unlock()
      return super.subscribeHandlers(handlers)
    }
    let registration = ClosureRegistration(
      handlers, number: dispatcher.takeNumberLocked(), dispatcher: dispatcher)
    dispatcher.registerAndUnlock(registration, replay: replayBuffer)
    return registration
  }

  /// Whether the subject has received its terminal event (or been disposed).
  var hasStopped: Bool { dispatcher.lock.withLock { disposed || stopEvent != nil } }

  /// The observer side of the subject.
  ///
  /// ```swift
  /// let input: ReplaySubject<Int> = subject.asObserver()
  /// ```
  ///
  /// - Returns: The subject itself.
  public func asObserver() -> ReplaySubject<Element> { self }

  /// Ends every subscription without sending a terminal event and drops the buffer; later
  /// subscribers get `RxError.disposed`. Calling it again does nothing.
  ///
  /// ```swift
  /// subject.dispose()
  /// ```
  public func dispose() {
    let (registrations, dropped) = dispatcher.lock.withLock {
      disposed = true
      dispatcher.isStoppedLocked = true
      let dropped = buffer
      buffer = []
      oldest = 0
      return (dispatcher.removeAllLocked(), dropped)
    }
    for registration in registrations { registration.endByOwner() }
    withExtendedLifetime(dropped) {}
  }
}
