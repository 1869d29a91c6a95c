import Foundation

extension LoopbackHTTPServer {
  /// How the server answers one request: politely, or as badly as a real peer can.
  ///
  /// ```swift
  /// let server = try LoopbackHTTPServer(
  ///   answers: [.redirect(307, location: "/elsewhere"), .status(503)], otherwise: .status(200))
  /// ```
  public enum Answer: Sendable, Equatable {
    /// Answers with this status (any number, even 999) and the body `{}`.
    case status(Int)
    /// Keeps the request unanswered until ``LoopbackHTTPServer/releaseHeld()`` (or the
    /// server stops), then answers with this status.
    case hold(then: Int)
    /// Closes the connection without a byte, once the request was read: an empty reply.
    case close
    /// Closes the connection as soon as it is accepted, without reading the request (which
    /// is not recorded): a client still sending meets a closed connection.
    case closeWithoutReading
    /// Sends these bytes as they are, then closes.
    case raw([UInt8])
    /// Plays these steps, then closes.
    case steps([Step])

    /// A redirect: `status` with `Location: location` and no body.
    public static func redirect(_ status: Int, location: String) -> Answer {
      .raw(
        Array(
          ("HTTP/1.1 \(status) Redirect\r\nLocation: \(location)\r\nContent-Length: 0\r\n"
            + "Connection: close\r\n\r\n").utf8))
    }

    /// Reads the request and says nothing for `seconds` (or until the server stops).
    public static func noAnswer(for seconds: TimeInterval) -> Answer {
      .steps([.pause(seconds)])
    }

    /// Waits `seconds`, then answers `status`.
    public static func slow(_ seconds: TimeInterval, then status: Int) -> Answer {
      .steps([.pause(seconds), .send(statusBytes(status))])
    }

    /// A status line, then a header one byte every `interval` for `seconds`: the head never
    /// ends while the client waits.
    public static func trickledHeaders(every interval: TimeInterval, for seconds: TimeInterval)
      -> Answer
    {
      let count = max(1, Int((seconds / max(interval, 0.001)).rounded(.up)))
      return .steps([
        .send(Array("HTTP/1.1 200 OK\r\nX-Trickle: ".utf8)),
        .trickle(Array(repeating: UInt8(ascii: "a"), count: count), every: interval),
      ])
    }

    /// A `200` head without a length, then `chunk` every `interval` (as fast as the client
    /// reads, with `0`) for `seconds`: a body that never ends.
    public static func endlessBody(
      chunk: Int = 16 * 1024, every interval: TimeInterval = 0, for seconds: TimeInterval
    ) -> Answer {
      .steps([
        .send(
          Array("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\n".utf8)),
        .stream(
          Array(repeating: UInt8(ascii: "x"), count: max(1, chunk)), every: interval, for: seconds),
      ])
    }

    /// A `200` that promises `Content-Length: 100`, sends 10 bytes of body and closes.
    public static let closeMidBody = Answer.raw(
      Array("HTTP/1.1 200 OK\r\nContent-Length: 100\r\nConnection: close\r\n\r\n{\"partial".utf8))

    /// A `200` with one header of `bytes` bytes, then a valid body.
    public static func oversizedHeader(bytes: Int) -> Answer {
      .raw(
        Array("HTTP/1.1 200 OK\r\nX-Big: ".utf8) + Array(repeating: UInt8(ascii: "a"), count: bytes)
          + Array("\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}".utf8))
    }

    /// The bytes of a complete answer with `status` and the body `{}`.
    static func statusBytes(_ status: Int) -> [UInt8] {
      let reason = status < 300 ? "OK" : status < 500 ? "Client Error" : "Server Error"
      return Array(
        ("HTTP/1.1 \(status) \(reason)\r\nContent-Type: application/json\r\nContent-Length: 2\r\n"
          + "Connection: close\r\n\r\n{}").utf8)
    }
  }

  /// One step of a scripted answer (``Answer/steps(_:)``). Every step is bounded in time
  /// (at most the server's lifetime) and ends early when the server stops or the client
  /// goes away.
  public enum Step: Sendable, Equatable {
    /// Sends these bytes.
    case send([UInt8])
    /// Sends nothing for this many seconds.
    case pause(TimeInterval)
    /// Sends these bytes one at a time, `every` seconds apart.
    case trickle([UInt8], every: TimeInterval)
    /// Sends these bytes again and again, `every` seconds apart (0: back to back), for
    /// `for` seconds or until the client closes.
    case stream([UInt8], every: TimeInterval, for: TimeInterval)
  }
}
