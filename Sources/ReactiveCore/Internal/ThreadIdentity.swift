#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The calling thread's identity (its `pthread_self()`), never 0: what a subject's dispatcher
/// records as its deliverer, so that a subscribe can tell a handler of its own delivery
/// (reentrancy: queued, contract 3) from another thread (which delivers its own replay).
///
/// Its two low bits are 0: `pthread_t` is the address of the thread's control block, aligned to at least
/// 8 bytes with glibc, musl and Darwin, so the dispatcher keeps two flags in the low bits of the
/// word that holds it (`SubjectActivity`).
///
/// A call and a load on Linux and Apple platforms (about 4 instructions).
@inlinable @inline(__always)
package func currentThreadIdentity() -> UInt {
  #if canImport(Glibc)
    let identity = UInt(pthread_self())  // pthread_t is an unsigned long
  #else
    let identity = UInt(bitPattern: pthread_self())  // a pointer
  #endif
  assert(identity != 0 && identity & 3 == 0, "a thread identity is a non-null aligned address")
  return identity
}
