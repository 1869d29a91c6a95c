import ReactiveCore

/// A ``TestableObservable`` that replays its events to each subscriber, at offsets from the
/// time it subscribed.
// unchecked Sendable: adds no stored state; TestableObservable's is guarded by its `lock`
final class ColdObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    let index = recordSubscription()
    let disposed = BooleanDisposable()
    // The observer and the events need not be Sendable (contract 7): the scheduler's actions are
    // `@Sendable`, but these run on the thread that runs the TestScheduler, as HotObservable's
    // do; see UncheckedSendableBox.
    let target = UncheckedSendableBox(observer)
    for recordedEvent in recordedEvents {
      let event = UncheckedSendableBox(recordedEvent.value)
      _ = testScheduler.scheduleRelativeVirtual((), dueTime: recordedEvent.time) { _ in
        if !disposed.isDisposed {
          target.value.on(event.value)
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
