/// What a collector answered one request: its status and, for a redirect, where it pointed.
///
/// ```swift
/// let answer = LogTransportAnswer(status: 307, location: "https://***@elsewhere.example/v1/logs")
/// ```
public struct LogTransportAnswer: Sendable, Equatable {
  /// The HTTP status code, 100 to 599.
  ///
  /// ```swift
  /// let delivered = (200..<300).contains(answer.status)
  /// ```
  public var status: Int
  /// The `Location` header of the answer; `nil` when it had none. The sink names it in its
  /// failure reason after hiding any user and password in it, escaping control characters
  /// and capping it at 300 characters.
  ///
  /// ```swift
  /// print(answer.location ?? "no Location")
  /// ```
  public var location: String?

  /// An answer.
  ///
  /// ```swift
  /// return LogTransportAnswer(status: 200)
  /// ```
  ///
  /// - Parameters:
  ///   - status: The HTTP status code.
  ///   - location: The redirect target, user info hidden; `nil` when there is none.
  public init(status: Int, location: String? = nil) {
    self.status = status
    self.location = location
  }
}
