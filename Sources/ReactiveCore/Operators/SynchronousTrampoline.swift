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
/// only returned when the loop ends. So the outermost ``TrampolinedProducer`` subscription on
/// a thread runs inside ``run(_:)``: while a trampoline is active, a synchronous source only
/// enqueues its loop (``schedule(_:)``) and its `subscribe` returns at once; every operator
/// stores its upstream subscription; then the loop runs, and an operator that ends early
/// stops it by disposing. Without an active trampoline a source loops at once.
///
/// A loop yields after each element when other work is queued (``hasPendingWork``), which
/// reproduces RxSwift's interleaving of nested synchronous sources.
package final class SynchronousTrampoline {
  private var queue: [() -> Void] = []
  private var head = 0

  private init() {}

  /// The trampoline active on the current thread, if any.
  private static var current: SynchronousTrampoline? {
    guard let pointer = pthread_getspecific(trampolineKey) else { return nil }
    return Unmanaged<SynchronousTrampoline>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// Whether a trampoline is active on the current thread.
  package static var isActive: Bool { pthread_getspecific(trampolineKey) != nil }

  /// Whether work is waiting in the current thread's trampoline.
  package static var hasPendingWork: Bool {
    guard let trampoline = current else { return false }
    return trampoline.head < trampoline.queue.count
  }

  /// Runs `body`; if no trampoline was active, activates one for it and then runs the work
  /// `body` queued, in order, before returning.
  package static func run(_ body: () -> Void) {
    if isActive {
      body()
      return
    }
    let trampoline = SynchronousTrampoline()
    let retained = Unmanaged.passRetained(trampoline)
    pthread_setspecific(trampolineKey, retained.toOpaque())
    defer {
      pthread_setspecific(trampolineKey, nil)
      retained.release()
    }
    body()
    trampoline.drain()
  }

  /// Runs `work` now, or queues it when a trampoline is active on this thread.
  package static func schedule(_ work: @escaping () -> Void) {
    if let trampoline = current {
      trampoline.queue.append(work)
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

/// A producer whose outermost subscription on a thread runs inside a ``SynchronousTrampoline``,
/// so synchronous sources upstream start only once the whole chain is subscribed (RxSwift's
/// `Producer` does the same with `CurrentThreadScheduler`).
class TrampolinedProducer<Element>: Producer<Element>, @unchecked Sendable {
  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    if SynchronousTrampoline.isActive { return super.subscribe(observer) }
    var subscription: Disposable?
    SynchronousTrampoline.run { subscription = super.subscribe(observer) }
    return subscription ?? Disposables.create()
  }
}

private let trampolineKey: pthread_key_t = {
  var key = pthread_key_t()
  pthread_key_create(&key, nil)
  return key
}()
