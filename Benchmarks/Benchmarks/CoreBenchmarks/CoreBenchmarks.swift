import Benchmark
import Foundation

// Every case is registered as "<case>:<implementation>", the implementation being
// ErrorFlow, OpenCombine, Floor (a plain closure array) or InModule (the in-module copy of
// ErrorFlow's PublishSubject hot path). `Benchmarks/run` reads these names to build its table.
//
// Each measured iteration runs `scaledIterations` operations (1,000 for most cases), so the
// reported figures are per operation: wall-clock ns, mallocs and net bytes per event.

/// `BENCH_SMOKE=1` runs each case once, for CI's smoke test.
let isSmokeRun = ProcessInfo.processInfo.environment["BENCH_SMOKE"] != nil

/// The metrics every case records (throughput only because the JMH export needs it).
let caseMetrics: [BenchmarkMetric] = [
  .throughput, .wallClock, .mallocCountTotal, .memoryLeakedBytes,
]

/// The configuration of a case: `scaling` operations per measured iteration.
func caseConfiguration(
  scaling: BenchmarkScalingFactor = .kilo, maxSeconds: Int = 1
) -> Benchmark.Configuration {
  if isSmokeRun {
    return .init(
      metrics: caseMetrics, warmupIterations: 0, scalingFactor: scaling,
      maxDuration: .milliseconds(1), maxIterations: 1)
  }
  return .init(
    metrics: caseMetrics, warmupIterations: 3, scalingFactor: scaling,
    maxDuration: .seconds(maxSeconds), maxIterations: 1_000)
}

/// Registers one case for one implementation.
func register(
  _ name: String, _ implementation: String, scaling: BenchmarkScalingFactor = .kilo,
  maxSeconds: Int = 1, _ body: @escaping (Benchmark) -> Void
) {
  Benchmark(
    "\(name):\(implementation)",
    configuration: caseConfiguration(scaling: scaling, maxSeconds: maxSeconds)
  ) { benchmark in
    body(benchmark)
  }
}

/// What every subscriber does with a value: adds it up, so the work cannot be optimised away.
final class Accumulator: @unchecked Sendable {
  var total = 0
  @inline(never)
  func add(_ value: Int) { total &+= value }
}

let benchmarks: @Sendable () -> Void = {
  registerSubjectCases()
  registerOperatorCases()
  registerSubscriptionCases()
  registerErrorPathCases()
}
