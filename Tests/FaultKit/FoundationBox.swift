import Foundation

/// A value shared between test threads, guarded by a lock.
public final class FoundationBox<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: Value

  public init(_ value: Value) {
    storage = value
  }

  /// The current value.
  public var value: Value { lock.withLock { storage } }

  /// Changes the value under the lock and returns what `body` returns.
  @discardableResult
  public func update<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.withLock { body(&storage) }
  }
}

extension FoundationBox where Value == Int {
  /// Adds one and returns the new value.
  @discardableResult
  public func increment() -> Int {
    update {
      $0 += 1
      return $0
    }
  }
}

extension FoundationBox where Value: RangeReplaceableCollection {
  /// Appends `element`.
  public func append(_ element: Value.Element) { update { $0.append(element) } }
}
