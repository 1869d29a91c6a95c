import ReactiveCore

/// Where a ``RetryPolicy`` draws the random fraction of its full-jitter backoff: a number in
/// `0 ... 1`, multiplied by the wait's ceiling.
///
/// Production code keeps ``random`` (the system generator), so clients that failed together
/// do not retry together. Tests pick ``fixed(_:)`` or ``seeded(_:)`` so the waits, and every
/// virtual time that follows from them, are the same on each run.
///
/// ```swift
/// var policy = RetryPolicy.default
/// policy.jitter = .fixed(1)  // always the full ceiling: 0.5 s, 1 s, 2 s, …
/// ```
public struct RetryJitter: Sendable {
  private let next: @Sendable () -> Double

  /// A jitter source that calls `next` for each wait; values outside `0 ... 1` are clamped.
  ///
  /// ```swift
  /// let half = RetryJitter { 0.5 }
  /// ```
  ///
  /// - Parameter next: Returns the fraction of the ceiling to wait; called on the thread that
  ///   saw the failure.
  public init(_ next: @escaping @Sendable () -> Double) {
    self.next = next
  }

  /// The system random number generator: a uniform fraction in `0 ..< 1`.
  ///
  /// ```swift
  /// policy.jitter = .random
  /// ```
  public static let random = RetryJitter { Double.random(in: 0..<1) }

  /// Always `fraction` (clamped to `0 ... 1`): `.fixed(1)` waits the whole ceiling, which
  /// turns full jitter into plain exponential backoff.
  ///
  /// ```swift
  /// policy.jitter = .fixed(1)
  /// ```
  ///
  /// - Parameter fraction: The fraction of the ceiling to wait.
  /// - Returns: The jitter source.
  public static func fixed(_ fraction: Double) -> RetryJitter {
    RetryJitter { fraction }
  }

  /// A reproducible pseudo-random sequence (SplitMix64) starting at `seed`: the same seed
  /// gives the same waits on every run and platform.
  ///
  /// ```swift
  /// policy.jitter = .seeded(42)
  /// ```
  ///
  /// - Parameter seed: The generator's starting state.
  /// - Returns: The jitter source; one sequence shared by every round that uses it.
  public static func seeded(_ seed: UInt64) -> RetryJitter {
    let generator = SeededGenerator(seed: seed)
    return RetryJitter { generator.nextFraction() }
  }

  /// The next fraction, clamped to `0 ... 1` (a NaN reads as 1).
  func fraction() -> Double {
    let value = next()
    if value.isNaN { return 1 }
    return min(max(value, 0), 1)
  }
}

/// SplitMix64 behind a lock, so one seeded source can be shared by concurrent rounds.
// unchecked Sendable: `state` is guarded by `lock`
private final class SeededGenerator: @unchecked Sendable {
  private let lock = Lock()
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  func nextFraction() -> Double {
    let bits = lock.withLock { () -> UInt64 in
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    // The top 53 bits make a uniform double in 0 ..< 1.
    return Double(bits >> 11) * 0x1p-53
  }
}
