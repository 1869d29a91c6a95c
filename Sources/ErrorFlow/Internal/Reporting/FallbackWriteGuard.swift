#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Per thread: whether it is writing a dropped record to an ``HTTPLogSink``'s fallback, and
/// how many drops it skipped meanwhile.
///
/// A fallback that writes back into the sink (a logger whose sinks include it, say) would
/// make each dropped record, written through, drop another, and so on until the stack
/// overflows. A drop made on a thread that is already writing one is therefore counted, not
/// written; the outer write reports how many it skipped.
enum FallbackWriteGuard {
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// Runs `write` unless this thread is already inside `run` (then only counts a skip), then
  /// `report` with the number of drops skipped meanwhile, if any. Both run inside, so a
  /// fallback that writes back into the sink ends after one level whatever it does.
  static func run(_ write: () -> Void, reportingSkipped report: (Int) -> Void) {
    // The value is the number of skips plus one while inside, 0 outside.
    let current = Int(bitPattern: pthread_getspecific(key))
    guard current == 0 else {
      pthread_setspecific(key, UnsafeRawPointer(bitPattern: current &+ 1))
      return
    }
    pthread_setspecific(key, UnsafeRawPointer(bitPattern: 1))
    defer { pthread_setspecific(key, nil) }
    write()
    let skipped = Int(bitPattern: pthread_getspecific(key)) &- 1
    if skipped > 0 { report(skipped) }
  }
}
