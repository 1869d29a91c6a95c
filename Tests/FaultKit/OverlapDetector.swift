import Foundation

/// Counts how many threads are inside a section at once and remembers the largest number seen.
public final class OverlapDetector: @unchecked Sendable {
  private let lock = NSLock()
  private var inside = 0
  private var maximum = 0

  public init() {}

  /// The largest number of threads seen inside at once.
  public var maximumInside: Int { lock.withLock { maximum } }

  /// Runs `body`, counted as inside.
  public func run(_ body: () -> Void) {
    lock.withLock {
      inside += 1
      maximum = max(maximum, inside)
    }
    body()
    lock.withLock { inside -= 1 }
  }
}
