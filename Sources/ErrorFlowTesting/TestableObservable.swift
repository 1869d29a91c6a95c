import ReactiveCore

/// An observable that replays recorded events on a ``TestScheduler`` and records when
/// observers subscribe and unsubscribe, as in RxTest.
///
/// Create one with ``TestScheduler/createHotObservable(_:)`` (events at absolute times,
/// whether or not anyone listens) or ``TestScheduler/createColdObservable(_:)`` (events at
/// offsets from each subscription).
///
/// ```swift
/// let xs = scheduler.createHotObservable([.next(210, 2), .completed(300)])
/// let res = scheduler.start { xs.map { $0 * 2 } }
/// XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
/// ```
// unchecked Sendable: `recorded` and `recordedSubscriptions` are guarded by `lock`; `testScheduler`
// is a `let` (locked)
public class TestableObservable<Element>: ObservableType, @unchecked Sendable {
  /// The scheduler that replays the events.
  let testScheduler: TestScheduler
  private let lock = Lock()
  private var recorded: [Recorded<Event<Element>>]
  private var recordedSubscriptions: [Subscription] = []

  init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
    self.testScheduler = testScheduler
    self.recorded = recordedEvents
  }

  /// The subscriptions so far, in subscription order; an active one ends at `Int.max`.
  ///
  /// ```swift
  /// XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  /// ```
  public var subscriptions: [Subscription] { lock.withLock { recordedSubscriptions } }

  /// The events this observable replays.
  ///
  /// ```swift
  /// XCTAssertEqual(xs.recordedEvents, [.next(210, 2), .completed(300)])
  /// ```
  public var recordedEvents: [Recorded<Event<Element>>] { lock.withLock { recorded } }

  /// Subscribes `observer`; it receives the recorded events at their virtual times.
  ///
  /// ```swift
  /// scheduler.scheduleAt(200) { xs.subscribe(observer).disposed(by: bag) }
  /// ```
  ///
  /// - Parameter observer: The receiver of events.
  /// - Returns: The subscription; disposing it records the unsubscription time.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    Disposables.create()
  }

  /// Records a subscription at the current clock.
  ///
  /// - Returns: Its index, for ``recordUnsubscription(at:)``.
  func recordSubscription() -> Int {
    let now = testScheduler.clock
    return lock.withLock {
      recordedSubscriptions.append(Subscription(now))
      return recordedSubscriptions.count - 1
    }
  }

  /// Ends the subscription at `index` at the current clock.
  ///
  /// - Parameter index: The index ``recordSubscription()`` returned.
  func recordUnsubscription(at index: Int) {
    let now = testScheduler.clock
    lock.withLock {
      let existing = recordedSubscriptions[index]
      recordedSubscriptions[index] = Subscription(existing.subscribe, now)
    }
  }
}
