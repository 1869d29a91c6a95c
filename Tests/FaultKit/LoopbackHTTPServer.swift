import Foundation

#if canImport(Glibc)
  import Glibc
  private let streamSocket = Int32(SOCK_STREAM.rawValue)
  private let noSignal = Int32(MSG_NOSIGNAL)
#elseif canImport(Darwin)
  import Darwin
  private let streamSocket = SOCK_STREAM
  private let noSignal: Int32 = 0
#endif

/// A TCP socket.
private func openStreamSocket() -> Int32 { socket(AF_INET, streamSocket, 0) }

/// `listen(2)`, under a name the server's own `listen(on:)` does not hide.
private func startListening(_ descriptor: Int32) -> Int32 { listen(descriptor, 16) }

/// `send(2)` of all of `bytes`, under a name the server's methods do not hide.
private func sendAll(_ descriptor: Int32, _ bytes: [UInt8]) {
  var offset = 0
  while offset < bytes.count {
    let sent = bytes[offset...].withUnsafeBytes {
      send(descriptor, $0.baseAddress, $0.count, noSignal)
    }
    if sent <= 0 { return }
    offset += sent
  }
}

/// A small HTTP/1.1 server on 127.0.0.1 for tests, over POSIX sockets: it reads each
/// request (a `Content-Length` or chunked body), records it, and answers from a script.
///
/// Bounded: each connection is served on its own thread with a 10-second receive timeout,
/// headers are capped at 64 KiB and bodies at 16 MiB, at most 64 connections are served, and
/// the server stops by itself after `lifetime` (which also ends every wait on it). One
/// connection carries one request (`Connection: close`).
final class LoopbackHTTPServer: @unchecked Sendable {
  /// How the server answers one request.
  enum Answer: Sendable, Equatable {
    /// Answers with this status and `{}`.
    case status(Int)
    /// Keeps the request unanswered until `releaseHeld()` (or the server stops), then
    /// answers with this status.
    case hold(then: Int)
    /// Closes the connection without an answer.
    case close
  }

  /// A request as received.
  struct Request: Sendable {
    let method: String
    let path: String
    /// Header names lowercased.
    let headers: [String: String]
    let body: Data
  }

  private let lock = NSLock()
  private let lifetime: TimeInterval
  private var listener: Int32 = -1
  private var boundPort: UInt16 = 0
  private var script: [Answer] = []
  private var fallbackAnswer: Answer = .status(200)
  private var received: [Request] = []
  private var waiters: [(count: Int, continuation: CheckedContinuation<[Request], Never>)] = []
  private var heldReleased = false
  private let heldCondition = NSCondition()
  private var stopped = false
  private var connections = 0
  private let startedAt = Date()

  /// Starts a server answering `answers` in order, then `otherwise` for every later request.
  init(answers: [Answer] = [], otherwise: Answer = .status(200), lifetime: TimeInterval = 60)
    throws
  {
    self.lifetime = lifetime
    script = answers
    fallbackAnswer = otherwise
    try listen(on: 0)
  }

  deinit { stop() }

  /// `http://127.0.0.1:<port>/v1/logs`.
  var url: URL {
    URL(string: "http://127.0.0.1:\(lock.withLock { boundPort })/v1/logs")!
  }

  /// The requests received so far, in order.
  var requests: [Request] { lock.withLock { received } }

  /// Queues more answers after those not yet used.
  func enqueue(_ answers: [Answer]) {
    lock.withLock { script += answers }
  }

  /// Returns once `count` requests were received (or the server stopped), with all of them.
  func waitForRequests(_ count: Int) async -> [Request] {
    await withCheckedContinuation { continuation in
      let ready: [Request]? = lock.withLock {
        if received.count >= count || stopped { return received }
        waiters.append((count, continuation))
        return nil
      }
      if let ready { continuation.resume(returning: ready) }
    }
  }

  /// Stops listening: connections are refused (the collector is down) until `resume()`.
  func pause() {
    let socket = lock.withLock { () -> Int32 in
      defer { listener = -1 }
      return listener
    }
    if socket >= 0 {
      shutdown(socket, Int32(SHUT_RDWR))
      close(socket)
    }
  }

  /// Listens again on the same port.
  func resume() throws {
    try listen(on: lock.withLock { boundPort })
  }

  /// Answers every held request.
  func releaseHeld() {
    heldCondition.lock()
    heldReleased = true
    heldCondition.broadcast()
    heldCondition.unlock()
  }

  /// Stops the server: no more connections, held requests answered, every wait ended.
  func stop() {
    let ended = lock.withLock { () -> [CheckedContinuation<[Request], Never>] in
      stopped = true
      defer { waiters = [] }
      return waiters.map(\.continuation)
    }
    let all = requests
    for continuation in ended { continuation.resume(returning: all) }
    pause()
    releaseHeld()
  }

  // MARK: Sockets

  private func listen(on port: UInt16) throws {
    let socket = openStreamSocket()
    guard socket >= 0 else { throw POSIXError(.EIO) }
    var yes: Int32 = 1
    setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, startListening(socket) == 0 else {
      close(socket)
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
    var actual = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &actual) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
    }
    lock.withLock {
      listener = socket
      boundPort = UInt16(bigEndian: actual.sin_port)
    }
    let thread = Thread { [self] in acceptLoop(socket) }
    thread.start()
  }

  private func acceptLoop(_ socket: Int32) {
    while true {
      let remaining = lifetime - Date().timeIntervalSince(startedAt)
      if remaining <= 0 {
        stop()
        return
      }
      var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, Int32(min(remaining, 0.2) * 1000))
      let current = lock.withLock { stopped ? -1 : listener }
      if current != socket { return }
      guard ready > 0 else { continue }
      let client = accept(socket, nil, nil)
      guard client >= 0 else { continue }
      let admitted = lock.withLock { () -> Bool in
        connections += 1
        return connections <= 64
      }
      guard admitted else {
        close(client)
        continue
      }
      let thread = Thread { [self] in serve(client) }
      thread.start()
    }
  }

  private func serve(_ client: Int32) {
    defer { close(client) }
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var reader = LoopbackRequestReader(socket: client)
    guard let request = reader.readRequest(continueReply: { sendAll(client, Array($0.utf8)) })
    else { return }
    let answer = lock.withLock { () -> Answer in
      script.isEmpty ? fallbackAnswer : script.removeFirst()
    }
    record(request)
    switch answer {
    case .close:
      return
    case .status(let code):
      respond(client, code)
    case .hold(let code):
      heldCondition.lock()
      while !heldReleased { heldCondition.wait() }
      heldCondition.unlock()
      respond(client, code)
    }
  }

  private func record(_ request: Request) {
    let (ready, all) = lock.withLock {
      () -> ([CheckedContinuation<[Request], Never>], [Request]) in
      received.append(request)
      let ready = waiters.filter { $0.count <= received.count }.map(\.continuation)
      waiters.removeAll { $0.count <= received.count }
      return (ready, received)
    }
    for continuation in ready { continuation.resume(returning: all) }
  }

  private func respond(_ client: Int32, _ code: Int) {
    let reason = code < 300 ? "OK" : code < 500 ? "Client Error" : "Server Error"
    let head =
      "HTTP/1.1 \(code) \(reason)\r\nContent-Type: application/json\r\nContent-Length: 2\r\n"
      + "Connection: close\r\n\r\n{}"
    sendAll(client, Array(head.utf8))
  }
}
