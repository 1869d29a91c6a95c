#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A full disk without root or a special file system: the soft `RLIMIT_FSIZE` of the
/// calling process, with `SIGXFSZ` ignored, so a write that would make a file larger than the
/// limit writes what fits and then fails with `EFBIG` — a real short write, as on a full
/// disk — instead of killing the process.
///
/// The limit is process-wide, so set it in a child process (``ChildProcess``), never in a
/// test runner. Only the soft limit moves, so the child can lift it again (``lift()``) to
/// model a disk that works again.
///
/// ```swift
/// try FileSizeLimit.set(bytes: currentSize + 20)  // the next append comes up short
/// try FileSizeLimit.lift()                         // the disk works again
/// ```
public enum FileSizeLimit {
  /// Why the limit could not be changed.
  public struct Failure: Error, CustomStringConvertible {
    /// The `errno` of `setrlimit`/`getrlimit`.
    public let code: Int32

    public var description: String { "cannot change RLIMIT_FSIZE: errno \(code)" }
  }

  /// Makes any file of this process stop growing at `bytes` (clamped to the hard limit).
  ///
  /// - Parameter bytes: The largest size a file may reach.
  public static func set(bytes: Int) throws {
    _ = signal(SIGXFSZ, SIG_IGN)
    var limit = try current()
    let wanted = rlim_t(clamping: max(0, bytes))
    limit.rlim_cur = min(wanted, limit.rlim_max)
    try apply(limit)
  }

  /// Lifts the soft limit to the hard one: files grow again.
  public static func lift() throws {
    var limit = try current()
    limit.rlim_cur = limit.rlim_max
    try apply(limit)
  }

  private static func current() throws -> rlimit {
    var limit = rlimit()
    #if canImport(Glibc)
      let result = getrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit)
    #else
      let result = getrlimit(RLIMIT_FSIZE, &limit)
    #endif
    guard result == 0 else { throw Failure(code: errno) }
    return limit
  }

  private static func apply(_ limit: rlimit) throws {
    var limit = limit
    #if canImport(Glibc)
      let result = setrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit)
    #else
      let result = setrlimit(RLIMIT_FSIZE, &limit)
    #endif
    guard result == 0 else { throw Failure(code: errno) }
  }
}
