/// Errors the core itself produces.
///
/// ```swift
/// do { _ = try subject.value() } catch RxError.disposed { print("gone") }
/// ```
public enum RxError: Swift.Error, CustomDebugStringConvertible, Equatable {
  /// An unknown error.
  case unknown
  /// An operation was performed on a disposed object; the payload names its type.
  case disposed(object: String)
  /// An arithmetic overflow.
  case overflow
  /// An argument was out of range.
  case argumentOutOfRange
  /// The sequence had no elements when one was required.
  case noElements
  /// The sequence had more than one element when one was required.
  case moreThanOneElement
  /// `timeout` fired before the next event.
  case timeout

  /// A readable explanation for developers.
  public var debugDescription: String {
    switch self {
    case .unknown: return "Unknown error occurred."
    case .disposed(let object): return "Object `\(object)` was already disposed."
    case .overflow: return "Arithmetic overflow occurred."
    case .argumentOutOfRange: return "Argument out of range."
    case .noElements: return "Sequence doesn't contain any elements."
    case .moreThanOneElement: return "Sequence contains more than one element."
    case .timeout: return "Sequence timeout."
    }
  }
}
