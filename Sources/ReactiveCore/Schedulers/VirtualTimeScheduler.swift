import Foundation

/// A scheduler whose clock moves only when you run it: the base of ``HistoricalScheduler``
/// and of ErrorFlowTesting's `TestScheduler`, as in RxSwift 6.
///
/// Work waits in a priority queue, ordered by due time and then by the order it was scheduled
/// (first in, first out). ``start()`` runs it all, ``advanceTo(_:)`` runs what is due up to a
/// time; each run moves ``clock`` to the item's time, never backwards. Work may schedule more
/// work: it joins the queue and runs in the same pass when due. The `Converter` says what the
/// clock counts (see ``VirtualTimeConverterType``).
///
/// ```swift
/// let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 0))
/// _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
///   print(scheduler.now.timeIntervalSince1970)  // 10.0
///   return Disposables.create()
/// }
/// scheduler.start()
/// ```
///
/// Threads: drive it (``start()``, ``advanceTo(_:)``, ``sleep(_:)``, ``stop()``) from one
/// thread at a time, as RxSwift requires; scheduling work from other threads is safe, as
/// operators may do it. A second ``start()`` while one runs returns at once. Where RxSwift
/// stops the process (`advanceTo` while running, `sleep` into the past), this scheduler does
/// nothing. Work due after `.never` is not queued at all.
// unchecked Sendable: `currentClock`, `running`, `queue` and `nextID` are guarded by `lock`;
// `converter` is an immutable `let`
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType,
  CustomDebugStringConvertible, @unchecked Sendable
{
  /// The type of the clock's values.
  public typealias VirtualTime = Converter.VirtualTimeUnit
  /// The type of a span between two clock values.
  public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

  private let lock = Lock()
  private let converter: Converter
  // Guarded by `lock`.
  private var currentClock: VirtualTime
  private var running = false
  private var queue: VirtualSchedulerQueue<Converter>
  private var nextID = 0

  /// Creates a scheduler whose clock starts at `initialClock`.
  ///
  /// ```swift
  /// let scheduler = VirtualTimeScheduler(
  ///   initialClock: Date(timeIntervalSince1970: 0), converter: HistoricalSchedulerTimeConverter())
  /// ```
  ///
  /// - Parameters:
  ///   - initialClock: The starting virtual time.
  ///   - converter: What the clock counts and how it maps to dates.
  public init(initialClock: VirtualTime, converter: Converter) {
    currentClock = initialClock
    self.converter = converter
    queue = VirtualSchedulerQueue(converter: converter)
  }

  /// The current virtual time as a date.
  ///
  /// ```swift
  /// let started = scheduler.now
  /// ```
  public var now: RxTime { converter.convertFromVirtualTime(clock) }

  /// The current virtual time.
  ///
  /// ```swift
  /// scheduler.advanceTo(Date(timeIntervalSince1970: 30))
  /// print(scheduler.clock)  // 1970-01-01 00:00:30 +0000
  /// ```
  public var clock: VirtualTime { lock.withLock { currentClock } }

  /// The scheduler's type, clock and the due times of the work still queued, in run order.
  ///
  /// ```swift
  /// print(scheduler)  // TestScheduler(clock: 0, pending: [150, 210, 300])
  /// ```
  public var debugDescription: String {
    let (clock, items) = lock.withLock { (currentClock, queue.liveItems) }
    let ordered = items.sorted { queue.runsBefore($0, $1) }.map(\.time)
    return "\(type(of: self))(clock: \(clock), pending: \(ordered))"
  }

  // MARK: - Scheduling

  /// Schedules `action` to run now: `scheduleRelative` with a zero delay.
  ///
  /// ```swift
  /// _ = scheduler.schedule(()) { _ in print("ran"); return Disposables.create() }
  /// ```
  ///
  /// - Parameters:
  ///   - state: Passed to `action`.
  ///   - action: The work.
  /// - Returns: A disposable that cancels the work if it has not run yet.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping @Sendable (StateType) -> Disposable
  ) -> Disposable {
    scheduleRelative(state, dueTime: .microseconds(0), action: action)
  }

  /// Schedules `action` `dueTime` after ``now``: the date is converted to virtual time, then
  /// passed through ``adjustScheduledTime(_:)``.
  ///
  /// ```swift
  /// _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in Disposables.create() }
  /// ```
  ///
  /// - Parameters:
  ///   - state: Passed to `action`.
  ///   - dueTime: The delay; `.never` never runs.
  ///   - action: The work.
  /// - Returns: A disposable that cancels the work if it has not run yet.
  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval,
    action: @escaping @Sendable (StateType) -> Disposable
  ) -> Disposable {
    let seconds = dueTime.seconds
    guard seconds.isFinite else { return Disposables.create() }
    let time = converter.convertToVirtualTime(now.addingTimeInterval(seconds))
    return scheduleAbsoluteVirtual(state, time: adjustScheduledTime(time), action: action)
  }

  /// Schedules `action` `dueTime` after ``clock``, in virtual units, without adjustment.
  ///
  /// ```swift
  /// _ = scheduler.scheduleRelativeVirtual((), dueTime: 10) { _ in Disposables.create() }
  /// ```
  ///
  /// - Parameters:
  ///   - state: Passed to `action`.
  ///   - dueTime: The delay in virtual units.
  ///   - action: The work.
  /// - Returns: A disposable that cancels the work if it has not run yet.
  public func scheduleRelativeVirtual<StateType>(
    _ state: StateType, dueTime: VirtualTimeInterval,
    action: @escaping @Sendable (StateType) -> Disposable
  ) -> Disposable {
    let time = converter.offsetVirtualTime(clock, offset: dueTime)
    return scheduleAbsoluteVirtual(state, time: time, action: action)
  }

  /// Schedules `action` at the virtual time `time`, without adjustment. A time already past
  /// runs next, at the current clock.
  ///
  /// ```swift
  /// _ = scheduler.scheduleAbsoluteVirtual((), time: 300) { _ in Disposables.create() }
  /// ```
  ///
  /// - Parameters:
  ///   - state: Passed to `action`.
  ///   - time: The virtual time to run at.
  ///   - action: The work.
  /// - Returns: A disposable that cancels the work if it has not run yet, and disposes what
  ///   the work returned once it ran.
  public func scheduleAbsoluteVirtual<StateType>(
    _ state: StateType, time: VirtualTime, action: @escaping @Sendable (StateType) -> Disposable
  ) -> Disposable {
    // The state need not be Sendable (contract 7): the one running scheduler hands it to the
    // action once; see UncheckedSendableBox.
    let carried = UncheckedSendableBox(state)
    return lock.withLock {
      let item = VirtualSchedulerItem(time: time, id: nextID) { action(carried.value) }
      nextID += 1
      queue.insert(item)
      return item
    }
  }

  /// Adjusts the time of work scheduled through ``schedule(_:action:)`` and
  /// ``scheduleRelative(_:dueTime:action:)`` before it is queued. Returns `time` unchanged;
  /// `TestScheduler` overrides it to simulate a processing delay.
  ///
  /// ```swift
  /// override func adjustScheduledTime(_ time: Int) -> Int { max(time, clock + 1) }
  /// ```
  ///
  /// - Parameter time: The converted due time.
  /// - Returns: The time to queue the work at.
  open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
    time
  }

  // MARK: - Running

  /// Runs all queued work, including work it schedules, until the queue is empty or
  /// ``stop()`` is called. Does nothing if the scheduler is already running.
  ///
  /// ```swift
  /// scheduler.start()
  /// ```
  public func start() {
    guard beginRun() else { return }
    while let item = nextItem(until: nil) {
      item.invoke()
    }
    lock.withLock { running = false }
  }

  /// Runs the work due at or before `virtualTime`, then sets the clock to `virtualTime`
  /// (as RxSwift does, even when that is earlier than the clock).
  ///
  /// Called while the scheduler is running (from inside scheduled work), it does nothing;
  /// RxSwift stops the process there.
  ///
  /// ```swift
  /// scheduler.advanceTo(Date(timeIntervalSince1970: 100))
  /// ```
  ///
  /// - Parameter virtualTime: The time to advance to.
  public func advanceTo(_ virtualTime: VirtualTime) {
    guard beginRun() else { return }
    while let item = nextItem(until: virtualTime) {
      item.invoke()
    }
    lock.withLock {
      currentClock = virtualTime
      running = false
    }
  }

  /// Moves the clock forward by `virtualInterval` without running any work. An interval
  /// that would move the clock backwards does nothing (RxSwift stops the process).
  ///
  /// ```swift
  /// scheduler.sleep(100)
  /// ```
  ///
  /// - Parameter virtualInterval: The span to skip.
  public func sleep(_ virtualInterval: VirtualTimeInterval) {
    lock.withLock {
      let sleepTo = converter.offsetVirtualTime(currentClock, offset: virtualInterval)
      if converter.compareVirtualTime(sleepTo, currentClock) == .greaterThan {
        currentClock = sleepTo
      }
    }
  }

  /// Stops ``start()`` or ``advanceTo(_:)`` after the work that is running now.
  ///
  /// ```swift
  /// scheduler.stop()
  /// ```
  public func stop() {
    lock.withLock { running = false }
  }

  private func beginRun() -> Bool {
    lock.withLock {
      if running { return false }
      running = true
      return true
    }
  }

  /// Removes the next live item due at or before `limit` and moves the clock to it; `nil`
  /// when stopped or nothing is due. Cancelled items are released outside the lock.
  private func nextItem(until limit: VirtualTime?) -> VirtualSchedulerItem<VirtualTime>? {
    while true {
      lock.lock()
      guard running, let first = queue.first else {
        lock.unlock()
        return nil
      }
      if let limit, converter.compareVirtualTime(first.time, limit) == .greaterThan {
        lock.unlock()
        return nil
      }
      _ = queue.removeFirst()
      if first.isDisposed {
        lock.unlock()
        first.discard()
        continue
      }
      if converter.compareVirtualTime(first.time, currentClock) == .greaterThan {
        currentClock = first.time
      }
      lock.unlock()
      return first
    }
  }
}
