import ErrorFlow
import Foundation
import Observation
import ReactiveCore

/// What a screen bound to an ``ErrorPresenter`` shows at one moment.
struct PresenterSnapshot: Equatable, CustomStringConvertible {
  var alert: ErrorAlertState?
  var toasts: [ErrorToastState] = []
  var droppedToastCount = 0
  var errorPage: ErrorPageState?
  var signOut: SignOutState?

  var description: String {
    var parts: [String] = []
    if let alert {
      parts.append("alert #\(alert.id) \(alert.message) ×\(alert.count) \(alert.actions)")
    }
    if !toasts.isEmpty {
      parts.append(
        "toasts " + toasts.map { "#\($0.id) \($0.message) ×\($0.count)" }.joined(separator: ", "))
    }
    if droppedToastCount > 0 { parts.append("dropped \(droppedToastCount)") }
    if let page = errorPage { parts.append("page #\(page.id) \(page.message) \(page.actions)") }
    if let signOut { parts.append("signOut #\(signOut.id) \(signOut.message)") }
    return parts.isEmpty ? "(nothing)" : parts.joined(separator: "; ")
  }
}

/// One step of a test: the presenter's properties whose change an observer saw (in order,
/// once per change), and the state after the step.
struct PresenterStep: Equatable, CustomStringConvertible {
  var changes: [PresenterTrace.Property]
  var state: PresenterSnapshot

  var description: String { "\(changes.map(\.rawValue)) → \(state)" }
}

/// Watches an ``ErrorPresenter`` as a SwiftUI view would, through `withObservationTracking`:
/// one observation per property, armed again after each change, so every change of every
/// property is seen (a property written twice in a step shows twice), and none that did not
/// happen. Each change records whether it came on the main thread.
@MainActor
final class PresenterTrace {
  enum Property: String, CaseIterable, Sendable {
    case alert, toasts, droppedToastCount, errorPage, signOut
  }

  /// The changes seen, from whichever thread the presenter changed on.
  final class ChangeLog: @unchecked Sendable {
    private let lock = NSLock()
    private var changes: [Property] = []
    private var offMain: [Property] = []
    private var waiters: [(Int, CheckedContinuation<Void, Never>)] = []

    func append(_ property: Property, onMain: Bool) {
      let ready = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
        changes.append(property)
        if !onMain { offMain.append(property) }
        let ready = waiters.filter { $0.0 <= changes.count }.map(\.1)
        waiters.removeAll { $0.0 <= changes.count }
        return ready
      }
      for waiter in ready { waiter.resume() }
    }

    var count: Int { lock.withLock { changes.count } }
    var offMainChanges: [Property] { lock.withLock { offMain } }

    func take(from start: Int) -> [Property] {
      lock.withLock { Array(changes.dropFirst(start)) }
    }

    /// Returns once `count` changes were seen in all.
    func wait(for count: Int) async {
      await withCheckedContinuation { continuation in
        let ready = lock.withLock { () -> Bool in
          if changes.count >= count { return true }
          waiters.append((count, continuation))
          return false
        }
        if ready { continuation.resume() }
      }
    }
  }

  let presenter: ErrorPresenter
  let log = ChangeLog()
  private(set) var steps: [PresenterStep] = []
  private var seen = 0

  init(_ presenter: ErrorPresenter) {
    self.presenter = presenter
    for property in Property.allCases { arm(property) }
  }

  /// What the presenter shows now.
  var snapshot: PresenterSnapshot {
    PresenterSnapshot(
      alert: presenter.alert, toasts: presenter.toasts,
      droppedToastCount: presenter.droppedToastCount, errorPage: presenter.errorPage,
      signOut: presenter.signOut)
  }

  /// Ends a step: records the changes seen since the last step and the state now.
  func record() {
    let changes = log.take(from: seen)
    seen += changes.count
    steps.append(PresenterStep(changes: changes, state: snapshot))
  }

  /// Waits until `count` more changes than recorded so far were seen (at most `timeout`,
  /// real time), then records the step.
  func recordAfter(changes count: Int, timeout: Duration = .seconds(5)) async {
    let target = seen + count
    let log = log
    let waiter = Task { await log.wait(for: target) }
    let timer = Task {
      do { try await Task.sleep(for: timeout) } catch { return }
      log.append(.alert, onMain: false)  // unblocks the wait; shows as a failure
    }
    await waiter.value
    timer.cancel()
    record()
  }

  private func arm(_ property: Property) {
    withObservationTracking {
      switch property {
      case .alert: _ = presenter.alert
      case .toasts: _ = presenter.toasts
      case .droppedToastCount: _ = presenter.droppedToastCount
      case .errorPage: _ = presenter.errorPage
      case .signOut: _ = presenter.signOut
      }
    } onChange: { [weak self, log] in
      let onMain = Thread.isMainThread
      log.append(property, onMain: onMain)
      // Observe again for the next change; off the main thread there is nothing safe to
      // do, and the recorded thread fails the test.
      guard onMain else { return }
      MainActor.assumeIsolated { self?.arm(property) }
    }
  }
}
