#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The platform differences of the TCP sockets the test servers and probes open, in one place:
///
/// - the socket type: Glibc imports `SOCK_STREAM` as an enum (`__socket_type`), Darwin and
///   musl as an `Int32`;
/// - `SIGPIPE`: a `send` to a peer that has gone raises `SIGPIPE`, which ends the test process,
///   unless it is turned off: per call with `MSG_NOSIGNAL` on Linux, per socket with the
///   `SO_NOSIGPIPE` option on Darwin (which has no `MSG_NOSIGNAL`).
///
/// ```swift
/// let descriptor = StreamSocket.open()
/// let client = accept(descriptor, nil, nil)
/// StreamSocket.disableSIGPIPE(client)
/// send(client, bytes, count, StreamSocket.sendFlags)
/// ```
public enum StreamSocket {
  /// A new TCP socket whose sends never raise `SIGPIPE`, or -1 with `errno` set.
  ///
  /// - Parameter family: `AF_INET` (the default) or `AF_INET6`.
  /// - Returns: The descriptor.
  public static func open(family: Int32 = AF_INET) -> Int32 {
    #if canImport(Glibc)
      let descriptor = socket(family, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = socket(family, SOCK_STREAM, 0)
    #endif
    if descriptor >= 0 { disableSIGPIPE(descriptor) }
    return descriptor
  }

  /// Makes a send on `descriptor` to a peer that has gone fail with `EPIPE` instead of
  /// raising `SIGPIPE`: sets `SO_NOSIGPIPE` on Darwin, where it is a socket option (call it
  /// on each socket `accept` returns too); does nothing on Linux, where ``sendFlags`` does it.
  ///
  /// - Parameter descriptor: A socket.
  public static func disableSIGPIPE(_ descriptor: Int32) {
    #if canImport(Darwin)
      var one: Int32 = 1
      _ = setsockopt(
        descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
    #endif
  }

  /// The flags for every `send(2)` of the tests: `MSG_NOSIGNAL` on Linux, none on Darwin.
  public static var sendFlags: Int32 {
    #if canImport(Darwin)
      0
    #else
      Int32(MSG_NOSIGNAL)
    #endif
  }
}
