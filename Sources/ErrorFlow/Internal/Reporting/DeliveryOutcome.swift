import ReactiveCore

/// How one request of an ``HTTPLogSink`` ended.
enum DeliveryOutcome: Sendable, Equatable {
  /// A 2xx answer: the records are delivered.
  case delivered
  /// A 4xx answer other than 429: the collector will not take these records; not retried.
  case rejected(status: Int)
  /// A 5xx, a 429, a redirect, another status or a network error: retried.
  case failed(reason: String)

  /// The outcome of an answer with HTTP `status`.
  init(status: Int) {
    self.init(LogTransportAnswer(status: status))
  }

  /// The outcome of `answer`. A redirect is a failure: a record counts as delivered only
  /// when the configured endpoint itself answered 2xx to the request that carried it, and a
  /// redirected POST loses its body (303) or may reach a server the app never chose.
  init(_ answer: LogTransportAnswer) {
    switch answer.status {
    case 200..<300: self = .delivered
    case 429: self = .failed(reason: "HTTP 429")
    case 400..<500: self = .rejected(status: answer.status)
    case 300..<400:
      // The location comes from the network through any transport, the app's own too: its
      // user info is hidden and its length capped here, whatever the transport did.
      let target =
        answer.location.map { "to \(URLRedaction.redact($0, escapingControls: true))" }
        ?? "without a Location"
      self = .failed(
        reason: "HTTP \(answer.status) (a redirect \(target); redirects are not followed: "
          + "set the endpoint to the URL that accepts the records)")
    default: self = .failed(reason: "HTTP \(answer.status)")
    }
  }

  /// The outcome of a request that got no answer. The error may come from any transport,
  /// the app's own too, and its description may hold the endpoint, user info and all (a
  /// `URLError`'s failing URL, say): that is hidden here, whatever the transport did.
  init(error: any Error) {
    let description =
      (error as? HTTPTransportError).map(\.description) ?? ErrorDescription.of(error)
    // Hidden after the cap `ErrorDescription` applies: a cut may fall inside user info.
    let shown = URLUserInfo.hidden(in: description, cut: description.hasSuffix("…"))
    self = .failed(reason: "network error: \(shown)")
  }
}
