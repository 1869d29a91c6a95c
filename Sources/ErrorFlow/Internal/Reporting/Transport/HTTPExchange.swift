/// One request from start to end on the calling thread, which it blocks: resolve, connect,
/// send, read the answer, every step bounded by one deadline. Run by
/// ``HTTPExchangeRunner`` on a thread of its own.
enum HTTPExchange {
  /// How much one `recv(2)` takes.
  private static let readSize = 16 * 1024

  /// Sends `request` to `endpoint` and reads the answer.
  ///
  /// - Parameters:
  ///   - request: The request's bytes (``HTTPRequestWriter``).
  ///   - endpoint: Where it goes.
  ///   - deadline: When everything must have ended.
  ///   - limit: The request timeout, as the reason of a timeout names it.
  ///   - tracker: Told each stage as it starts.
  /// - Returns: The status (and `Location`) of a complete, well-formed answer.
  /// - Throws: An ``HTTPTransportError`` for anything else.
  static func perform(
    _ request: [UInt8], to endpoint: HTTPEndpoint, deadline: HTTPDeadline, limit: Duration,
    tracker: HTTPStageTracker
  ) throws(HTTPTransportError) -> LogTransportAnswer {
    let socket = try HTTPSocket.connect(
      host: endpoint.host, port: endpoint.port, deadline: deadline, limit: limit,
      stage: tracker)
    tracker.enter(.sending)
    // A collector may answer before it has read the whole request (a 413, a redirect) and
    // close: then the answer is read all the same, and the send error reported only if
    // there is none.
    var sendFailure: HTTPTransportError?
    do {
      try socket.send(request, deadline: deadline, limit: limit)
    } catch {
      if case .timedOut = error { throw error }
      sendFailure = error
    }
    var parser = HTTPResponseParser()
    var buffer = [UInt8](repeating: 0, count: readSize)
    while true {
      let stage = parser.stage
      tracker.enter(stage)
      let count: Int
      do {
        count = try socket.receive(into: &buffer, deadline: deadline, limit: limit, stage: stage)
      } catch {
        throw sendFailure ?? error
      }
      if count == 0 {
        do {
          return try parser.finish()
        } catch {
          throw sendFailure ?? error
        }
      }
      if let answer = try parser.consume(buffer[..<count]) { return answer }
    }
  }
}
