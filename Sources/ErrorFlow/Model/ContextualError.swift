/// An error that carries the context its use case chose, and keeps it: where it becomes an
/// ``AppError`` — inside `ErrorTracker.perform(context:)`, in `publish(_:context:)`,
/// `trackError(_:context:)` or ``AppError/init(_:context:level:retry:file:function:line:)`` —
/// its own ``context`` wins over the `context:` given there.
///
/// The `context:` of `perform` is what the view model knows the user was doing, and it is the
/// context of every other error: adopting this protocol is how an error says, explicitly, that
/// the code that threw it knows better. Post 003's use cases wrap a data error with the context
/// of the business step that failed:
///
/// ```swift
/// struct DomainError: LocalizedError, ContextualError {
///   let error: Error
///   let context: ErrorContext
///   let message: String?
///   var errorDescription: String? { message }
/// }
///
/// tracker.perform(context: .action) { () async throws(DomainError) in
///   try await useCase.loadProfile()  // throws DomainError(…, context: .tokenUnavailable)
/// }
/// // published with the context .tokenUnavailable
/// ```
///
/// An ``AppError`` thrown by the work does not keep its context: like any error, it takes the
/// `context:` given where it is published, unless it is made from a `ContextualError`.
///
/// `context` is not optional by design: every value of a `ContextualError` chooses. A type
/// whose values choose only sometimes (one case always a sign-out, the others the caller's
/// context) adopts ``ContextOverridingError`` instead, whose ``ContextOverridingError/contextOverride``
/// may be `nil`.
public protocol ContextualError: ContextOverridingError {
  /// What the user was doing, as the code that threw the error knows it.
  var context: ErrorContext { get }
}

extension ContextualError {
  /// ``context``: a `ContextualError` always chooses.
  ///
  /// ```swift
  /// let chosen = domainError.contextOverride  // == domainError.context
  /// ```
  public var contextOverride: ErrorContext? { context }
}
