#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few socket constants and calls that differ between Linux (Glibc) and Apple platforms,
/// in one place, so ``HTTPSocket`` reads the same on both.
enum SocketPlatform {
  /// `SOCK_STREAM`.
  static var streamSocketType: Int32 {
    #if canImport(Glibc)
      Int32(SOCK_STREAM.rawValue)
    #else
      SOCK_STREAM
    #endif
  }

  /// `SOCK_STREAM`, with close-on-exec where the platform takes it in `socket(2)`.
  static var streamType: Int32 {
    #if canImport(Glibc)
      Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    #else
      SOCK_STREAM
    #endif
  }

  /// The `send(2)` flag that keeps a peer's close from raising `SIGPIPE` (Linux); Apple
  /// platforms use ``preventSignals(on:)`` instead.
  static var sendFlags: Int32 {
    #if canImport(Glibc)
      Int32(MSG_NOSIGNAL)
    #else
      0
    #endif
  }

  /// Makes writes to `descriptor` fail with `EPIPE` rather than raise `SIGPIPE` once the peer
  /// closed (`SO_NOSIGPIPE` on Apple platforms), and keeps it from leaking into a child
  /// process (`FD_CLOEXEC`, already set on Linux).
  static func preventSignals(on descriptor: Int32) {
    #if canImport(Darwin)
      var yes: Int32 = 1
      _ = setsockopt(
        descriptor, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    #endif
  }

  /// The text of `errno` value `code`, such as "Connection refused".
  static func describe(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}
