/// An error as the app sees it: what went wrong, how to handle it, what the user was doing
/// and where it was raised. View models publish these on a never-terminating stream.
///
/// ```swift
/// let error = AppError(RecordingError.storageFull, context: .action)
/// error.userMessage   // "저장 공간이 부족합니다."
/// error.source.line   // the line above
/// ```
///
/// Build one from any error with ``init(_:context:level:retry:file:function:line:)``.
public struct AppError: Error, Sendable, CustomStringConvertible {
  /// What the error is.
  ///
  /// ```swift
  /// if case .unknown(let original) = error.kind { print(original) }
  /// ```
  public enum Kind: Sendable {
    /// A domain error that knows its messages and level.
    case domain(any AppErrorProtocol)
    /// The work was cancelled: logged, never shown.
    case cancelled
    /// An error nobody mapped; the original is kept for the logs.
    case unknown(any Error)
  }

  /// What the error is.
  ///
  /// ```swift
  /// switch error.kind { case .domain, .unknown: show(error); case .cancelled: break }
  /// ```
  public let kind: Kind

  /// What the user was doing.
  ///
  /// ```swift
  /// if error.context == .pageLoad { showErrorPage() }
  /// ```
  public var context: ErrorContext

  /// How to handle it; starts as the domain error's level.
  ///
  /// ```swift
  /// error.level = .critical
  /// ```
  public var level: ErrorLevel

  /// Where the error was created or published.
  ///
  /// ```swift
  /// print(error.source.line)
  /// ```
  public let source: CallSite

  /// Runs the failed work again; set for retryable work.
  ///
  /// ```swift
  /// error.retry?()
  /// ```
  public var retry: RetryAction?

  /// How many times the work was tried before this error was published: `1` unless a
  /// ``RetryPolicy`` retried it silently first.
  ///
  /// ```swift
  /// if error.attempts > 1 { print("failed \(error.attempts) times") }
  /// ```
  public var attempts = 1

  /// `kind` is `.cancelled`: kept beside it, because matching an enum with an existential
  /// payload copies the whole value.
  @usableFromInline let isCancelledKind: Bool

  /// Wraps `kind`.
  ///
  /// ```swift
  /// let error = AppError(kind: .cancelled, context: .pageLoad)
  /// ```
  ///
  /// - Parameters:
  ///   - kind: What the error is.
  ///   - context: What the user was doing.
  ///   - level: How to handle it; `nil` takes the kind's level.
  ///   - retry: Runs the failed work again.
  ///   - file: The source file; leave the default.
  ///   - function: The function; leave the default.
  ///   - line: The line; leave the default.
  public init(
    kind: Kind, context: ErrorContext, level: ErrorLevel? = nil, retry: RetryAction? = nil,
    file: String = #fileID, function: String = #function, line: Int = #line
  ) {
    self.init(
      kind: kind, context: context, level: level, retry: retry,
      site: CallSite(fileID: file, function: function, line: line))
  }

  /// Wraps `kind`, with a call site captured earlier: every other initializer ends here.
  @inlinable
  init(
    kind: consuming Kind, context: ErrorContext, level: ErrorLevel?, retry: RetryAction?,
    site: CallSite
  ) {
    // Taken apart and put back together: reading the domain error's level moves the
    // existential instead of copying it (a copy costs about a hundred instructions), and the
    // one test every publish makes (`isCancelled`) is answered once here.
    switch consume kind {
    case .domain(let error):
      self.level = level ?? error.level
      self.kind = .domain(error)
      isCancelledKind = false
    case .cancelled:
      self.level = level ?? .logOnly
      self.kind = .cancelled
      isCancelledKind = true
    case .unknown(let error):
      self.level = level ?? .notifyUser
      self.kind = .unknown(error)
      isCancelledKind = false
    }
    self.context = context
    self.retry = retry
    self.source = site
  }

  /// Converts any error, following the rule in
  /// <doc:LayeredErrors#How-ErrorFlow-reads-an-error>: an ``AppError`` keeps its kind, level
  /// and call site (taking the new context); a ``ContextualError`` keeps its own context; an
  /// ``AppErrorConvertible`` (every
  /// ``AppErrorProtocol`` and ``LayerError``) says what it is; a framework cancellation, or an
  /// enum case named `cancelled`, is ``Kind/cancelled``; a plain `LocalizedError` with an
  /// `errorDescription` is a domain error showing it; anything else is ``Kind/unknown(_:)``.
  ///
  /// ```swift
  /// catch { errors.onNext(AppError(error, context: .action)) }
  /// ```
  ///
  /// - Parameters:
  ///   - error: The error.
  ///   - context: What the user was doing; a ``ContextualError`` keeps its own instead.
  ///   - level: Overrides the error's own level.
  ///   - retry: Runs the failed work again.
  ///   - file: The source file; leave the default.
  ///   - function: The function; leave the default.
  ///   - line: The line; leave the default.
  public init(
    _ error: any Error, context: ErrorContext, level: ErrorLevel? = nil,
    retry: RetryAction? = nil, file: String = #fileID, function: String = #function,
    line: Int = #line
  ) {
    self.init(
      error, context: context, level: level, retry: retry,
      site: CallSite(fileID: file, function: function, line: line))
  }

  /// Converts any error (the rule of ``init(_:context:level:retry:file:function:line:)``)
  /// with a call site captured earlier.
  @usableFromInline
  init(
    _ error: any Error, context: ErrorContext, level: ErrorLevel? = nil,
    retry: RetryAction? = nil, site: CallSite
  ) {
    // The dynamic type first: a pointer comparison, where the cast alone costs a few hundred
    // instructions for every error that is not an AppError.
    let dynamicType = type(of: error)
    if dynamicType == AppError.self, let appError = error as? AppError {
      self = appError
      self.context = context
      if let level { self.level = level }
      if let retry { self.retry = retry }
      return
    }
    let route = ErrorRouteCache.shared.route(of: error, type: dynamicType)
    let kind: Kind =
      switch route {
      case .cancelled: .cancelled
      case .unknown: .unknown(error)
      case .convertible, .full:
        if let convertible = error as? any AppErrorConvertible {
          convertible.appErrorKind
        } else {
          Kind(adoptingNothing: error)
        }
      }
    // A ContextualError's own context wins (a ContextOverridingError's when it gives one); the
    // route cache sends every one the full way.
    let chosen =
      route == .full ? (error as? any ContextOverridingError)?.contextOverride ?? context : context
    self.init(kind: kind, context: chosen, level: level, retry: retry, site: site)
  }

  /// A cancellation: logged, never shown.
  ///
  /// ```swift
  /// let error = AppError.cancelled(context: .pageLoad)
  /// ```
  ///
  /// - Parameters:
  ///   - context: What the user was doing.
  ///   - file: The source file; leave the default.
  ///   - function: The function; leave the default.
  ///   - line: The line; leave the default.
  /// - Returns: The error.
  public static func cancelled(
    context: ErrorContext, file: String = #fileID, function: String = #function,
    line: Int = #line
  ) -> AppError {
    AppError(kind: .cancelled, context: context, file: file, function: function, line: line)
  }

  /// An error nobody mapped, kept for the logs.
  ///
  /// ```swift
  /// let error = AppError.unknown(decodingError, context: .pageLoad)
  /// ```
  ///
  /// - Parameters:
  ///   - error: The original error.
  ///   - context: What the user was doing.
  ///   - file: The source file; leave the default.
  ///   - function: The function; leave the default.
  ///   - line: The line; leave the default.
  /// - Returns: The error.
  public static func unknown(
    _ error: any Error, context: ErrorContext, file: String = #fileID,
    function: String = #function, line: Int = #line
  ) -> AppError {
    AppError(kind: .unknown(error), context: context, file: file, function: function, line: line)
  }

}
