extension ErrorTracker {
  /// Runs `work` now; a failure is published on ``errors`` (on this thread) and `nil` is
  /// returned. Synchronous work does not change ``isLoading``: it starts and ends before any
  /// view could show a spinner.
  ///
  /// ```swift
  /// let amount = tracker.performNow(context: .action) { () throws(ValidationError) in
  ///   try Amount(parsing: text)
  /// }
  /// ```
  ///
  /// An error type that is an ``AppErrorConvertible`` (every ``AppErrorProtocol`` and
  /// ``LayerError``) takes the overload that converts it without a dynamic cast.
  ///
  /// - Parameters:
  ///   - context: What the user is doing.
  ///   - file: The source file; leave the default.
  ///   - function: The function; leave the default.
  ///   - line: The line; leave the default.
  ///   - work: The work; it may throw any error type.
  /// - Returns: The work's result, or `nil` when it failed.
  @inlinable @discardableResult
  public func performNow<Failure: Error, Result>(
    context: ErrorContext, file: String = #fileID, function: String = #function,
    line: Int = #line, _ work: () throws(Failure) -> Result
  ) -> Result? {
    // Inlinable, so the caller's module specializes it for its error type: the throw and
    // the catch are direct, and the call site is built where it is consumed (see the error
    // path's breakdown in Benchmarks/README.md).
    do throws(Failure) {
      return try work()
    } catch {
      let site = CallSite(fileID: file, function: function, line: line)
      publishNow(AppError(error, context: context, site: site))
      return nil
    }
  }

  /// Runs `work` now; a failure, an error that says what it is, is published on ``errors``
  /// (on this thread) and `nil` is returned. The same as the general overload, without its
  /// dynamic cast.
  ///
  /// ```swift
  /// let amount = tracker.performNow(context: .action) { () throws(ValidationError) in
  ///   try Amount(parsing: text)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - context: What the user is doing.
  ///   - file: The source file; leave the default.
  ///   - function: The function; leave the default.
  ///   - line: The line; leave the default.
  ///   - work: The work, throwing an ``AppErrorConvertible``.
  /// - Returns: The work's result, or `nil` when it failed.
  @inlinable @discardableResult
  public func performNow<Failure: AppErrorConvertible, Result>(
    context: ErrorContext, file: String = #fileID, function: String = #function,
    line: Int = #line, _ work: () throws(Failure) -> Result
  ) -> Result? {
    do throws(Failure) {
      return try work()
    } catch {
      let site = CallSite(fileID: file, function: function, line: line)
      publishNow(AppError(convertible: error, context: context, site: site))
      return nil
    }
  }

  /// Publishes the failure of `performNow`'s work (the inlined part builds the error).
  @usableFromInline
  func publishNow(_ error: consuming AppError) {
    report(error, retry: nil)
  }
}
