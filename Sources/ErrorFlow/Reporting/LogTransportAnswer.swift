/// What a collector answered one request: its status and, for a redirect, where it pointed.
package struct LogTransportAnswer: Sendable, Equatable {
  /// The HTTP status code, 100 to 599.
  package var status: Int
  /// The `Location` header of the answer, user info redacted (``URLRedaction``), at most
  /// ``URLRedaction/maxLength`` characters; `nil` when it had none.
  package var location: String?

  package init(status: Int, location: String? = nil) {
    self.status = status
    self.location = location
  }
}
