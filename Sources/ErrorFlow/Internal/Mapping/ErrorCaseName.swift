/// The runtime's enum-case-name reader, the one `String(describing:)` uses for enums; the
/// standard library binds it the same way (`_getEnumCaseName`). It returns `nil` for anything
/// that is not an enum, so it is safe on any error.
@_silgen_name("swift_EnumCaseName")
private func runtimeEnumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?

/// The case name of an enum error: the documented rule that lets an app's own types say
/// "cancelled" or "unknown(original)" without adopting anything of ErrorFlow's.
///
/// Reading the name costs no allocation (a few hundred instructions); only a case named
/// `unknown` is reflected further, to take its payload.
@usableFromInline
enum ErrorCaseName {
  /// The name of `error`'s case, or `nil` when it is not an enum.
  static func name(of error: any Error) -> String? {
    pointer(of: error).map { String(cString: $0) }
  }

  /// The runtime's own string for `error`'s case name (stable for the life of the process),
  /// or `nil` when it is not an enum.
  static func pointer(of error: any Error) -> UnsafePointer<CChar>? {
    runtimeEnumCaseName(error)
  }

  /// `cancelled` or `canceled`: a cancellation, logged and never shown.
  @usableFromInline
  static func isCancellation(_ error: any Error) -> Bool {
    guard let name = name(of: error) else { return false }
    return name == "cancelled" || name == "canceled"
  }

  /// What the rule makes of `error`'s case: a cancellation (`cancelled`, `canceled`, or
  /// `unknown` keeping a framework cancellation: a layer without a `cancelled` case keeps one
  /// so), an unknown error keeping its original (`unknown(original)`), or `nil` for any other
  /// case.
  static func kind(of error: any Error) -> AppError.Kind? {
    switch name(of: error) {
    case "cancelled", "canceled":
      return .cancelled
    case "unknown":
      guard let original = singleErrorPayload(of: error) else { return nil }
      return FrameworkErrorKind(original) == .cancelled ? .cancelled : .unknown(original)
    default:
      return nil
    }
  }

  /// The error an enum case carries as its only payload, if any.
  static func singleErrorPayload(of error: any Error) -> (any Error)? {
    guard name(of: error) != nil else { return nil }
    let children = Mirror(reflecting: error).children
    guard children.count == 1 else { return nil }
    return children.first?.value as? any Error
  }
}
