#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `write(2)` of a whole buffer: the log sinks' one way to write bytes.
///
/// A record is handed to the kernel in a single `write` call, so with `O_APPEND` (and on a
/// pipe, up to `PIPE_BUF` bytes) lines from several writers, threads or processes never
/// interleave. Only when the kernel accepts part of the buffer (a full disk, a signal) is
/// the rest written by further calls; an interrupted call (`EINTR`) is retried.
enum FileDescriptorWriter {
  /// Writes every byte of `bytes` to `descriptor`.
  ///
  /// - Parameters:
  ///   - bytes: The bytes.
  ///   - descriptor: An open file descriptor.
  /// - Returns: `0`, or the `errno` of the call that failed.
  @discardableResult
  static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Int32 {
    guard var next = bytes.baseAddress else { return 0 }
    var remaining = bytes.count
    while remaining > 0 {
      let written = write(descriptor, next, remaining)
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      if written == 0 { return EIO }
      next += written
      remaining -= written
    }
    return 0
  }
}
