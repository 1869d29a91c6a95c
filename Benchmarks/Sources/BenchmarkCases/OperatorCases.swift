import ErrorFlow
import OpenCombine

/// c, g, flatMapLatest switching and share(replay: 1) fan-out: per event sent upstream.
func registerOperatorCases() {
  registerMapFilterMap()
  registerCombineLatest()
  registerFlatMapLatest()
  registerShareReplay()
}

private func registerMapFilterMap() {
  let name = "c.map-filter-map-1-sub"
  register(name, "ErrorFlow") { benchmark in
    let subject = PublishSubject<Int>()
    let sink = Accumulator()
    let subscription = subject.map { $0 &+ 1 }.filter { $0 != -1 }.map { $0 &* 2 }
      .subscribe(onNext: sink.add)
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations { subject.onNext(index) }
    benchmark.stopMeasurement()
    subscription.dispose()
    blackHole(sink.total)
  }
  register(name, "OpenCombine") { benchmark in
    let subject = PassthroughSubject<Int, Never>()
    let sink = Accumulator()
    let cancellable = subject.map { $0 &+ 1 }.filter { $0 != -1 }.map { $0 &* 2 }
      .sink(receiveValue: sink.add)
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations { subject.send(index) }
    benchmark.stopMeasurement()
    cancellable.cancel()
    blackHole(sink.total)
  }
  register(name, "Floor") { benchmark in
    let sink = Accumulator()
    let handlers = ClosureArray<Int>()
    let transform: (Int) -> Int = { $0 &+ 1 }
    let predicate: (Int) -> Bool = { $0 != -1 }
    let transform2: (Int) -> Int = { $0 &* 2 }
    handlers.append { value in
      let first = transform(value)
      if predicate(first) { sink.add(transform2(first)) }
    }
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations { handlers.send(index) }
    benchmark.stopMeasurement()
    blackHole(sink.total)
  }
}

/// One send to either of two sources; OpenCombine 0.14 has no combineLatest.
private func registerCombineLatest() {
  let name = "g.combineLatest-per-send"
  register(name, "ErrorFlow") { benchmark in
    let left = PublishSubject<Int>()
    let right = PublishSubject<Int>()
    let sink = Accumulator()
    let subscription = Observable.combineLatest(left, right) { $0 &+ $1 }
      .subscribe(onNext: sink.add)
    left.onNext(0)
    right.onNext(0)
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
      if index & 1 == 0 { left.onNext(index) } else { right.onNext(index) }
    }
    benchmark.stopMeasurement()
    subscription.dispose()
    blackHole(sink.total)
  }
  register(name, "Floor") { benchmark in
    let sink = Accumulator()
    var latest = (0, 0)
    let left = ClosureArray<Int>()
    let right = ClosureArray<Int>()
    left.append { value in
      latest.0 = value
      sink.add(latest.0 &+ latest.1)
    }
    right.append { value in
      latest.1 = value
      sink.add(latest.0 &+ latest.1)
    }
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
      if index & 1 == 0 { left.send(index) } else { right.send(index) }
    }
    benchmark.stopMeasurement()
    blackHole(sink.total)
  }
}

/// Each operation switches to the other of two inner subjects, then sends one value on it.
private func registerFlatMapLatest() {
  let name = "h.flatMapLatest-switch"
  register(name, "ErrorFlow") { benchmark in
    let outer = PublishSubject<Int>()
    let inners = [PublishSubject<Int>(), PublishSubject<Int>()]
    let sink = Accumulator()
    let subscription = outer.flatMapLatest { inners[$0] }.subscribe(onNext: sink.add)
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
      outer.onNext(index & 1)
      inners[index & 1].onNext(index)
    }
    benchmark.stopMeasurement()
    subscription.dispose()
    blackHole(sink.total)
  }
  register(name, "OpenCombine") { benchmark in
    let outer = PassthroughSubject<Int, Never>()
    let inners = [PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>()]
    let sink = Accumulator()
    let cancellable = outer.map { inners[$0] }.switchToLatest().sink(receiveValue: sink.add)
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
      outer.send(index & 1)
      inners[index & 1].send(index)
    }
    benchmark.stopMeasurement()
    cancellable.cancel()
    blackHole(sink.total)
  }
  register(name, "Floor") { benchmark in
    let sink = Accumulator()
    let inners = [ClosureArray<Int>(), ClosureArray<Int>()]
    var current = -1
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
      if current >= 0 { inners[current].removeLast() }
      current = index & 1
      inners[current].append(sink.add)
      inners[current].send(index)
    }
    benchmark.stopMeasurement()
    blackHole(sink.total)
  }
}

/// One send through `share(replay: 1)` to 10 subscribers (OpenCombine: `share()`, which has
/// no replay: the fan-out work per send is the same).
private func registerShareReplay() {
  let name = "i.share-replay-1-fanout-10"
  register(name, "ErrorFlow") { benchmark in
    let subject = PublishSubject<Int>()
    let shared = subject.share(replay: 1)
    let sink = Accumulator()
    let subscriptions = (0..<10).map { _ in shared.subscribe(onNext: sink.add) }
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations { subject.onNext(index) }
    benchmark.stopMeasurement()
    for item in subscriptions { item.dispose() }
    blackHole(sink.total)
  }
  register(name, "OpenCombine") { benchmark in
    let subject = PassthroughSubject<Int, Never>()
    let shared = subject.share()
    let sink = Accumulator()
    let cancellables = (0..<10).map { _ in shared.sink(receiveValue: sink.add) }
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations { subject.send(index) }
    benchmark.stopMeasurement()
    for item in cancellables { item.cancel() }
    blackHole(sink.total)
  }
  register(name, "Floor") { benchmark in
    let sink = Accumulator()
    let handlers = ClosureArray<Int>()
    for _ in 0..<10 { handlers.append(sink.add) }
    var last: Int?
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
      last = index
      handlers.send(index)
    }
    benchmark.stopMeasurement()
    blackHole(last)
    blackHole(sink.total)
  }
}
