import ErrorFlow
import Foundation

/// A virtual-time scheduler for bus tests: work runs only when the test advances the clock.
/// (Replace with ErrorFlowTesting's TestScheduler once it is on main.)
final class ManualScheduler: SchedulerType, @unchecked Sendable {
  private struct Item {
    let due: Double
    let order: Int
    let run: () -> Void
    let cancelled: BooleanDisposable
  }

  private let lock = NSLock()
  private var clock: Double = 0
  private var order = 0
  private var items: [Item] = []

  var now: RxTime { Date(timeIntervalSince1970: lock.withLock { clock }) }

  func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
    -> Disposable
  {
    scheduleRelative(state, dueTime: .seconds(0), action: action)
  }

  func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let cancelled = BooleanDisposable()
    lock.withLock {
      order += 1
      items.append(
        Item(
          due: clock + Self.seconds(dueTime), order: order, run: { _ = action(state) },
          cancelled: cancelled))
    }
    return cancelled
  }

  /// Runs everything due up to `seconds` from now, in time order.
  func advance(by seconds: Double) {
    let target = lock.withLock { clock + seconds }
    while true {
      let next: Item? = lock.withLock {
        let due = items.filter { $0.due <= target }.min { ($0.due, $0.order) < ($1.due, $1.order) }
        if let due {
          items.removeAll { $0.order == due.order }
          clock = max(clock, due.due)
        }
        return due
      }
      guard let next else { break }
      if !next.cancelled.isDisposed { next.run() }
    }
    lock.withLock { clock = target }
  }

  private static func seconds(_ interval: RxTimeInterval) -> Double {
    switch interval {
    case .seconds(let value): Double(value)
    case .milliseconds(let value): Double(value) / 1_000
    case .microseconds(let value): Double(value) / 1_000_000
    case .nanoseconds(let value): Double(value) / 1_000_000_000
    case .never: .infinity
    @unknown default: 0
    }
  }
}
