import ErrorFlow
import Foundation

/// The demo bus's coalescing windows: each lasts until the command that opened it has
/// settled, instead of a span of wall-clock time.
///
/// `repeat 3 sync` (three quick taps) folds its repeats into one follow-up; two separate
/// `sync` commands show one notice each, however fast they are typed or piped. So the demo's
/// output never depends on the machine's speed, and its tests compare it exactly. An app
/// leaves the bus's default scheduler, whose windows last `coalescingWindow` of real time.
final class CommandWindows: SchedulerType, @unchecked Sendable {
  private let lock = NSLock()
  private var pending: [Window] = []

  var now: RxTime { Date() }

  func schedule<StateType>(
    _ state: StateType, action: @escaping @Sendable (StateType) -> Disposable
  ) -> Disposable {
    action(state)
  }

  /// Keeps `action` until ``endAll()``, whatever `dueTime` says.
  func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval,
    action: @escaping @Sendable (StateType) -> Disposable
  ) -> Disposable {
    let window = Window { _ = action(state) }
    lock.withLock { pending.append(window) }
    return Disposables.create { window.cancel() }
  }

  /// Ends every open window: their follow-ups, if any, go to the view. Returns whether any
  /// window was open.
  @discardableResult
  func endAll() -> Bool {
    let windows = lock.withLock {
      let windows = pending
      pending = []
      return windows
    }
    for window in windows { window.end() }
    return !windows.isEmpty
  }

  /// One window's end, run at most once.
  private final class Window: @unchecked Sendable {
    private let lock = NSLock()
    private var action: (() -> Void)?

    init(_ action: @escaping () -> Void) { self.action = action }

    func end() { lock.withLock { action.take() }?() }

    func cancel() { lock.withLock { action = nil } }
  }
}
