/// Writes a value the way `String(reflecting:)` does, but bounded: ``ErrorDescription``'s
/// printer for values that hold other errors.
///
/// Each value that holds no error is written by `String(reflecting:)`; the others are
/// opened by `Mirror`, at most ``ErrorDescription/maxDepth`` deep, at most
/// ``ErrorDescription/maxElements`` elements per collection, and never through a class
/// instance (written by its type name) or an `NSError` (written flat). Writing stops once
/// the output passes ``ErrorDescription/maxLength``.
struct ReflectingPrinter {
  private(set) var output = ""

  /// Appends `value`.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - depth: How deep `value` is in the outermost error.
  ///   - qualified: Whether an enum case is preceded by its type.
  mutating func write(_ value: Any, depth: Int, qualified: Bool = true) {
    guard output.utf8.count <= ErrorDescription.maxLength else { return }
    if let foundation = ErrorDescription.foundationDescription(of: value) {
      output += foundation
      return
    }
    let mirror = Mirror(reflecting: value)
    let typeName = String(reflecting: mirror.subjectType)
    if mirror.displayStyle == .class {
      output += typeName
      return
    }
    if depth > 0, !ErrorDescription.holdsError(value) {
      output += ErrorDescription.capped(String(reflecting: value))
      return
    }
    if depth >= ErrorDescription.maxDepth {
      output += typeName + "(…)"
      return
    }
    switch mirror.displayStyle {
    case .enum?:
      let name = qualified ? typeName + "." : ""
      guard let payload = mirror.children.first else {
        output += name + String(describing: value)
        return
      }
      output += name + (payload.label ?? "?")
      writePayload(payload.value, depth: depth + 1)
    case .optional?:
      if let wrapped = mirror.children.first {
        write(wrapped.value, depth: depth + 1)
      } else {
        output += "nil"
      }
    case .collection?, .set?, .dictionary?:
      writeElements(of: mirror, depth: depth + 1)
    case .tuple?:
      writeFields(of: mirror, depth: depth + 1)
    default:
      output += qualified ? typeName : String(describing: mirror.subjectType)
      writeFields(of: mirror, depth: depth + 1)
    }
  }

  /// `(value)`, or `(a: 1, b: 2)` for a tuple payload.
  private mutating func writePayload(_ payload: Any, depth: Int) {
    let mirror = Mirror(reflecting: payload)
    if mirror.displayStyle == .tuple {
      writeFields(of: mirror, depth: depth)
    } else {
      output += "("
      write(payload, depth: depth)
      output += ")"
    }
  }

  /// `(label: value, …)`.
  private mutating func writeFields(of mirror: Mirror, depth: Int) {
    output += "("
    for (index, child) in mirror.children.enumerated() {
      if index > 0 { output += ", " }
      if index >= ErrorDescription.maxElements {
        output += "…"
        break
      }
      if let label = child.label, !label.hasPrefix(".") { output += label + ": " }
      write(child.value, depth: depth)
    }
    output += ")"
  }

  /// `[a, b, … N more]`.
  private mutating func writeElements(of mirror: Mirror, depth: Int) {
    output += "["
    var count = 0
    for child in mirror.children {
      if count == ErrorDescription.maxElements {
        output += ", … \(mirror.children.count - count) more"
        break
      }
      if count > 0 { output += ", " }
      write(child.value, depth: depth)
      count += 1
    }
    output += "]"
  }
}
