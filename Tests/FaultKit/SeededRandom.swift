import Foundation

/// A seeded random generator (SplitMix64) for choosing fault points — where a child is
/// killed, which write comes up short — so that a failing run replays exactly.
///
/// The seed comes from `ERRORFLOW_SEED` when it is set, and is drawn at random otherwise;
/// put ``replayHint`` in every assertion message.
///
/// ```swift
/// var random = SeededRandom.fromEnvironment()
/// let killAfter = Int.random(in: 1...20, using: &random)
/// XCTAssertEqual(found, expected, random.replayHint)
/// ```
public struct SeededRandom: RandomNumberGenerator, Sendable {
  /// The seed the generator started from.
  public let seed: UInt64
  private var state: UInt64

  /// A generator starting from `seed`.
  public init(seed: UInt64) {
    self.seed = seed
    state = seed
  }

  /// A generator seeded by `ERRORFLOW_SEED`, or by a random seed when it is not set.
  public static func fromEnvironment(_ name: String = "ERRORFLOW_SEED") -> SeededRandom {
    let given = ProcessInfo.processInfo.environment[name].flatMap { UInt64($0) }
    return SeededRandom(seed: given ?? UInt64.random(in: 0...UInt64.max))
  }

  /// "seed N (replay with ERRORFLOW_SEED=N)".
  public var replayHint: String { "seed \(seed) (replay with ERRORFLOW_SEED=\(seed))" }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
