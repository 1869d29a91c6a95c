/// What a case's body sees of the harness running it: how many operations to run and where
/// the measured region starts and stops. Under package-benchmark (CoreBenchmarks) it forwards
/// to `Benchmark`; under callgrind (InstructionCounter) it switches instrumentation on and off.
///
/// Its members have package-benchmark's names, so a case written for package-benchmark
/// (`for _ in benchmark.scaledIterations`, `startMeasurement()`, `stopMeasurement()`,
/// `blackHole(_:)`) compiles here once its `import Benchmark` is dropped.
public final class Meter {
  /// The operations to run in the measured region.
  public let scaledIterations: Range<Int>
  private let start: () -> Void
  private let stop: () -> Void

  /// A meter that runs `iterations` operations between `start` and `stop`.
  public init(iterations: Range<Int>, start: @escaping () -> Void, stop: @escaping () -> Void) {
    self.scaledIterations = iterations
    self.start = start
    self.stop = stop
  }

  /// Starts the measured region (after the set-up).
  public func startMeasurement() { start() }

  /// Stops the measured region (before the tear-down).
  public func stopMeasurement() { stop() }
}

/// Keeps `value` alive and opaque to the optimiser, like package-benchmark's `blackHole`.
@inline(never)
public func blackHole<T>(_ value: T) { _ = value }
