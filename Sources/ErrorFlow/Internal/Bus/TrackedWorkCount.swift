import Synchronization

/// The tracked work in flight that may still publish to an ``ErrorBus``: each
/// ``ErrorTracker`` made with the bus counts its `perform` tasks (and the retries they start)
/// here as well as in its own `ActivityCounter`, so that waiting for the bus to settle also
/// waits for errors that are still being made.
///
/// Two atomics rather than a lock: a tracker's work pays two atomic increments and one
/// decrement, never a lock round trip. `started` only grows; ``isQuiet(around:)`` reads it
/// before and after its look at the bus, so work that ran entirely in between is seen.
final class TrackedWorkCount: Sendable {
  private let started = Atomic<UInt64>(0)
  private let active = Atomic<Int>(0)

  /// One more piece of work started: `active` first, then `started`, so a reader that sees
  /// `started` unchanged across its look also saw the work active (or not started yet).
  func increment() {
    active.wrappingAdd(1, ordering: .sequentiallyConsistent)
    started.wrappingAdd(1, ordering: .sequentiallyConsistent)
  }

  /// One piece of work finished, its error (if any) already published.
  func decrement() {
    active.wrappingSubtract(1, ordering: .sequentiallyConsistent)
  }

  /// Whether no work was in flight from just before `look` to just after it, and `look`
  /// returned `true`. Work that had started before and ended before the first read
  /// published before `look` ran, so `look` saw its error.
  func isQuiet(around look: () -> Bool) -> Bool {
    let before = started.load(ordering: .sequentiallyConsistent)
    guard active.load(ordering: .sequentiallyConsistent) <= 0, look() else { return false }
    guard active.load(ordering: .sequentiallyConsistent) <= 0 else { return false }
    return started.load(ordering: .sequentiallyConsistent) == before
  }
}
