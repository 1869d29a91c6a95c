import ReactiveCore

extension InfallibleType {
  /// Prints every event and subscription of the sequence, as RxSwift's `debug` does: for
  /// tracing a chain while migrating. Printed on the thread each event arrives on.
  ///
  /// ```swift
  /// let traced = counts.debug("counts")
  /// ```
  ///
  /// - Parameters:
  ///   - identifier: The label of each line; by default the call site.
  ///   - trimOutput: Whether to shorten long event descriptions.
  ///   - file: The call site's file.
  ///   - line: The call site's line.
  ///   - function: The call site's function.
  /// - Returns: The same sequence, traced.
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file,
    line: UInt = #line, function: String = #function
  ) -> Infallible<Element> {
    Infallible(
      asObservable().debug(
        identifier, trimOutput: trimOutput, file: file, line: line, function: function))
  }
}
