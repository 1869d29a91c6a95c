import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A bounded, non-recursive description of one error, for logs and keys.
///
/// `String(reflecting:)` prints an enum case's payload in full, so an error that holds an
/// error that holds an error… prints the whole chain, recursively: a chain a few thousand
/// deep overflows the stack, and an `NSError` whose user info leads back to itself never
/// ends. The rules here:
///
/// - An `NSError` (or a Foundation error: `CocoaError`, `URLError`, `POSIXError`) is written
///   `Error Domain=D Code=N "description"`, without its user info: the underlying error is
///   the next link of the ``ErrorChain``, described on its own.
/// - A class error is written by its own description, as Swift prints it (the type name
///   unless the class says otherwise): its stored properties are never followed.
/// - A value that holds no other error (checked through at most ``maxNodes`` values, at most
///   ``maxDepth`` deep) is written exactly as `String(reflecting:)` (or
///   `String(describing:)`) writes it.
/// - A value that holds other errors is written the same way by reflection, but only
///   ``maxDepth`` levels deep (deeper levels are `Type(…)`), classes by their type name, and
///   at most ``maxElements`` elements of a collection.
///
/// Whatever the input, the result has at most ``maxLength`` characters (then `…`).
package enum ErrorDescription {
  /// The longest description, in Unicode scalars, before `…`.
  package static let maxLength = 1_000
  /// How deep a value is followed.
  package static let maxDepth = 8
  /// How many values are visited to decide whether a value holds an error.
  package static let maxNodes = 256
  /// How many elements of a collection are written.
  package static let maxElements = 8

  /// Whether the type is written with its module (`String(reflecting:)`) or as
  /// `String(describing:)` writes a value.
  package enum Style {
    /// As `String(reflecting:)`: `Module.Type.case(…)`.
    case reflecting
    /// As `String(describing:)`: `case(…)`.
    case describing
  }

  /// A bounded description of `error`.
  ///
  /// - Parameters:
  ///   - error: Any error.
  ///   - style: How the outermost value is written.
  /// - Returns: At most ``maxLength`` characters, then `…`.
  package static func of(_ error: any Error, style: Style = .reflecting) -> String {
    if let foundation = foundationDescription(of: error) { return capped(foundation) }
    if error.isSmallerThanAReference || type(of: error) is AnyObject.Type || !holdsError(error) {
      return capped(style == .reflecting ? String(reflecting: error) : String(describing: error))
    }
    var printer = ReflectingPrinter()
    printer.write(error, depth: 0, qualified: style == .reflecting)
    return capped(printer.output)
  }

  /// `text`, cut to ``maxLength`` scalars.
  ///
  /// - Parameter text: Any text.
  /// - Returns: `text`, or its first ``maxLength`` scalars and `…`.
  package static func capped(_ text: String) -> String {
    if text.utf8.count <= maxLength { return text }
    let scalars = text.unicodeScalars
    guard
      let end = scalars.index(scalars.startIndex, offsetBy: maxLength, limitedBy: scalars.endIndex),
      end != scalars.endIndex
    else { return text }
    return String(scalars[..<end]) + "…"
  }

  /// `Error Domain=D Code=N "description"` for `NSError`s and Foundation's bridged errors.
  static func foundationDescription(of value: Any) -> String? {
    guard let error = value as? any Error else { return nil }
    return foundationDescription(of: error)
  }

  /// `Error Domain=D Code=N "description"` for `NSError`s and Foundation's bridged errors.
  static func foundationDescription(of error: any Error) -> String? {
    if let nsError = ErrorChain.asNSError(error) {
      let message = nsError.userInfo[NSLocalizedDescriptionKey] as? String
      return format(domain: nsError.domain, code: nsError.code, message: message)
    }
    let type = type(of: error)
    guard type == CocoaError.self || type == URLError.self || type == POSIXError.self,
      let custom = error as? any CustomNSError
    else { return nil }
    let message = custom.errorUserInfo[NSLocalizedDescriptionKey] as? String
    return format(
      domain: Swift.type(of: custom).errorDomain, code: custom.errorCode, message: message)
  }

  private static func format(domain: String, code: Int, message: String?) -> String {
    let text = message ?? posixMessage(domain: domain, code: code) ?? "(null)"
    return "Error Domain=\(capped(domain)) Code=\(code) \"\(capped(text))\""
  }

  /// The system's text for a POSIX error code (`EISDIR`: "Is a directory"), which an `NSError`
  /// of that domain rarely carries in its user info: the same on every platform, where
  /// Foundation's own description says `(null)` on Linux. Only for codes the platform knows,
  /// whose text is a constant of the C library.
  private static func posixMessage(domain: String, code: Int) -> String? {
    guard domain == NSPOSIXErrorDomain, let raw = Int32(exactly: code),
      POSIXErrorCode(rawValue: raw) != nil, let text = strerror(raw)
    else { return nil }
    return String(cString: text)
  }

  /// Whether `value` is a string, number or Boolean: no `Mirror` needed to know it holds
  /// no error (a `Mirror` costs more than the rest of a description).
  private static func isPlainLeaf(_ value: Any) -> Bool {
    value is String || value is Bool || value is Int || value is any BinaryInteger
      || value is any BinaryFloatingPoint || value is Substring || value is Character
  }

  /// Whether `value` holds an error below its top level, or is too big to tell.
  static func holdsError(_ value: Any) -> Bool {
    var budget = maxNodes
    var pending: [(value: Any, depth: Int)] = Mirror(reflecting: value).children.prefix(budget).map
    {
      ($0.value, 1)
    }
    while let (child, depth) = pending.popLast() {
      if child is any Error { return true }
      budget -= 1
      if budget <= 0 || depth > maxDepth { return true }
      if isPlainLeaf(child) { continue }
      let mirror = Mirror(reflecting: child)
      if mirror.displayStyle == .class { continue }
      // At most what the budget can still visit: a huge collection costs no more.
      for grandchild in mirror.children.prefix(budget) {
        pending.append((grandchild.value, depth + 1))
      }
    }
    return false
  }
}

extension Error {
  /// Whether the error is smaller than a reference, so it cannot hold another error (a case
  /// of an enum without payloads, an empty struct): no `Mirror` needed. A protocol
  /// extension, so `Self` is the error's dynamic type even through `any Error`.
  fileprivate var isSmallerThanAReference: Bool {
    MemoryLayout<Self>.size < MemoryLayout<UnsafeRawPointer>.size
  }
}
