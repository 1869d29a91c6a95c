import Foundation

extension AppError {
  /// The domain error, or `nil` for ``Kind/cancelled`` and ``Kind/unknown(_:)``.
  ///
  /// ```swift
  /// if let domain = error.domainError { print(domain.level) }
  /// ```
  public var domainError: (any AppErrorProtocol)? {
    if case .domain(let error) = kind { return error }
    return nil
  }

  /// Whether the work was cancelled; a cancelled error is never shown.
  ///
  /// ```swift
  /// guard !error.isCancelled else { return }
  /// ```
  public var isCancelled: Bool {
    isCancelledKind
  }

  /// Whether nobody mapped the error.
  ///
  /// ```swift
  /// if error.isUnknown { reportToCrashService(error) }
  /// ```
  public var isUnknown: Bool {
    if case .unknown = kind { return true }
    return false
  }

  /// The domain error's message for the user, or `nil` (cancelled, unknown, or a domain error
  /// without a message). The standard ``PresentationPolicy`` shows its default message where
  /// this is `nil`, except for cancelled and ``ErrorLevel/logOnly`` errors, which stay silent.
  ///
  /// ```swift
  /// label.text = error.userMessage
  /// ```
  public var userMessage: String? {
    guard case .domain(let error) = kind else { return nil }
    return error.errorDescription
  }

  /// The message for developers.
  ///
  /// ```swift
  /// print(error.debugMessage)
  /// ```
  public var debugMessage: String {
    switch kind {
    case .domain(let error): error.debugDescription
    case .cancelled: "cancelled"
    case .unknown(let error): "unknown: \(ErrorDescription.of(error))"
    }
  }

  /// The alert or error-page title: the domain error's own, else `nil` (an empty
  /// ``AppErrorProtocol/alertTitle``, the default, is none: the policy's default title wins).
  ///
  /// ```swift
  /// let title = error.alertTitle ?? "오류"
  /// ```
  public var alertTitle: String? {
    guard let title = domainError?.alertTitle, !title.isEmpty else { return nil }
    return title
  }

  /// Errors with equal keys are "the same" for coalescing: the domain error's key, or the
  /// original error's type and value (for a wrapper, its type and the identity of what it
  /// wraps, not the wrapped error's text).
  ///
  /// ```swift
  /// let same = first.identityKey == second.identityKey
  /// ```
  public var identityKey: String {
    switch kind {
    case .domain(let error): error.identityKey
    case .cancelled: "cancelled"
    case .unknown(let error):
      if let wrapper = WrappedError.identity(of: error) {
        "unknown.\(wrapper)"
      } else {
        "unknown.\(String(reflecting: type(of: error))).\(ErrorDescription.of(error, style: .describing))"
      }
    }
  }

  /// The errors this one was made from, outermost first: the domain error, its
  /// ``AppErrorProtocol/underlyingError``s, and `NSUnderlyingErrorKey` errors; at most 64,
  /// and each error once (a chain that leads back to an earlier error stops there).
  ///
  /// ```swift
  /// for cause in error.underlyingChain { print(cause) }
  /// ```
  public var underlyingChain: [any Error] { ErrorChain(of: self).errors }

  /// `level context: debug message @ source`.
  ///
  /// ```swift
  /// print(error)  // AppError(notifyUser, action): ... @ App/File.swift:12 f()
  /// ```
  public var description: String {
    "AppError(\(level.rawValue), \(context.rawValue)): \(debugMessage) @ \(source)"
  }
}
