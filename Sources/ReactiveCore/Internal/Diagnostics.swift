import Synchronization

private let liveCounter = Atomic<Int>(0)

/// Counters for leak tests, always on: no compile flag is needed.
///
/// Every subscription the core creates (an operator's sink, a subject's registration, a
/// `create` subscription) counts as one while it is alive. A test records the value before a
/// scenario and asserts it is back to that value once everything is disposed:
///
/// ```swift
/// let before = Diagnostics.liveSubscriptions
/// do {
///   let bag = DisposeBag()
///   subject.map { $0 * 2 }.subscribe(onNext: { print($0) }).disposed(by: bag)
/// }
/// assert(Diagnostics.liveSubscriptions == before)
/// ```
public enum Diagnostics {
  /// How many subscriptions are alive right now, across the whole process.
  public static var liveSubscriptions: Int { liveCounter.load(ordering: .relaxed) }

  @inline(__always)
  package static func subscriptionCreated() {
    liveCounter.add(1, ordering: .relaxed)
  }

  @inline(__always)
  package static func subscriptionReleased() {
    liveCounter.subtract(1, ordering: .relaxed)
  }
}

/// RxSwift's name for the live-resource counter, kept so leak tests port unchanged.
public enum Resources {
  /// The number of live subscriptions; see ``Diagnostics/liveSubscriptions``.
  public static var total: Int32 { Int32(truncatingIfNeeded: Diagnostics.liveSubscriptions) }
}
