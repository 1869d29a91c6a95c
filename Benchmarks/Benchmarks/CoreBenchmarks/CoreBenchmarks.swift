import Benchmark
import BenchmarkCases
import Foundation

// The wall-clock half of `Benchmarks/run` (information only): every case of BenchmarkCases
// under package-benchmark, which reports time, mallocs and net bytes per operation (each
// measured iteration runs 1,000 operations). The gate is InstructionCounter's.

/// `BENCH_SMOKE=1` runs each case once, for CI's smoke test.
let isSmokeRun = ProcessInfo.processInfo.environment["BENCH_SMOKE"] != nil

/// The metrics every case records (throughput only because the JMH export needs it).
let caseMetrics: [BenchmarkMetric] = [
  .throughput, .wallClock, .mallocCountTotal, .memoryLeakedBytes,
]

/// The configuration of a case: `scaling` operations per measured iteration.
func caseConfiguration(_ item: BenchmarkCase) -> Benchmark.Configuration {
  let scaling = BenchmarkScalingFactor(rawValue: item.scaling) ?? .kilo
  if isSmokeRun {
    return .init(
      metrics: caseMetrics, warmupIterations: 0, scalingFactor: scaling,
      maxDuration: .milliseconds(1), maxIterations: 1)
  }
  return .init(
    metrics: caseMetrics, warmupIterations: 3, scalingFactor: scaling,
    maxDuration: .seconds(item.maxSeconds), maxIterations: 1_000)
}

let benchmarks: @Sendable () -> Void = {
  for item in BenchmarkCase.all() {
    Benchmark(item.id, configuration: caseConfiguration(item)) { benchmark in
      item.body(
        Meter(
          iterations: benchmark.scaledIterations, start: { benchmark.startMeasurement() },
          stop: { benchmark.stopMeasurement() }))
    }
  }
}
