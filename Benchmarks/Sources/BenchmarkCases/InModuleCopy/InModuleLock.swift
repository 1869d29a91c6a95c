// IN-MODULE COPY of Sources/ReactiveCore/Internal/Lock.swift, for the cross-module comparison
// (case a, InModule). Same code, renamed with an InModule prefix, compiled in this module.

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The one lock type of the package: a `pthread_mutex_t` (an `os_unfair_lock` on Apple
/// platforms) allocated once, on the heap, so its address never moves.
///
/// `Synchronization.Mutex` was measured slower on Linux and confused ThreadSanitizer
/// when this lock was chosen; a pthread mutex is understood by ThreadSanitizer and costs one
/// uncontended atomic round-trip. Never call an observer while holding it (contract 3).
final class InModuleLock: @unchecked Sendable {
  #if canImport(Darwin)
    let mutex: UnsafeMutablePointer<os_unfair_lock>
  #else
    let mutex: UnsafeMutablePointer<pthread_mutex_t>
  #endif

  /// Creates an unlocked lock.
  init() {
    #if canImport(Darwin)
      mutex = .allocate(capacity: 1)
      mutex.initialize(to: os_unfair_lock())
    #else
      mutex = .allocate(capacity: 1)
      mutex.initialize(to: pthread_mutex_t())
      pthread_mutex_init(mutex, nil)
    #endif
  }

  deinit {
    #if !canImport(Darwin)
      pthread_mutex_destroy(mutex)
    #endif
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Acquires the lock.
  @inline(__always)
  func lock() {
    #if canImport(Darwin)
      os_unfair_lock_lock(mutex)
    #else
      pthread_mutex_lock(mutex)
    #endif
  }

  /// Releases the lock.
  @inline(__always)
  func unlock() {
    #if canImport(Darwin)
      os_unfair_lock_unlock(mutex)
    #else
      pthread_mutex_unlock(mutex)
    #endif
  }

  /// Runs `body` with the lock held. `body` must not call out to user code.
  @inline(__always)
  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body()
  }
}
