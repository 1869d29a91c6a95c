// IN-MODULE COPY of PublishSubject's hot path (Sources/ReactiveCore/Subjects/PublishSubject.swift
// `on(_:)`, `onNext(_:)` and `subscribeHandlers`, reached by `subscribe(onNext:)`), for the
// cross-module comparison (case a, InModule). `Observable` cannot be subclassed outside
// ReactiveCore, so this copy is a plain class with the same paths; everything it calls is the
// in-module copy.
import ErrorFlow
import Synchronization

private let inModuleLiveCounter = Atomic<Int>(0)

/// Copy of ReactiveCore's `Diagnostics` counter.
enum InModuleDiagnostics {
  @inline(__always)
  static func subscriptionCreated() { inModuleLiveCounter.add(1, ordering: .relaxed) }

  @inline(__always)
  static func subscriptionReleased() { inModuleLiveCounter.subtract(1, ordering: .relaxed) }
}

/// Copy of `PublishSubject`'s send and subscribe paths.
final class InModulePublishSubject<Element>: @unchecked Sendable {
  let dispatcher = InModuleSubjectDispatcher<Element>()
  var stopEvent: Event<Element>?

  deinit {
    dispatcher.ownerDidDeinit()
  }

  func on(_ event: Event<Element>) {
    dispatcher.lock.lock()
    if dispatcher.isStoppedLocked {
      dispatcher.lock.unlock()
      return
    }
    if event.isStopEvent {
      stopEvent = event
      dispatcher.isStoppedLocked = true
    }
    dispatcher.sendAndUnlock(event)
  }

  func onNext(_ element: Element) {
    dispatcher.lock.lock()
    if dispatcher.isStoppedLocked {
      dispatcher.lock.unlock()
      return
    }
    dispatcher.sendNextAndUnlock(element)
  }

  /// Copy of `subscribe(onNext:)` → `subscribeHandlers` while the subject is live.
  func subscribe(
    onNext: (@Sendable (Element) -> Void)? = nil,
    onError: (@Sendable (Swift.Error) -> Void)? = nil,
    onCompleted: (@Sendable () -> Void)? = nil,
    onDisposed: (@Sendable () -> Void)? = nil
  ) -> Disposable {
    dispatcher.lock.lock()
    let handlers = InModuleSubscriptionHandlers(
      onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    let registration = InModuleClosureRegistration(
      handlers, number: dispatcher.takeNumberLocked(), dispatcher: dispatcher)
    dispatcher.registerAndUnlock(registration)
    return registration
  }
}
