extension HTTPLogSink.Configuration {
  /// Throws for the first header (by name) the sink could not send as given: a name that is
  /// not an HTTP token, a value with a control character other than a tab, or a header the
  /// transport writes itself. Nothing is left off or changed silently.
  func validateHeaders() throws(HTTPLogSink.ConfigurationError) {
    for name in headers.keys.sorted() {
      guard HTTPSyntax.isToken(name.utf8) else { throw .invalidHeaderName(name) }
      guard !HTTPSyntax.transportHeaders.contains(name.lowercased()) else {
        throw .reservedHeader(name)
      }
      guard HTTPSyntax.isFieldValue((headers[name] ?? "").utf8) else {
        throw .invalidHeaderValue(name: name)
      }
    }
  }
}
