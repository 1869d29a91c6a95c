import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The POSIX socket calls of ``LoopbackHTTPServer``, in one place: the platform differences
/// (in ``StreamSocket``) and names its methods do not hide.
enum LoopbackSocket {
  /// A TCP socket of `family` (`AF_INET` or `AF_INET6`) that never raises `SIGPIPE`.
  static func open(family: Int32) -> Int32 { StreamSocket.open(family: family) }

  /// Binds `descriptor` to the loopback address of its family on `port` (0: any free port)
  /// and listens; returns the port, or `nil` with `errno` set.
  static func listen(_ descriptor: Int32, ipv6: Bool, port: UInt16) -> UInt16? {
    var yes: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var storage = sockaddr_storage()
    let length: socklen_t
    if ipv6 {
      var address = sockaddr_in6()
      address.sin6_family = sa_family_t(AF_INET6)
      address.sin6_port = port.bigEndian
      address.sin6_addr = in6addr_loopback
      withUnsafeBytes(of: &address) { source in
        withUnsafeMutableBytes(of: &storage) { $0.copyMemory(from: source) }
      }
      length = socklen_t(MemoryLayout<sockaddr_in6>.size)
    } else {
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = port.bigEndian
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      withUnsafeBytes(of: &address) { source in
        withUnsafeMutableBytes(of: &storage) { $0.copyMemory(from: source) }
      }
      length = socklen_t(MemoryLayout<sockaddr_in>.size)
    }
    let bound = withUnsafePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
    }
    guard bound == 0, systemListen(descriptor) == 0 else { return nil }
    var actual = sockaddr_storage()
    var actualLength = socklen_t(MemoryLayout<sockaddr_storage>.size)
    let named = withUnsafeMutablePointer(to: &actual) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &actualLength)
      }
    }
    guard named == 0 else { return nil }
    return withUnsafeBytes(of: &actual) { raw in
      // `sin_port` and `sin6_port` are at the same offset, right after the family.
      let offset =
        ipv6
        ? MemoryLayout<sockaddr_in6>.offset(of: \sockaddr_in6.sin6_port)
        : MemoryLayout<sockaddr_in>.offset(of: \sockaddr_in.sin_port)
      return UInt16(bigEndian: raw.loadUnaligned(fromByteOffset: offset ?? 2, as: UInt16.self))
    }
  }

  /// Sends all of `bytes`; `false` when the peer closed, or a send timed out
  /// (`SO_SNDTIMEO`).
  @discardableResult
  static func sendAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes[offset...].withUnsafeBytes {
        send(descriptor, $0.baseAddress, $0.count, StreamSocket.sendFlags)
      }
      if sent <= 0 { return false }
      offset += sent
    }
    return true
  }

  /// Sets the time a `recv` or a `send` may block.
  static func setTimeouts(_ descriptor: Int32, seconds: Int) {
    var timeout = timeval(tv_sec: seconds, tv_usec: 0)
    let size = socklen_t(MemoryLayout<timeval>.size)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, size)
    setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, size)
  }

  /// Closes `descriptor` after shutting it down, so a thread blocked on it returns.
  static func shutAndClose(_ descriptor: Int32) {
    shutdown(descriptor, Int32(SHUT_RDWR))
    close(descriptor)
  }
}

/// `listen(2)`, under a name ``LoopbackSocket/listen(_:ipv6:port:)`` does not hide.
private func systemListen(_ descriptor: Int32) -> Int32 { listen(descriptor, 64) }
