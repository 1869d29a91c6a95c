import ErrorFlow
import OpenCombine

/// d (subscribe + dispose, with 0 and 100,000 other live subscribers; ErrorFlow's is called
/// across the module boundary, as an app calls it, beside the in-module copy) and f (net bytes
/// kept per live subscription).
func registerSubscriptionCases() {
  registerSubscribeDispose(name: "d.subscribe-dispose-cross-module", others: 0)
  registerSubscribeDispose(name: "d.subscribe-dispose-100k-live", others: 100_000)
  registerSubscribeDisposeInModule(name: "d.subscribe-dispose-cross-module")
  registerBytesPerSubscription()
}

/// The in-module copy of ErrorFlow's subscribe + dispose (InModuleCopy/): the same code compiled
/// in this module, so the difference to ErrorFlow's is what the module boundary costs.
private func registerSubscribeDisposeInModule(name: String) {
  register(name, "InModule") { benchmark in
    let subject = InModulePublishSubject<Int>()
    let sink = Accumulator()
    let handler = sink.add
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { subject.subscribe(onNext: handler).dispose() }
    benchmark.stopMeasurement()
    blackHole(subject)
  }
}

/// State built once, on first use, and kept for every iteration of a case.
final class Prepared<Value>: @unchecked Sendable {
  private var value: Value?
  private let make: () -> Value

  init(_ make: @escaping () -> Value) { self.make = make }

  func get() -> Value {
    if let value { return value }
    let made = make()
    value = made
    return made
  }
}

private func registerSubscribeDispose(name: String, others: Int) {
  let errorFlow = Prepared { () -> (PublishSubject<Int>, [Disposable]) in
    let subject = PublishSubject<Int>()
    let sink = Accumulator()
    return (subject, (0..<others).map { _ in subject.subscribe(onNext: sink.add) })
  }
  register(name, "ErrorFlow") { benchmark in
    let (subject, _) = errorFlow.get()
    let sink = Accumulator()
    let handler = sink.add
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { subject.subscribe(onNext: handler).dispose() }
    benchmark.stopMeasurement()
  }
  let openCombine = Prepared { () -> (PassthroughSubject<Int, Never>, [AnyCancellable]) in
    let subject = PassthroughSubject<Int, Never>()
    let sink = Accumulator()
    return (subject, (0..<others).map { _ in subject.sink(receiveValue: sink.add) })
  }
  register(name, "OpenCombine") { benchmark in
    let (subject, _) = openCombine.get()
    let sink = Accumulator()
    let handler = sink.add
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { subject.sink(receiveValue: handler).cancel() }
    benchmark.stopMeasurement()
  }
  let floor = Prepared { () -> ClosureArray<Int> in
    let handlers = ClosureArray<Int>()
    let sink = Accumulator()
    for _ in 0..<others { handlers.append(sink.add) }
    return handlers
  }
  register(name, "Floor") { benchmark in
    let handlers = floor.get()
    let sink = Accumulator()
    let handler = sink.add
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      handlers.append(handler)
      handlers.removeLast()
    }
    benchmark.stopMeasurement()
  }
}

/// Net bytes still allocated per subscription while 1,000 subscriptions are alive.
private func registerBytesPerSubscription() {
  let name = "f.bytes-per-live-subscription"
  register(name, "ErrorFlow") { benchmark in
    let subject = PublishSubject<Int>()
    let sink = Accumulator()
    let handler = sink.add
    var subscriptions: [Disposable] = []
    subscriptions.reserveCapacity(benchmark.scaledIterations.count)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      subscriptions.append(subject.subscribe(onNext: handler))
    }
    benchmark.stopMeasurement()
    for item in subscriptions { item.dispose() }
  }
  register(name, "OpenCombine") { benchmark in
    let subject = PassthroughSubject<Int, Never>()
    let sink = Accumulator()
    let handler = sink.add
    var cancellables: [AnyCancellable] = []
    cancellables.reserveCapacity(benchmark.scaledIterations.count)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      cancellables.append(subject.sink(receiveValue: handler))
    }
    benchmark.stopMeasurement()
    for item in cancellables { item.cancel() }
  }
  register(name, "Floor") { benchmark in
    let handlers = ClosureArray<Int>()
    let sink = Accumulator()
    let handler = sink.add
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { handlers.append(handler) }
    benchmark.stopMeasurement()
    blackHole(handlers)
  }
}
