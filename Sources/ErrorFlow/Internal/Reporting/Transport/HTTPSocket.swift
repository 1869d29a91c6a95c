#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A TCP connection for one request: non-blocking, every wait a `poll(2)` bounded by the
/// request's ``HTTPDeadline``, no `SIGPIPE` when the peer closes. Used by one thread; closed
/// when released.
final class HTTPSocket {
  private let descriptor: Int32

  private init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  /// Resolves `host` and connects to the first of its addresses that accepts, trying each
  /// in turn while the deadline allows.
  ///
  /// Name resolution (`getaddrinfo`) blocks and takes no deadline: it runs on the request's
  /// own thread, and the caller stops waiting at the deadline whatever it does
  /// (``HTTPExchangeRunner``).
  static func connect(
    host: String, port: UInt16, deadline: HTTPDeadline, limit: Duration,
    stage: HTTPStageTracker
  ) throws(HTTPTransportError) -> HTTPSocket {
    stage.enter(.resolving)
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    hints.ai_socktype = SocketPlatform.streamSocketType
    hints.ai_flags = AI_NUMERICSERV
    var list: UnsafeMutablePointer<addrinfo>?
    let status = getaddrinfo(host, String(port), &hints, &list)
    defer { if let list { freeaddrinfo(list) } }
    guard status == 0 else {
      let reason = gai_strerror(status).map { String(cString: $0) } ?? "error \(status)"
      throw .resolution(host: host, reason: reason)
    }
    if deadline.hasPassed { throw .timedOut(.resolving, limit: limit) }
    stage.enter(.connecting)
    let authority = host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    var lastReason = "no address"
    var next = list
    // A host has a handful of addresses; the list is the resolver's, and finite.
    while let entry = next {
      next = entry.pointee.ai_next
      let address = entry.pointee
      let descriptor = socket(address.ai_family, SocketPlatform.streamType, address.ai_protocol)
      guard descriptor >= 0 else {
        lastReason = SocketPlatform.describe(errno)
        continue
      }
      let connection = HTTPSocket(descriptor: descriptor)
      SocketPlatform.preventSignals(on: descriptor)
      let flags = fcntl(descriptor, F_GETFL, 0)
      guard flags >= 0, fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) == 0 else {
        lastReason = SocketPlatform.describe(errno)
        continue
      }
      if let address = address.ai_addr,
        systemConnect(descriptor, address, entry.pointee.ai_addrlen) == 0
      {
        return connection
      }
      let code = errno
      guard code == EINPROGRESS || code == EINTR else {
        lastReason = SocketPlatform.describe(code)
        continue
      }
      switch try connection.wait(for: Int16(POLLOUT), deadline: deadline, stage: .connecting) {
      case false:
        throw .timedOut(.connecting, limit: limit)
      case true:
        var failure: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &failure, &length) == 0 else {
          lastReason = SocketPlatform.describe(errno)
          continue
        }
        if failure == 0 { return connection }
        lastReason = SocketPlatform.describe(failure)
      }
    }
    throw .connection(authority: authority, reason: lastReason)
  }

  /// Sends all of `bytes` by the deadline.
  func send(
    _ bytes: [UInt8], deadline: HTTPDeadline, limit: Duration
  ) throws(HTTPTransportError) {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes[offset...].withUnsafeBytes { buffer in
        systemSend(descriptor, buffer.baseAddress, buffer.count, SocketPlatform.sendFlags)
      }
      if sent > 0 {
        offset += sent
        continue
      }
      let code = errno
      guard sent < 0, code == EAGAIN || code == EWOULDBLOCK || code == EINTR else {
        throw .socket(.sending, reason: SocketPlatform.describe(code))
      }
      guard try wait(for: Int16(POLLOUT), deadline: deadline, stage: .sending) else {
        throw .timedOut(.sending, limit: limit)
      }
    }
  }

  /// Reads what has arrived into `buffer` (replacing its contents), waiting until something
  /// does; returns the count read, 0 when the peer closed.
  func receive(
    into buffer: inout [UInt8], deadline: HTTPDeadline, limit: Duration,
    stage: HTTPTransportError.Stage
  ) throws(HTTPTransportError) -> Int {
    while true {
      let count = buffer.withUnsafeMutableBytes { raw in
        recv(descriptor, raw.baseAddress, raw.count, 0)
      }
      if count >= 0 { return count }
      let code = errno
      guard code == EAGAIN || code == EWOULDBLOCK || code == EINTR else {
        throw .socket(stage, reason: SocketPlatform.describe(code))
      }
      guard try wait(for: Int16(POLLIN), deadline: deadline, stage: stage) else {
        throw .timedOut(stage, limit: limit)
      }
    }
  }

  /// Waits until the socket is ready for `events` (or has an error or hang-up to report);
  /// `false` when the deadline passed first.
  private func wait(
    for events: Int16, deadline: HTTPDeadline, stage: HTTPTransportError.Stage
  ) throws(HTTPTransportError) -> Bool {
    while true {
      let timeout = deadline.pollMilliseconds
      if timeout == 0 { return false }
      var entry = pollfd(fd: descriptor, events: events, revents: 0)
      let ready = poll(&entry, 1, timeout)
      if ready > 0 { return true }
      if ready < 0, errno != EINTR {
        throw .socket(stage, reason: SocketPlatform.describe(errno))
      }
    }
  }
}

/// `connect(2)`, under a name ``HTTPSocket``'s own `connect` does not hide.
private func systemConnect(
  _ descriptor: Int32, _ address: UnsafeMutablePointer<sockaddr>, _ length: socklen_t
) -> Int32 {
  connect(descriptor, address, length)
}

/// `send(2)`, under a name ``HTTPSocket``'s own `send` does not hide.
private func systemSend(
  _ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int, _ flags: Int32
) -> Int {
  send(descriptor, bytes, count, flags)
}
