import ReactiveCore

/// Counts work in flight and publishes whether any is running: the ActivityIndicator
/// pattern. Subscribers get the current value first, then each change; it never terminates.
///
/// Count changes run one at a time through one serial queue (never under a lock), so the
/// values reach the ``BehaviorSubject`` in the order they happened; the subject replays the
/// current value to each new subscriber and handles subscribe/send races.
final class ActivityCounter: @unchecked Sendable {
  private let serial = SerialDelivery<Int>()
  private let active = BehaviorSubject(value: false)
  // Touched only inside `serial`, which never runs two changes at the same time.
  private var count = 0

  /// `true` while at least one piece of work runs.
  var isActive: Observable<Bool> { active.asObservable() }

  /// One more piece of work started.
  func increment() { change(by: 1) }

  /// One piece of work finished.
  func decrement() { change(by: -1) }

  private func change(by delta: Int) {
    serial.run(delta) { delta in
      let wasActive = count > 0
      count += delta
      let isActive = count > 0
      if wasActive != isActive { active.onNext(isActive) }
    }
  }
}
