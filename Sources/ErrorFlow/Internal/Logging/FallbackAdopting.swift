/// A sink that reports its own failures to a fallback sink and, when made without one,
/// takes the fallback of the first ``ErrorLogger`` it is given to.
package protocol FallbackAdopting: Sendable {
  /// Uses `fallback` unless the sink has a fallback of its own or adopted one already.
  func adoptFallback(_ fallback: any ErrorLogSink)
}
