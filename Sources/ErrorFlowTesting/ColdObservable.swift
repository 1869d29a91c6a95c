import ReactiveCore

/// A ``TestableObservable`` that replays its events to each subscriber, at offsets from the
/// time it subscribed.
// unchecked Sendable: adds no stored state; TestableObservable's is guarded by its `lock`
final class ColdObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    let index = recordSubscription()
    let disposed = BooleanDisposable()
    for recordedEvent in recordedEvents {
      _ = testScheduler.scheduleRelativeVirtual((), dueTime: recordedEvent.time) { _ in
        if !disposed.isDisposed {
          observer.on(recordedEvent.value)
        }
        return Disposables.create()
      }
    }
    return Disposables.create { [self] in
      disposed.dispose()
      recordUnsubscription(at: index)
    }
  }
}
