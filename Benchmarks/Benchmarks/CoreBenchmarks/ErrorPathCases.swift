import Benchmark
import ErrorFlow

/// The error path: a view model's `performNow` fails → `ErrorTracker` → `ErrorBus` → one
/// subscriber of `notices`. The floor converts the error the same way (`AppError(_:context:)`)
/// and calls a closure; OpenCombine has no counterpart.
func registerErrorPathCases() {
  let name = "j.error-path-perform-bus-subscriber"
  // retryable in an action is shown as a toast: not an alert, so nothing waits in the queue.
  let failure = AppError(kind: .unknown(BenchmarkFailure()), context: .action, level: .retryable)
  register(name, "ErrorFlow") { benchmark in
    let bus = ErrorBus(scheduler: nil)
    let tracker = ErrorTracker(bus: bus)
    let sink = Accumulator()
    let subscription = bus.notices.subscribe(onNext: { sink.add(Int($0.id)) })
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      tracker.performNow(context: .action) { () throws(AppError) in throw failure }
    }
    benchmark.stopMeasurement()
    subscription.dispose()
    blackHole(sink.total)
  }
  register(name, "Floor") { benchmark in
    let sink = Accumulator()
    let handlers = ClosureArray<AppError>()
    handlers.append { sink.add($0.source.line) }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      do throws(AppError) {
        throw failure
      } catch {
        handlers.send(AppError(error, context: .action))
      }
    }
    benchmark.stopMeasurement()
    blackHole(sink.total)
  }
}

struct BenchmarkFailure: Error {}
