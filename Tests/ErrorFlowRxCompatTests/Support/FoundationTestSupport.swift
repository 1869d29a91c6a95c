import Foundation

/// A value shared between test threads, guarded by a lock.
final class FoundationBox<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: Value

  init(_ value: Value) {
    storage = value
  }

  /// The current value.
  var value: Value { lock.withLock { storage } }

  /// Changes the value under the lock and returns what `body` returns.
  @discardableResult
  func update<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.withLock { body(&storage) }
  }
}

extension FoundationBox where Value == Int {
  /// Adds one and returns the new value.
  @discardableResult
  func increment() -> Int {
    update {
      $0 += 1
      return $0
    }
  }
}

extension FoundationBox where Value: RangeReplaceableCollection {
  /// Appends `element`.
  func append(_ element: Value.Element) { update { $0.append(element) } }
}

/// Counts how many threads are inside a section at once and remembers the largest number seen.
final class OverlapDetector: @unchecked Sendable {
  private let lock = NSLock()
  private var inside = 0
  private var maximum = 0

  /// The largest number of threads seen inside at once.
  var maximumInside: Int { lock.withLock { maximum } }

  /// Runs `body`, counted as inside.
  func run(_ body: () -> Void) {
    lock.withLock {
      inside += 1
      maximum = max(maximum, inside)
    }
    body()
    lock.withLock { inside -= 1 }
  }
}
