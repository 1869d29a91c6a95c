/// One case for one implementation, as every harness runs it.
///
/// Every case is registered as "<case>:<implementation>", the implementation being
/// ErrorFlow, OpenCombine, Floor (a plain closure array) or InModule (the in-module copy of
/// ErrorFlow's hot path, InModuleCopy/). `Benchmarks/run` reads these names to build its tables.
public struct BenchmarkCase {
  /// `<case>:<implementation>`, e.g. `a.publish-send-1-sub:ErrorFlow`.
  public let id: String
  /// Operations per measured iteration under package-benchmark: 1,000 (`.kilo`).
  public let scaling: Int
  /// How long package-benchmark measures the case at most, in seconds.
  public let maxSeconds: Int
  /// N, the operations of the smaller of the two callgrind runs (the other runs 2N).
  public let counted: Int
  /// Whether the case is information only: never counted under callgrind nor gated (a case
  /// that runs several threads, which callgrind serializes). `BENCH_COUNT_CASE=list` omits it.
  public let informationOnly: Bool
  /// Builds the case, then runs `meter.scaledIterations` operations between
  /// `meter.startMeasurement()` and `meter.stopMeasurement()`.
  public let body: (Meter) -> Void

  /// Every case, registered in order.
  public static func all() -> [BenchmarkCase] {
    registered = []
    registerSubjectCases()
    registerOperatorCases()
    registerSubscriptionCases()
    registerErrorPathCases()
    registerSanitizerCases()
    registerSenderHoldCases()
    return registered
  }

  nonisolated(unsafe) fileprivate static var registered: [BenchmarkCase] = []
}

/// Registers one case for one implementation.
///
/// - Parameters:
///   - name: The case, e.g. `a.publish-send-1-sub`.
///   - implementation: `ErrorFlow`, `OpenCombine`, `Floor` or `InModule`.
///   - scaling: Operations per measured iteration under package-benchmark.
///   - maxSeconds: How long package-benchmark measures the case at most.
///   - counted: N for the callgrind runs; fewer for cases whose operation costs many thousand
///     instructions in some implementation.
///   - informationOnly: Whether the case stays out of the instruction counts and the gate.
///   - body: Builds the case, then runs `benchmark.scaledIterations` operations between
///     `benchmark.startMeasurement()` and `benchmark.stopMeasurement()`.
func register(
  _ name: String, _ implementation: String, scaling: Int = 1_000, maxSeconds: Int = 1,
  counted: Int = 1_000, informationOnly: Bool = false, _ body: @escaping (Meter) -> Void
) {
  BenchmarkCase.registered.append(
    BenchmarkCase(
      id: "\(name):\(implementation)", scaling: scaling, maxSeconds: maxSeconds,
      counted: counted, informationOnly: informationOnly, body: body))
}

/// What every subscriber does with a value: adds it up, so the work cannot be optimised away.
final class Accumulator: @unchecked Sendable {
  var total = 0
  @inline(never)
  func add(_ value: Int) { total &+= value }
}
