import ErrorFlow
import OpenCombine

/// a, b (1, 10, 100, 1,000 subscribers), e: one `send` delivered to every subscriber.
func registerSubjectCases() {
  for (name, count) in [
    ("a.publish-send-1-sub", 1), ("b.publish-send-10-subs", 10),
    ("b.publish-send-100-subs", 100), ("b.publish-send-1000-subs", 1_000),
  ] {
    // Under callgrind, fewer sends when each reaches many subscribers (the count is exact).
    let counted = max(10, 1_000 / count)
    register(name, "ErrorFlow", counted: counted) { benchmark in
      let subject = PublishSubject<Int>()
      let sink = Accumulator()
      let subscriptions = (0..<count).map { _ in subject.subscribe(onNext: sink.add) }
      benchmark.startMeasurement()
      for index in benchmark.scaledIterations { subject.onNext(index) }
      benchmark.stopMeasurement()
      for item in subscriptions { item.dispose() }
      blackHole(sink.total)
    }
    register(name, "OpenCombine", counted: counted) { benchmark in
      let subject = PassthroughSubject<Int, Never>()
      let sink = Accumulator()
      let cancellables = (0..<count).map { _ in subject.sink(receiveValue: sink.add) }
      benchmark.startMeasurement()
      for index in benchmark.scaledIterations { subject.send(index) }
      benchmark.stopMeasurement()
      for item in cancellables { item.cancel() }
      blackHole(sink.total)
    }
    register(name, "Floor", counted: counted) { benchmark in
      let sink = Accumulator()
      let handlers = ClosureArray<Int>()
      for _ in 0..<count { handlers.append(sink.add) }
      benchmark.startMeasurement()
      for index in benchmark.scaledIterations { handlers.send(index) }
      benchmark.stopMeasurement()
      blackHole(sink.total)
    }
  }

  register("a.publish-send-1-sub", "InModule") { benchmark in
    let subject = InModulePublishSubject<Int>()
    let sink = Accumulator()
    let subscription = subject.subscribe(onNext: sink.add)
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations { subject.onNext(index) }
    benchmark.stopMeasurement()
    subscription.dispose()
    blackHole(sink.total)
  }

  register("e.behavior-send-1-sub", "ErrorFlow") { benchmark in
    let subject = BehaviorSubject<Int>(value: 0)
    let sink = Accumulator()
    let subscription = subject.subscribe(onNext: sink.add)
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations { subject.onNext(index) }
    benchmark.stopMeasurement()
    subscription.dispose()
    blackHole(sink.total)
  }
  register("e.behavior-send-1-sub", "OpenCombine") { benchmark in
    let subject = CurrentValueSubject<Int, Never>(0)
    let sink = Accumulator()
    let cancellable = subject.sink(receiveValue: sink.add)
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations { subject.send(index) }
    benchmark.stopMeasurement()
    cancellable.cancel()
    blackHole(sink.total)
  }
  register("e.behavior-send-1-sub", "Floor") { benchmark in
    let sink = Accumulator()
    let handlers = ClosureArray<Int>()
    handlers.append(sink.add)
    var current = 0
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
      current = index
      handlers.send(current)
    }
    benchmark.stopMeasurement()
    blackHole(sink.total)
  }
}
