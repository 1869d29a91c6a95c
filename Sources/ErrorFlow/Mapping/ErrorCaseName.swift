/// The case name of an enum error, read by reflection: the documented rule that lets an app's
/// own types say "cancelled" or "unknown(original)" without adopting anything of ErrorFlow's.
///
/// Reflection costs an allocation, so callers use it only on the paths where the answer
/// matters: a `nil` message, a ``LayerError``, or an error that adopts nothing.
struct ErrorCaseName {
  /// The case's name: `cancelled`, `unknown`, `offline`.
  let name: String
  /// The case's single payload, when it has exactly one.
  let payload: Any?

  /// The case of `error`, or `nil` when it is not an enum (or describes itself otherwise).
  static func of(_ error: any Error) -> ErrorCaseName? {
    let mirror = Mirror(reflecting: error)
    guard mirror.displayStyle == .enum else { return nil }
    if let child = mirror.children.first, let label = child.label {
      return ErrorCaseName(name: label, payload: child.value)
    }
    // A case without payload has no children; its default description is its name. A type
    // with a custom `description` does not take part in the rule (it may adopt
    // `AppErrorConvertible` instead).
    let described = String(describing: error)
    guard described.utf8.count <= 64, !described.contains(where: { !$0.isLetter && $0 != "_" })
    else { return nil }
    return ErrorCaseName(name: described, payload: nil)
  }

  /// `cancelled` or `canceled`: a cancellation, logged and never shown.
  var isCancellation: Bool { name == "cancelled" || name == "canceled" }

  /// What the rule makes of the case: a cancellation, an unknown error keeping its original
  /// (`unknown(original)`), or `nil` for any other case.
  var kind: AppError.Kind? {
    if isCancellation { return .cancelled }
    if name == "unknown", let original = payload as? any Error { return .unknown(original) }
    return nil
  }
}
