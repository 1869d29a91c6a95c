import ReactiveCore

/// A ``TestableObservable`` whose events happen at absolute virtual times, whether or not
/// anyone is subscribed; a subscriber sees only the events after it subscribed.
// unchecked Sendable: `observers` and `nextKey` are guarded by `lock`; the observers (not Sendable,
// contract 7) are called outside it, on the thread that runs the TestScheduler
final class HotObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
  private let lock = Lock()
  private var observers: [Int: (Event<Element>) -> Void] = [:]
  private var nextKey = 0

  override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
    super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)
    // Weak: the scheduler's queue must not keep the observable (which keeps the scheduler)
    // alive. Events not yet sent when a test ends made that cycle, and leaked both with their
    // queued work. A hot observable no one holds has no subscriber left to send to.
    for recordedEvent in recordedEvents {
      testScheduler.scheduleAt(recordedEvent.time) { [weak self] in
        guard let self else { return }
        let current = lock.withLock { observers.sorted { $0.key < $1.key }.map(\.value) }
        for observer in current {
          observer(recordedEvent.value)
        }
      }
    }
  }

  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    let key = lock.withLock {
      let key = nextKey
      nextKey += 1
      observers[key] = observer.on
      return key
    }
    let index = recordSubscription()
    return Disposables.create { [self] in
      let removed = lock.withLock { observers.removeValue(forKey: key) }
      withExtendedLifetime(removed) {}
      recordUnsubscription(at: index)
    }
  }
}
