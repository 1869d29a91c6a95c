#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
  import Synchronization
#elseif canImport(Musl)
  import Musl
  import Synchronization
#endif

/// The one lock type of the package: an `os_unfair_lock` on Apple platforms; elsewhere an
/// `Atomic<UInt32>` taken and released with one atomic instruction each, with a
/// `pthread_mutex_t` and `pthread_cond_t` (allocated once, on the heap) to park a thread that
/// finds it taken.
///
/// Why not `pthread_mutex_t` alone: an uncontended lock and unlock cost 63 instructions there
/// against 10 for the atomic (Benchmarks/README.md, "The lock"), on every send. Why not
/// `Synchronization.Mutex`: it has no separate `lock()` and `unlock()`, which the subjects'
/// delivery needs (the lock is released by the function that delivers), and on Linux it takes
/// a contended lock inside the kernel, where ThreadSanitizer cannot see it. Here every
/// acquisition is an acquiring atomic exchange and every release a releasing one, so
/// ThreadSanitizer sees each happens-before edge. Never call an observer while holding it
/// (contract 3).
// unchecked Sendable: it is the lock: the mutex and condition pointers are allocated in init, freed
// in deinit and used only through pthread calls
@usableFromInline
package final class Lock: @unchecked Sendable {
  #if canImport(Darwin)
    @usableFromInline let mutex: UnsafeMutablePointer<os_unfair_lock>
  #else
    /// 0: free; 1: held; 2: held, and a thread may be parked waiting for it.
    @usableFromInline let state = Atomic<UInt32>(0)
    /// Parks the threads that find the lock taken (never touched when it is free).
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    @usableFromInline let condition: UnsafeMutablePointer<pthread_cond_t>
  #endif

  /// Creates an unlocked lock.
  package init() {
    #if canImport(Darwin)
      mutex = .allocate(capacity: 1)
      mutex.initialize(to: os_unfair_lock())
    #else
      // One allocation for both, as the lock had before it could park.
      let conditionOffset = Self.conditionOffset
      let block = UnsafeMutableRawPointer.allocate(
        byteCount: conditionOffset + MemoryLayout<pthread_cond_t>.size,
        alignment: max(
          MemoryLayout<pthread_mutex_t>.alignment, MemoryLayout<pthread_cond_t>.alignment))
      mutex = block.bindMemory(to: pthread_mutex_t.self, capacity: 1)
      mutex.initialize(to: pthread_mutex_t())
      pthread_mutex_init(mutex, nil)
      condition = (block + conditionOffset).bindMemory(to: pthread_cond_t.self, capacity: 1)
      condition.initialize(to: pthread_cond_t())
      pthread_cond_init(condition, nil)
    #endif
  }

  deinit {
    #if canImport(Darwin)
      mutex.deinitialize(count: 1)
      mutex.deallocate()
    #else
      pthread_cond_destroy(condition)
      pthread_mutex_destroy(mutex)
      condition.deinitialize(count: 1)
      mutex.deinitialize(count: 1)
      UnsafeMutableRawPointer(mutex).deallocate()
    #endif
  }

  #if !canImport(Darwin)
    /// Where the condition starts in the block: after the mutex, aligned.
    private static var conditionOffset: Int {
      let alignment = MemoryLayout<pthread_cond_t>.alignment
      return (MemoryLayout<pthread_mutex_t>.size + alignment - 1) / alignment * alignment
    }
  #endif

  /// Acquires the lock.
  @inlinable @inline(__always)
  package func lock() {
    #if canImport(Darwin)
      os_unfair_lock_lock(mutex)
    #else
      if !state.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged {
        lockContended()
      }
    #endif
  }

  /// Releases the lock.
  @inlinable @inline(__always)
  package func unlock() {
    #if canImport(Darwin)
      os_unfair_lock_unlock(mutex)
    #else
      if state.exchange(0, ordering: .releasing) == 2 { wakeOne() }
    #endif
  }

  /// Runs `body` with the lock held. `body` must not call out to user code.
  @inlinable @inline(__always)
  package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body()
  }

  #if !canImport(Darwin)
    /// The lock was taken: park until it is released. The state goes to 2 first, so the
    /// holder's `unlock()` knows to wake a parked thread; a thread woken takes the lock with
    /// the same exchange, or parks again. The exchange and the wait happen under `mutex`, and
    /// `wakeOne()` signals under it: a release between the two cannot be missed.
    @usableFromInline
    func lockContended() {
      pthread_mutex_lock(mutex)
      while state.exchange(2, ordering: .acquiring) != 0 {
        pthread_cond_wait(condition, mutex)
      }
      pthread_mutex_unlock(mutex)
    }

    /// Wakes one parked thread (or none, if the one that set 2 took the lock meanwhile).
    @usableFromInline
    func wakeOne() {
      pthread_mutex_lock(mutex)
      pthread_cond_signal(condition)
      pthread_mutex_unlock(mutex)
    }
  #endif
}
