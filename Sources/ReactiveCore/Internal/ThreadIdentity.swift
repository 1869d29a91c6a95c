#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The identity of a thread (`pthread_self()`), to tell whether work was queued by the thread
/// that is delivering it or by another one.
@usableFromInline
package struct ThreadIdentity: Equatable {
  @usableFromInline let raw: pthread_t

  /// The calling thread.
  @inlinable
  package static var current: ThreadIdentity { ThreadIdentity(raw: pthread_self()) }

  @inlinable
  init(raw: pthread_t) { self.raw = raw }

  @inlinable
  package static func == (lhs: ThreadIdentity, rhs: ThreadIdentity) -> Bool {
    pthread_equal(lhs.raw, rhs.raw) != 0
  }
}
