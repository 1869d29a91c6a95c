import ReactiveCore

/// Counts work in flight and publishes whether any is running: the ActivityIndicator
/// pattern. Subscribers get the current value first, then each change; it never terminates.
///
/// Changes and new subscriptions run one at a time through one serial queue (never under a
/// lock), so every subscriber sees the values in the order they happened.
final class ActivityCounter: @unchecked Sendable {
  private final class Subscriber: @unchecked Sendable {
    let observer: AnyObserver<Bool>
    let ended = AtomicFlag()
    init(_ observer: AnyObserver<Bool>) { self.observer = observer }
  }

  private let serial = SerialDelivery<() -> Void>()
  // Touched only by jobs, which never run at the same time.
  private var count = 0
  private var subscribers: [ObjectIdentifier: Subscriber] = [:]

  /// `true` while at least one piece of work runs.
  var isActive: Observable<Bool> {
    Observable.create { [self] observer in
      let subscriber = Subscriber(observer)
      run {
        if subscriber.ended.isSet { return }
        self.subscribers[ObjectIdentifier(subscriber)] = subscriber
        subscriber.observer.onNext(self.count > 0)
      }
      return Disposables.create { [self] in
        subscriber.ended.set()
        run { self.subscribers[ObjectIdentifier(subscriber)] = nil }
      }
    }
  }

  /// One more piece of work started.
  func increment() { change(by: 1) }

  /// One piece of work finished.
  func decrement() { change(by: -1) }

  private func change(by delta: Int) {
    run {
      let wasActive = self.count > 0
      self.count += delta
      let isActive = self.count > 0
      guard wasActive != isActive else { return }
      for subscriber in self.subscribers.values where !subscriber.ended.isSet {
        subscriber.observer.onNext(isActive)
      }
    }
  }

  private func run(_ job: @escaping () -> Void) {
    serial.run(job) { $0() }
  }
}
