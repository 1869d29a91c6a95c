// IN-MODULE COPY of PublishSubject's hot path (Sources/ReactiveCore/Subjects/PublishSubject.swift
// `on(_:)` and `subscribe(_:)`, Observers/AnonymousObserver.swift and
// ObservableType+Subscribe.swift `subscribe(onNext:)`), for the cross-module comparison
// (case a, InModule). `Observable` cannot be subclassed outside ReactiveCore, so this copy is a
// plain class with the same two paths; everything it calls is the in-module copy.
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
  private let dispatcher = InModuleSubjectDispatcher<Element>()
  private var stopEvent: Event<Element>?
  private var disposed = false

  func on(_ event: Event<Element>) {
    dispatcher.lock.lock()
    if disposed || stopEvent != nil {
      dispatcher.lock.unlock()
      return
    }
    if event.isStopEvent { stopEvent = event }
    dispatcher.sendAndUnlock(event)
  }

  func onNext(_ element: Element) { on(.next(element)) }

  func subscribe(_ observer: InModuleAnonymousObserver<Element>) -> Disposable {
    dispatcher.lock.lock()
    if let stopEvent {
      dispatcher.lock.unlock()
      observer.on(stopEvent)
      return Disposables.create()
    }
    if disposed {
      dispatcher.lock.unlock()
      observer.on(.error(RxError.disposed(object: "PublishSubject")))
      return Disposables.create()
    }
    return dispatcher.registerAndUnlock(observer.on)
  }

  /// Copy of `subscribe(onNext:)` without `onDisposed` (nil in the benchmark).
  func subscribe(onNext: ((Element) -> Void)? = nil) -> Disposable {
    let observer = InModuleAnonymousObserver<Element> { event in
      switch event {
      case .next(let value): onNext?(value)
      case .error, .completed: break
      }
    }
    return subscribe(observer)
  }
}

/// Copy of `AnonymousObserver`.
final class InModuleAnonymousObserver<Element>: @unchecked Sendable {
  private let handler: (Event<Element>) -> Void
  private let stopped = InModuleAtomicFlag()

  init(_ handler: @escaping (Event<Element>) -> Void) {
    self.handler = handler
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next:
      if !stopped.isSet { handler(event) }
    case .error, .completed:
      if stopped.set() { handler(event) }
    }
  }
}
