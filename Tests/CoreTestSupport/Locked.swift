import Foundation

/// A value that test closures share across threads: what a test records from a `@Sendable`
/// handler, instead of mutating a captured `var` (which Swift 6 rejects, as it would in an app).
///
/// ```swift
/// let values = Locked<[Int]>([])
/// subject.subscribe(onNext: { value in values.withLock { $0.append(value) } })
/// subject.onNext(1)
/// XCTAssertEqual(values.value, [1])
/// ```
// unchecked Sendable: `stored` is guarded by `lock`.
public final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value

  /// Holds `value`.
  public init(_ value: Value) {
    stored = value
  }

  /// The value now (a copy).
  public var value: Value {
    lock.withLock { stored }
  }

  /// Runs `body` with the value, holding the lock; `body` must not touch this box again.
  ///
  /// - Parameter body: Reads or changes the value.
  /// - Returns: What `body` returns.
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try lock.withLock { try body(&stored) }
  }
}

extension Locked where Value: RangeReplaceableCollection {
  /// Appends `element`.
  ///
  /// - Parameter element: What to append.
  public func append(_ element: Value.Element) {
    withLock { $0.append(element) }
  }
}

extension Locked where Value: AdditiveArithmetic {
  /// Adds `amount`.
  ///
  /// - Parameter amount: What to add.
  public func add(_ amount: Value) {
    withLock { $0 += amount }
  }
}
