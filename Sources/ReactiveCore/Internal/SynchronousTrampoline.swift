#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A per-thread run queue that lets a synchronous source stop as soon as a downstream operator
/// has seen enough, as RxSwift's `CurrentThreadScheduler` trampoline does.
///
/// The problem: in `Observable.from(1...1_000_000).take(2)`, `take` cannot dispose its upstream
/// subscription while `from` is still looping inside `subscribe`, because that subscription is
/// only returned when the loop ends. So the outermost `Producer` subscription on a thread
/// runs inside ``run(_:)``: while the chain is being subscribed, a synchronous source only
/// enqueues its loop (``schedule(_:)``) and its `subscribe` returns at once; every operator
/// stores its upstream subscription; then the queued loops run, and an operator that ends
/// early stops them by disposing.
///
/// A subscription made while the queue drains (from inside an `onNext` handler, say) opens a
/// frame of its own, drained before that `subscribe` returns: nested synchronous sources run
/// depth-first and have sent everything by the time `subscribe` returns, as without a
/// trampoline. Loops queued in one frame (the two sides of a `zip`) take turns element by
/// element (``hasPendingWork``), so one infinite side cannot starve the other.
package final class SynchronousTrampoline {
  private var queue: [() -> Void] = []
  private var head = 0
  private var isDraining = false
  private let previous: SynchronousTrampoline?

  private init(previous: SynchronousTrampoline?) {
    self.previous = previous
  }

  /// The innermost frame on the current thread, if any.
  private static var current: SynchronousTrampoline? {
    guard let pointer = pthread_getspecific(trampolineKey) else { return nil }
    return Unmanaged<SynchronousTrampoline>.fromOpaque(pointer).takeUnretainedValue()
  }

  private static func setCurrent(_ frame: SynchronousTrampoline?) {
    pthread_setspecific(trampolineKey, frame.map { Unmanaged.passUnretained($0).toOpaque() })
  }

  /// Whether a chain is being subscribed on this thread, so synchronous sources are queued.
  package static var isCollecting: Bool {
    guard let frame = current else { return false }
    return !frame.isDraining
  }

  /// Whether other queued loops wait in the frame being drained on this thread.
  package static var hasPendingWork: Bool {
    guard let frame = current, frame.isDraining else { return false }
    return frame.head < frame.queue.count
  }

  /// Runs `body`. Unless a chain is already being subscribed on this thread, opens a frame
  /// for it and then runs the work `body` queued, in order, before returning.
  package static func run(_ body: () -> Void) {
    if isCollecting {
      body()
      return
    }
    let frame = SynchronousTrampoline(previous: current)
    setCurrent(frame)
    defer { setCurrent(frame.previous) }
    body()
    frame.isDraining = true
    frame.drain()
  }

  /// Queues `work` while a chain is being subscribed on this thread; runs it now otherwise.
  /// Work queued by a running loop (its next turn) joins the frame being drained.
  package static func schedule(_ work: @escaping () -> Void) {
    if let frame = current, !frame.isDraining || frame.head < frame.queue.count {
      frame.queue.append(work)
    } else {
      work()
    }
  }

  private func drain() {
    while head < queue.count {
      let work = queue[head]
      head += 1
      work()
    }
    queue = []
    head = 0
  }
}

private let trampolineKey: pthread_key_t = {
  var key = pthread_key_t()
  pthread_key_create(&key, nil)
  return key
}()
