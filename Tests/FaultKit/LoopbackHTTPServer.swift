import Foundation

/// A scriptable HTTP/1.1 server on the loopback interface, for tests of anything that talks
/// HTTP: it reads each request (a `Content-Length` or chunked body), records it, and answers
/// from a script — politely, or as badly as a real peer can (``Answer``): never, trickled,
/// an endless body, raw garbage, redirects, any status, slowly, cut mid-body, an oversized
/// header.
///
/// ```swift
/// let server = try LoopbackHTTPServer(answers: [.noAnswer(for: 5)], otherwise: .status(200))
/// defer { server.stop() }
/// // … point the client at server.url, then:
/// let requests = await server.waitForRequests(2)
/// ```
///
/// Bounded in every way, so no test can hang on it: each connection is served on its own
/// thread with 10-second socket timeouts; headers are capped at 64 KiB and bodies at 16 MiB;
/// at most 64 connections are served; every scripted step lasts at most the server's
/// `lifetime`, and the server stops by itself when that has passed (which also ends every
/// wait on it and every step still playing). One connection carries one request.
public final class LoopbackHTTPServer: @unchecked Sendable {
  private let lock = NSLock()
  private let lifetime: TimeInterval
  private let ipv6: Bool
  private var listener: Int32 = -1
  private var boundPort: UInt16 = 0
  private var script: [Answer]
  private let fallbackAnswer: Answer
  private var received: [Request] = []
  private var waiters: [(count: Int, continuation: CheckedContinuation<[Request], Never>)] = []
  private var heldReleased = false
  /// Signalled when held requests are released or the server stops: ends holds and pauses.
  private let wake = NSCondition()
  private var stopped = false
  private var connections = 0
  private let startedAt = Date()

  /// Starts a server answering `answers` in order, then `otherwise` for every later request.
  ///
  /// - Parameters:
  ///   - answers: The first answers, one per request.
  ///   - otherwise: The answer to every request after them.
  ///   - lifetime: Seconds after which the server stops by itself.
  ///   - ipv6: Listen on `::1` rather than `127.0.0.1`.
  /// - Throws: A `POSIXError` when no socket can be bound.
  public init(
    answers: [Answer] = [], otherwise: Answer = .status(200), lifetime: TimeInterval = 60,
    ipv6: Bool = false
  ) throws {
    self.lifetime = lifetime
    self.ipv6 = ipv6
    script = answers
    fallbackAnswer = otherwise
    try listen(on: 0)
  }

  deinit { stop() }

  /// The port the server listens on.
  public var port: UInt16 { lock.withLock { boundPort } }

  /// `http://127.0.0.1:<port>/v1/logs` (`http://[::1]:<port>/v1/logs` on IPv6).
  public var url: URL {
    let host = ipv6 ? "[::1]" : "127.0.0.1"
    return URL(string: "http://\(host):\(port)/v1/logs")!
  }

  /// The requests received so far, in order.
  public var requests: [Request] { lock.withLock { received } }

  /// Queues more answers after those not yet used.
  public func enqueue(_ answers: [Answer]) {
    lock.withLock { script += answers }
  }

  /// Returns once `count` requests were received (or the server stopped), with all of them.
  public func waitForRequests(_ count: Int) async -> [Request] {
    await withCheckedContinuation { continuation in
      let ready: [Request]? = lock.withLock {
        if received.count >= count || stopped { return received }
        waiters.append((count, continuation))
        return nil
      }
      if let ready { continuation.resume(returning: ready) }
    }
  }

  /// Stops listening: connections are refused (the peer is down) until ``resume()``.
  public func pause() {
    let socket = lock.withLock { () -> Int32 in
      defer { listener = -1 }
      return listener
    }
    if socket >= 0 { LoopbackSocket.shutAndClose(socket) }
  }

  /// Listens again on the same port.
  public func resume() throws {
    try listen(on: port)
  }

  /// Answers every held request.
  public func releaseHeld() {
    wake.lock()
    heldReleased = true
    wake.broadcast()
    wake.unlock()
  }

  /// Stops the server: no more connections, held requests answered, scripted steps cut
  /// short, every wait ended.
  public func stop() {
    let ended = lock.withLock { () -> [CheckedContinuation<[Request], Never>] in
      stopped = true
      defer { waiters = [] }
      return waiters.map(\.continuation)
    }
    let all = requests
    for continuation in ended { continuation.resume(returning: all) }
    pause()
    wake.lock()
    heldReleased = true
    wake.broadcast()
    wake.unlock()
  }

  // MARK: Sockets

  private func listen(on port: UInt16) throws {
    let socket = LoopbackSocket.open(family: ipv6 ? AF_INET6 : AF_INET)
    guard socket >= 0 else { throw POSIXError(.EIO) }
    guard let actual = LoopbackSocket.listen(socket, ipv6: ipv6, port: port) else {
      let code = POSIXErrorCode(rawValue: errno) ?? .EIO
      close(socket)
      throw POSIXError(code)
    }
    lock.withLock {
      listener = socket
      boundPort = actual
    }
    let thread = Thread { [self] in acceptLoop(socket) }
    thread.start()
  }

  /// Seconds left of the server's lifetime.
  private var remaining: TimeInterval { lifetime - Date().timeIntervalSince(startedAt) }

  private func acceptLoop(_ socket: Int32) {
    while true {
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
      StreamSocket.disableSIGPIPE(client)  // a client that hangs up never ends the tests
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
    defer { LoopbackSocket.shutAndClose(client) }
    LoopbackSocket.setTimeouts(client, seconds: 10)
    let closesAtOnce = lock.withLock { () -> Bool in
      guard (script.first ?? fallbackAnswer) == .closeWithoutReading else { return false }
      if !script.isEmpty { script.removeFirst() }
      return true
    }
    if closesAtOnce { return }
    var reader = LoopbackRequestReader(socket: client)
    guard
      let request = reader.readRequest(continueReply: {
        LoopbackSocket.sendAll(client, Array($0.utf8))
      })
    else { return }
    let answer = lock.withLock { () -> Answer in
      script.isEmpty ? fallbackAnswer : script.removeFirst()
    }
    record(request)
    switch answer {
    case .close, .closeWithoutReading:
      return
    case .status(let code):
      LoopbackSocket.sendAll(client, Answer.statusBytes(code))
    case .hold(let code):
      wake.lock()
      while !heldReleased { wake.wait() }
      wake.unlock()
      LoopbackSocket.sendAll(client, Answer.statusBytes(code))
    case .raw(let bytes):
      LoopbackSocket.sendAll(client, bytes)
    case .steps(let steps):
      play(steps, on: client)
    }
  }

  /// Plays `steps` until one fails (the client went away) or the server stops.
  private func play(_ steps: [Step], on client: Int32) {
    for step in steps {
      switch step {
      case .send(let bytes):
        guard LoopbackSocket.sendAll(client, bytes) else { return }
      case .pause(let seconds):
        guard idle(seconds) else { return }
      case .trickle(let bytes, let interval):
        for byte in bytes {
          guard LoopbackSocket.sendAll(client, [byte]), idle(interval) else { return }
        }
      case .stream(let bytes, let interval, let seconds):
        let end = Date(timeIntervalSinceNow: min(seconds, max(remaining, 0)))
        while Date() < end {
          guard LoopbackSocket.sendAll(client, bytes) else { return }
          if interval > 0 { guard idle(interval) else { return } }
          if isStopped { return }
        }
      }
    }
  }

  private var isStopped: Bool { lock.withLock { stopped } }

  /// Waits `seconds` (at most the time left of the server's lifetime); `false` when the
  /// server stopped meanwhile.
  private func idle(_ seconds: TimeInterval) -> Bool {
    let end = Date(timeIntervalSinceNow: min(seconds, max(remaining, 0)))
    wake.lock()
    defer { wake.unlock() }
    while !isStopped, Date() < end {
      _ = wake.wait(until: end)
    }
    return !isStopped
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
}
