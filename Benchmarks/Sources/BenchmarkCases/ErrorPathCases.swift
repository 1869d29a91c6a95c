import ErrorFlow
import OpenCombine

/// j: what one failure costs a view model, per error:
/// - `j.error-path-domain`: `ErrorTracker.performNow` whose work throws a domain error
///   (an `AppErrorProtocol` enum), one subscriber on the tracker's `errors`;
/// - `j.error-path-plain-error`: the same with a plain Swift error that adopts nothing of
///   ErrorFlow's;
/// - `j.error-path-bus`: a tracker with a bus (no scheduler, every error a toast) → the bus's
///   `notices` → one subscriber.
///
/// Floor: `do { try work() } catch { handlers.send(error) }` into a closure array; OpenCombine:
/// the same `catch` sending the error on a `PassthroughSubject` (a hand-written relay). Neither
/// builds an `AppError`: they are what reporting an error costs at the least.
///
/// Each case calls `performNow` with the concrete error type, as an app does (the typed
/// `throws` picks `performNow`'s overload for ``AppErrorConvertible`` errors); a generic
/// `Failure: Error` here would measure the general overload instead.
func registerErrorPathCases() {
  registerTrackerCase("j.error-path-domain", failure: BenchmarkDomainError.offline) { tracker in
    tracker.performNow(context: .action) { () throws(BenchmarkDomainError) in throw .offline }
  }
  registerTrackerCase("j.error-path-plain-error", failure: BenchmarkPlainError()) { tracker in
    tracker.performNow(context: .action) { () throws(BenchmarkPlainError) in
      throw BenchmarkPlainError()
    }
  }
  registerBusCase("j.error-path-bus", failure: BenchmarkDomainError.offline)
}

private func registerTrackerCase<Failure: Error>(
  _ name: String, failure: Failure, fail: @escaping (ErrorTracker) -> Void
) {
  register(name, "ErrorFlow") { benchmark in
    let tracker = ErrorTracker()
    let sink = Accumulator()
    let subscription = tracker.errors.subscribe(onNext: { _ in sink.add(1) })
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      fail(tracker)
    }
    benchmark.stopMeasurement()
    subscription.dispose()
    blackHole(sink.total)
  }
  registerRelayCounterparts(name, failure: failure)
}

private func registerBusCase<Failure: Error>(_ name: String, failure: Failure) {
  register(name, "ErrorFlow") { benchmark in
    // Every error a toast: nothing waits in the alert queue, so each one reaches the
    // subscriber whatever the standard policy's table says.
    let toast = PresentationPolicy { _, _, error in .toast(message: error.userMessage ?? "") }
    let bus = ErrorBus(policy: toast, scheduler: nil)
    let tracker = ErrorTracker(bus: bus)
    let sink = Accumulator()
    let subscription = bus.notices.subscribe(onNext: { sink.add(Int($0.id)) })
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      tracker.performNow(context: .action) { () throws(BenchmarkDomainError) in throw .offline }
    }
    benchmark.stopMeasurement()
    subscription.dispose()
    blackHole(sink.total)
  }
  registerRelayCounterparts(name, failure: failure)
}

/// The floor and OpenCombine for an error-path case: catch, then hand the error on.
private func registerRelayCounterparts<Failure: Error>(_ name: String, failure: Failure) {
  register(name, "Floor") { benchmark in
    let sink = Accumulator()
    let handlers = ClosureArray<any Error>()
    handlers.append { _ in sink.add(1) }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      do throws(Failure) { throw failure } catch { handlers.send(error) }
    }
    benchmark.stopMeasurement()
    blackHole(sink.total)
  }
  register(name, "OpenCombine") { benchmark in
    let subject = PassthroughSubject<any Error, Never>()
    let sink = Accumulator()
    let cancellable = subject.sink { _ in sink.add(1) }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      do throws(Failure) { throw failure } catch { subject.send(error) }
    }
    benchmark.stopMeasurement()
    cancellable.cancel()
    blackHole(sink.total)
  }
}

/// A domain error as the seed posts write one.
enum BenchmarkDomainError: AppErrorProtocol {
  case offline
  var errorDescription: String? { "You are offline." }
  var level: ErrorLevel { .notifyUser }
}

/// A plain Swift error: adopts nothing of ErrorFlow's.
struct BenchmarkPlainError: Error {}
