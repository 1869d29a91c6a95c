/// What the observer of one source of a combining operator reports to its sink.
package protocol CombiningParent: AnyObject, Sendable {
  /// A value arrived from source `index`; `store` saves it (run under the sink's lock).
  func next(_ index: Int, store: () -> Void)
  /// A source failed.
  func fail(_ error: Swift.Error)
  /// Source `index` completed.
  func done(_ index: Int)
}

/// Observes source `index` of a combining operator and stores its values in `store`.
struct CombiningObserver<Element>: ObserverType {
  let parent: CombiningParent
  let index: Int
  let store: (Element) -> Void

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let value): parent.next(index) { store(value) }
    case .error(let error): parent.fail(error)
    case .completed: parent.done(index)
    }
  }

  func onNext(_ value: Element) {
    parent.next(index) { store(value) }
  }
}

extension Observable {
  /// The subscription of this observable as source `index` of a combining operator: when
  /// called, subscribes a ``CombiningObserver`` that reports to `parent` and stores each value
  /// with `store`.
  ///
  /// - Parameters:
  ///   - parent: The operator's sink.
  ///   - index: The position of this source among the operator's sources.
  ///   - store: Saves a value in this source's slot.
  /// - Returns: The subscribe function of a ``CombiningPlan``.
  package func combining(
    _ parent: CombiningParent, _ index: Int, _ store: @escaping (Element) -> Void
  )
    -> () -> Disposable
  {
    { self.subscribe(CombiningObserver(parent: parent, index: index, store: store)) }
  }
}

/// The sources of a combining operator, wired to one sink: a subscribe function per source,
/// and `result`, which (under the sink's lock) takes the values for one output (nil when
/// they are not all there) and returns the computation of that output.
package struct CombiningPlan<Element> {
  let subscribe: [() -> Disposable]
  let result: () -> (() throws -> Element)?
  /// Optional allocation-free twin of `result`: with the lock held, passes a non-escaping
  /// closure computing the result to `run` and returns `true`, or returns `false` when not
  /// every source has a value yet.
  let latest: ((_ run: (() throws -> Element) -> Void) -> Bool)?

  package init(
    subscribe: [() -> Disposable],
    result: @escaping () -> (() throws -> Element)?,
    latest: ((_ run: (() throws -> Element) -> Void) -> Bool)? = nil
  ) {
    self.subscribe = subscribe
    self.result = result
    self.latest = latest
  }
}

/// Builds the plan of a combining operator for a given sink.
package typealias CombiningSetup<Element> = @Sendable (CombiningParent) -> CombiningPlan<Element>

/// The producer behind `combineLatest` and `zip`; `setup` types the sources and the slots
/// their values go to.
// unchecked Sendable: immutable after init (`let`s only); `setup` is @Sendable
// (CombiningSetup)
final class CombiningProducer<Element>: Producer<Element>, @unchecked Sendable {
  let arity: Int
  let completesWhenOthersDone: Bool
  let setup: CombiningSetup<Element>

  init(arity: Int, completesWhenOthersDone: Bool, setup: @escaping CombiningSetup<Element>) {
    self.arity = arity
    self.completesWhenOthersDone = completesWhenOthersDone
    self.setup = setup
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let sink = CombiningSink(
      arity: arity, completesWhenOthersDone: completesWhenOthersDone, observer: observer,
      cancel: cancel)
    return (sink, sink.run(setup))
  }
}

/// Counts values and completions of the sources; emits `result` whenever it has one.
///
/// `combineLatest` (slots keep the latest value) and `zip` (slots are queues) differ only in
/// their slots and in `completesWhenOthersDone`: an element that cannot produce an output
/// while every other source has completed ends the sequence (RxSwift's combineLatest and
/// collection zip).
// unchecked Sendable: every `var` is guarded by SerialSink's `lock`; `arity` and
// `completesWhenOthersDone` are `let`s
private final class CombiningSink<Observer: ObserverType>: SerialSink<Observer>,
  CombiningParent, @unchecked Sendable
{
  private let arity: Int
  private let completesWhenOthersDone: Bool
  private var subscriptions: [SingleAssignmentDisposable] = []
  // State, guarded by `lock`.
  private var result: () -> (() throws -> Observer.Element)? = { nil }
  private var latest: ((_ run: (() throws -> Observer.Element) -> Void) -> Bool)?
  private var isDone: [Bool]
  private var doneCount = 0

  init(arity: Int, completesWhenOthersDone: Bool, observer: Observer, cancel: Cancelable) {
    self.arity = arity
    self.completesWhenOthersDone = completesWhenOthersDone
    self.isDone = Array(repeating: false, count: arity)
    super.init(observer: observer, cancel: cancel)
  }

  func run(_ setup: CombiningSetup<Observer.Element>) -> Disposable {
    let plan = setup(self)
    subscriptions = plan.subscribe.map { _ in SingleAssignmentDisposable() }
    lock.withLock {
      result = plan.result
      latest = plan.latest
    }
    if plan.subscribe.isEmpty {
      send(.completed)
      return Disposables.create()
    }
    for (index, subscribe) in plan.subscribe.enumerated() {
      subscriptions[index].setDisposable(subscribe())
    }
    return Disposables.create(subscriptions)
  }

  func next(_ index: Int, store: () -> Void) {
    lock.lock()
    if stopped {
      lock.unlock()
      return
    }
    store()
    // Usual path: no delivery under way, so this call delivers the result itself, computed
    // outside the lock from values read under it, with no closure allocated per value.
    if let latest, claimDeliveryLocked() {
      var delivered = false
      _ = latest { compute in
        delivered = true
        lock.unlock()
        flushComputed(compute)
      }
      if delivered { return }
      releaseClaimLocked()
    }
    scheduleAndUnlock(index)
  }

  /// The rest of `next` when it could not deliver at once: apart, because its `Item?` local
  /// made every call look up `Optional<Item>`'s metadata (unspecialized code), about 800
  /// instructions on the usual path too.
  @inline(never)
  private func scheduleAndUnlock(_ index: Int) {
    var pending: Item?
    if let compute = result() {
      pending = scheduleLocked(.compute(compute))
    } else if completesWhenOthersDone, doneCount - (isDone[index] ? 1 : 0) == arity - 1 {
      stopped = true
      pending = scheduleLocked(.event(.completed))
    }
    lock.unlock()
    flush(pending)
  }

  func done(_ index: Int) {
    lock.lock()
    if stopped || isDone[index] {
      lock.unlock()
      return
    }
    isDone[index] = true
    doneCount += 1
    let finished = doneCount == arity
    var pending: Item?
    if finished {
      stopped = true
      pending = scheduleLocked(.event(.completed))
    }
    lock.unlock()
    if !finished { subscriptions[index].dispose() }
    flush(pending)
  }
}

/// The latest value of one source; guarded by the sink's lock.
package final class LatestSlot<Value> {
  // The value lives in storage of its own type, not in a stored `Value?`: this code runs
  // unspecialized (the element types come from the app), and each assignment to a stored
  // `Optional<Value>` looked up `Optional<Value>`'s metadata, about 400 instructions a time.
  // Guarded by the sink's lock, like the rest of its state.
  @exclusivity(unchecked) package private(set) var hasValue = false
  private let storage = UnsafeMutablePointer<Value>.allocate(capacity: 1)

  package init() {}

  deinit {
    if hasValue { storage.deinitialize(count: 1) }
    storage.deallocate()
  }

  /// The latest value, or `nil` before the first.
  package var value: Value? { hasValue ? storage.pointee : nil }

  /// The latest value; read only once ``hasValue`` is `true`. The per-send path reads this,
  /// not ``value``, which would look up `Optional<Value>`'s metadata each time.
  package var current: Value { storage.pointee }

  package func store(_ newValue: Value) {
    if hasValue {
      storage.pointee = newValue
    } else {
      storage.initialize(to: newValue)
      hasValue = true
    }
  }
}

/// The values of one source not yet zipped; guarded by the sink's lock.
package final class ZipSlot<Value> {
  private var values: [Value] = []
  private var head = 0

  package init() {}

  package var isEmpty: Bool { head == values.count }

  package func store(_ value: Value) {
    values.append(value)
  }

  package func dequeue() -> Value? {
    guard head < values.count else { return nil }
    let value = values[head]
    head += 1
    if head == values.count {
      values.removeAll(keepingCapacity: true)
      head = 0
    }
    return value
  }
}
