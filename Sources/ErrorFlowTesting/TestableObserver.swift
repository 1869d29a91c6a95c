import ReactiveCore

/// An observer that records every event with the virtual time it arrived at, as in RxTest.
///
/// ```swift
/// let observer = scheduler.createObserver(Int.self)
/// scheduler.scheduleAt(200) { xs.subscribe(observer).disposed(by: bag) }
/// scheduler.start()
/// XCTAssertEqual(observer.events, [.next(210, 2), .completed(300)])
/// ```
// unchecked Sendable: `recorded` is guarded by `lock`; `scheduler` is a `let` (locked)
public final class TestableObserver<Element>: ObserverType, @unchecked Sendable {
  private let scheduler: TestScheduler
  private let lock = Lock()
  private var recorded: [Recorded<Event<Element>>] = []

  init(scheduler: TestScheduler) {
    self.scheduler = scheduler
  }

  /// The events received so far, with their virtual times.
  ///
  /// ```swift
  /// XCTAssertEqual(observer.events, [.next(210, 4), .completed(300)])
  /// ```
  public var events: [Recorded<Event<Element>>] { lock.withLock { recorded } }

  /// Records `event` at the scheduler's current clock.
  ///
  /// ```swift
  /// scheduler.scheduleAt(5) { observer.onNext(1) }  // recorded as .next(5, 1)
  /// ```
  ///
  /// - Parameter event: The event.
  public func on(_ event: Event<Element>) {
    let time = scheduler.clock
    lock.withLock { recorded.append(Recorded(time: time, value: event)) }
  }
}
