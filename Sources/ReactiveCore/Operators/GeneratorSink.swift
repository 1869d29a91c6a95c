/// The sink behind the synchronous sources (`from`, `of`, `range`, `repeatElement`,
/// `generate`, `just(_:scheduler:)`): sends what `nextElement` returns, `completed` when it
/// returns `nil`, or `error` when it throws, and stops as soon as it is disposed.
///
/// Without a scheduler it loops on the subscribing thread, through ``SynchronousTrampoline``
/// so an operator downstream can stop it early. With a scheduler each element is one
/// scheduled action, as in RxSwift's recursive scheduling; a scheduler that runs actions
/// synchronously does not grow the stack.
// unchecked Sendable: `scheduling` and `rescheduleRequested` are guarded by `lock`; `nextElement`
// is not @Sendable, as each subscription builds its own over its own mutable state (an iterator,
// a counter): only the one thread that set `scheduling` calls it
final class GeneratorSink<Observer: ObserverType>: Sink<Observer>, @unchecked Sendable {
  typealias Element = Observer.Element

  private let nextElement: () throws -> Element?
  private let lock = Lock()
  private var scheduling = false
  private var rescheduleRequested = false
  private let scheduled = SerialDisposable()

  init(
    observer: Observer, cancel: Cancelable, nextElement: @escaping () throws -> Element?
  ) {
    self.nextElement = nextElement
    super.init(observer: observer, cancel: cancel)
  }

  /// Starts sending on the current thread; returns the upstream subscription for `run`.
  func start() -> Disposable {
    SynchronousTrampoline.schedule { [self] in loop() }
    return Disposables.create()
  }

  /// Starts sending one element per action on `scheduler`; returns the upstream subscription.
  func start(on scheduler: ImmediateSchedulerType) -> Disposable {
    scheduleStep(on: scheduler)
    return scheduled
  }

  private func loop() {
    while !isDisposed {
      guard step() else { return }
      if SynchronousTrampoline.hasPendingWork {
        SynchronousTrampoline.schedule { [self] in loop() }
        return
      }
    }
  }

  /// Sends one event; returns whether the sequence goes on.
  private func step() -> Bool {
    let element: Element?
    do {
      element = try nextElement()
    } catch {
      forwardOn(.error(error))
      dispose()
      return false
    }
    guard let element else {
      forwardOn(.completed)
      dispose()
      return false
    }
    forwardNext(element)
    return true
  }

  private func scheduleStep(on scheduler: ImmediateSchedulerType) {
    lock.lock()
    if scheduling {
      rescheduleRequested = true
      lock.unlock()
      return
    }
    scheduling = true
    lock.unlock()
    while true {
      if isDisposed { break }
      scheduled.disposable = scheduler.schedule(()) { [self] _ in
        if !isDisposed, step() { scheduleStep(on: scheduler) }
        return Disposables.create()
      }
      lock.lock()
      if rescheduleRequested {
        rescheduleRequested = false
        lock.unlock()
        continue
      }
      scheduling = false
      lock.unlock()
      return
    }
    lock.withLock { scheduling = false }
  }
}
