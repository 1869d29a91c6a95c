/// One event of a sequence: a value, a failure, or the end.
///
/// A subscription receives `next* (error | completed)?`: any number of values, then at most
/// one terminal event, and nothing after it (contract 1).
///
/// ```swift
/// let events: [Event<Int>] = [.next(1), .next(2), .completed]
/// ```
@frozen
public enum Event<Element> {
  /// A value.
  case next(Element)
  /// The sequence failed; no event follows.
  case error(Swift.Error)
  /// The sequence finished; no event follows.
  case completed
}

extension Event: Sendable where Element: Sendable {}

extension Event {
  /// Whether this is `error` or `completed`.
  @inlinable
  public var isStopEvent: Bool {
    if case .next = self { return false }
    return true
  }

  /// The value of a `next` event.
  @inlinable
  public var element: Element? {
    if case .next(let value) = self { return value }
    return nil
  }

  /// The error of an `error` event.
  @inlinable
  public var error: Swift.Error? {
    if case .error(let error) = self { return error }
    return nil
  }

  /// Whether this is `completed`.
  @inlinable
  public var isCompleted: Bool {
    if case .completed = self { return true }
    return false
  }

  /// Transforms the value of a `next` event; a thrown error becomes an `error` event.
  ///
  /// - Parameter transform: Applied to the element of a `next` event.
  /// - Returns: The transformed event.
  public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
    switch self {
    case .next(let value):
      do { return .next(try transform(value)) } catch { return .error(error) }
    case .error(let error): return .error(error)
    case .completed: return .completed
    }
  }
}

extension Event: CustomDebugStringConvertible {
  /// `next(value)`, `error(error)` or `completed`.
  public var debugDescription: String {
    switch self {
    case .next(let value): return "next(\(value))"
    case .error(let error): return "error(\(error))"
    case .completed: return "completed"
    }
  }
}

/// A value that can be turned into an ``Event``; lets `dematerialize` accept any such type.
public protocol EventConvertible {
  /// The element type of the event.
  associatedtype Element
  /// The event this value represents.
  var event: Event<Element> { get }
}

extension Event: EventConvertible {
  /// The event itself.
  public var event: Event<Element> { self }
}
