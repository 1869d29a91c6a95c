/// An error that says what it is for the app. Every ``AppErrorProtocol`` and ``LayerError`` is
/// one already, with a correct default; write ``appErrorKind`` yourself only when a type's
/// cases do not follow the naming rule (`cancelled`, `unknown(original)`).
///
/// ```swift
/// enum LegacyError: AppErrorConvertible {
///   case userAborted, failed(any Error)
///   var appErrorKind: AppError.Kind {
///     switch self {
///     case .userAborted: .cancelled
///     case .failed(let error): .unknown(error)
///     }
///   }
/// }
/// let error = AppError(LegacyError.userAborted, context: .action)  // cancelled
/// ```
public protocol AppErrorConvertible: Error {
  /// What this error is for the app: a domain error, a cancellation or an unknown error.
  var appErrorKind: AppError.Kind { get }
}

extension AppErrorConvertible {
  /// The ``AppError`` for this error, with the call site captured here.
  ///
  /// ```swift
  /// catch { bus.publish(error.toAppError(context: .pageLoad)) }
  /// ```
  ///
  /// - Parameters:
  ///   - context: What the user was doing.
  ///   - level: Overrides the error's own level.
  ///   - retry: Runs the failed work again.
  ///   - file: The source file; leave the default.
  ///   - function: The function; leave the default.
  ///   - line: The line; leave the default.
  /// - Returns: The app error.
  @available(*, deprecated, message: "write AppError(error, context:), the one way to build one")
  public func toAppError(
    context: ErrorContext, level: ErrorLevel? = nil, retry: RetryAction? = nil,
    file: String = #fileID, function: String = #function, line: Int = #line
  ) -> AppError {
    AppError(
      kind: appErrorKind, context: context, level: level, retry: retry, file: file,
      function: function, line: line)
  }
}

/// A layer's error type: `unknown(any Error)` keeps an error the layer does not know, and
/// `cancelled` (never shown) is a cancellation. Enum cases satisfy both requirements, and the
/// default ``AppErrorConvertible/appErrorKind`` reads them by name, so nothing else is needed:
/// `cancelled` is a cancellation and `unknown(original)` an unknown error keeping `original`.
///
/// ```swift
/// enum RecordingRepositoryError: LayerError {
///   case syncUnavailable, saveFailed, cancelled
///   case unknown(any Error)
///   var errorDescription: String? {
///     switch self {
///     case .cancelled: nil
///     default: "저장하지 못했습니다."
///     }
///   }
/// }
/// let error = RecordingRepositoryError.mapping(thrownError) { .unknown($0) }
/// ```
///
/// A layer whose error has no `cancelled` case (a service error whose cases are the
/// framework's failures, as post 000 writes one) keeps its cases, and its exhaustive
/// `switch`es, as they are: one line makes a cancellation an `unknown` keeping it, which
/// ErrorFlow reads as a cancellation (logged, never shown). Swift cannot give that line a
/// default: an enum with its own `cancelled` case would then match twice.
///
/// ```swift
/// enum AudioRecorderServiceError: LayerError {
///   case alreadyRecording, sessionActivationFailed, mediaServicesFailed, startFailed
///   case unknown(Error)
///   static var cancelled: Self { .unknown(CancellationError()) }
/// }
/// ```
///
/// The level is ``ErrorLevel/notifyUser`` unless the type says otherwise, and a case without
/// an `errorDescription` shows the policy's default message.
public protocol LayerError: AppErrorProtocol, AppErrorConvertible {
  /// The work was cancelled: the type's `cancelled` case, or `.unknown(CancellationError())`
  /// for a type without one.
  static var cancelled: Self { get }
  /// An error this layer does not know, kept as is.
  ///
  /// - Parameter error: The original error.
  /// - Returns: The layer's error.
  static func unknown(_ error: any Error) -> Self
}

extension LayerError {
  /// `cancelled` is ``AppError/Kind/cancelled``, `unknown(original)` is
  /// ``AppError/Kind/unknown(_:)`` keeping `original` (or a cancellation, when `original` is
  /// one), every other case is a domain error.
  ///
  /// ```swift
  /// RecordingRepositoryError.cancelled.appErrorKind  // .cancelled
  /// ```
  public var appErrorKind: AppError.Kind { ErrorCaseName.kind(of: self) ?? .domain(self) }

  /// The name of this error's case without its payload (`offline` for
  /// `.offline(underlying)`), read from the runtime as `appErrorKind` reads `cancelled` and
  /// `unknown`; the type's name for an error that is not an enum. Stable across runs, it
  /// names an error where a varying detail (a path, a timing) must not: a custom
  /// ``AppErrorProtocol/identityKey`` that folds every `offline` into one, a metric's label.
  ///
  /// ```swift
  /// var identityKey: String { "RecordingRepositoryError.\(caseName)" }
  /// ```
  public var caseName: String { ErrorCaseName.name(of: self) ?? String(describing: Self.self) }

  /// Maps an error this layer did not throw itself: an error of this type stays as it is,
  /// a framework cancellation becomes ``cancelled``, anything else goes to `map` (which
  /// usually ends with `.unknown(error)`).
  ///
  /// ```swift
  /// catch { throw RecordingServiceError.mapping(error) { RecordingServiceError(framework: $0) } }
  /// ```
  ///
  /// - Parameters:
  ///   - error: The caught error.
  ///   - map: Maps the errors this layer knows.
  /// - Returns: The layer's error.
  public static func mapping(_ error: any Error, _ map: (any Error) -> Self = { .unknown($0) })
    -> Self
  {
    if let own = error as? Self { return own }
    if FrameworkErrorKind(error) == .cancelled { return .cancelled }
    return map(error)
  }
}
