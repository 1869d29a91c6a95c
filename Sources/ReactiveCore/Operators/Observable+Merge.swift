extension ObservableType {
  /// Merges the elements of several sequences into one, as they arrive.
  ///
  /// Completes when every source has completed; fails as soon as one source fails.
  ///
  /// ```swift
  /// Observable.merge(taps, keyPresses).subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Parameter sources: The sequences to merge.
  /// - Returns: A sequence of every source's elements.
  public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
    MergeArrayProducer(sources: sources)
  }

  /// Merges the elements of several sequences into one, as they arrive.
  ///
  /// An empty array gives a sequence that completes at once.
  ///
  /// ```swift
  /// Observable.merge([taps, keyPresses]).subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Parameter sources: The sequences to merge.
  /// - Returns: A sequence of every source's elements.
  public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
    MergeArrayProducer(sources: sources)
  }

  /// Merges the elements of a collection of sequences into one, as they arrive.
  ///
  /// ```swift
  /// Observable.merge(Set([taps, keyPresses])).subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Parameter sources: The sequences to merge.
  /// - Returns: A sequence of every source's elements.
  public static func merge<Sources: Collection>(_ sources: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    MergeArrayProducer(sources: Array(sources))
  }
}

extension ObservableType where Element: ObservableConvertibleType {
  /// Subscribes to every inner sequence as it arrives and merges their elements.
  ///
  /// Completes when this sequence and every inner sequence have completed.
  ///
  /// ```swift
  /// requests.map { api.load($0) }.merge().subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Returns: A sequence of every inner sequence's elements.
  public func merge() -> Observable<Element.Element> {
    MergeProducer(source: asObservable(), mode: .unbounded) { $0.asObservable() }
  }

  /// Merges inner sequences, subscribed to at most `maxConcurrent` at a time; the others wait
  /// in arrival order.
  ///
  /// ```swift
  /// downloads.merge(maxConcurrent: 2).subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Parameter maxConcurrent: How many inner sequences may be subscribed at once (at least 1).
  /// - Returns: A sequence of every inner sequence's elements.
  public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
    MergeProducer(source: asObservable(), mode: .limited(max(1, maxConcurrent))) {
      $0.asObservable()
    }
  }
}

/// How a ``MergeProducer`` treats an inner sequence that arrives while others are running.
enum MergeMode {
  /// Subscribe to every inner sequence at once (`merge`, `flatMap`).
  case unbounded
  /// At most this many at a time; the others wait in order (`merge(maxConcurrent:)`,
  /// `concatMap`).
  case limited(Int)
  /// Ignore an inner sequence that arrives while one is running (`flatMapFirst`).
  case dropWhileActive
}

/// Maps each element of `source` to an inner sequence and merges the inner sequences.
// unchecked Sendable: immutable after init (`let`s only); `selector` is @Sendable
final class MergeProducer<SourceElement, Element>: Producer<Element>, @unchecked Sendable {
  let source: Observable<SourceElement>
  let mode: MergeMode
  let selector: @Sendable (SourceElement) throws -> Observable<Element>

  init(
    source: Observable<SourceElement>, mode: MergeMode,
    selector: @escaping @Sendable (SourceElement) throws -> Observable<Element>
  ) {
    self.source = source
    self.mode = mode
    self.selector = selector
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let sink = MergeSink<SourceElement, Observer>(
      mode: mode, selector: selector, observer: observer, cancel: cancel)
    return (sink, sink.run(source))
  }
}

// unchecked Sendable: immutable after init (`let`s only: Observables)
private final class MergeArrayProducer<Element>: Producer<Element>, @unchecked Sendable {
  let sources: [Observable<Element>]

  init(sources: [Observable<Element>]) {
    self.sources = sources
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let sink = MergeSink<Observable<Element>, Observer>(
      mode: .unbounded, selector: { $0 }, observer: observer, cancel: cancel)
    return (sink, sink.run(sources: sources))
  }
}

// unchecked Sendable: every `var` is guarded by SerialSink's `lock`; `group` and
// `outerSubscription` are locked; `selector` is @Sendable
private final class MergeSink<SourceElement, Observer: ObserverType>: SerialSink<Observer>,
  ObserverType, @unchecked Sendable
{
  typealias Element = SourceElement
  typealias Inner = Observable<Observer.Element>

  private let mode: MergeMode
  private let selector: @Sendable (SourceElement) throws -> Inner
  private let group = CompositeDisposable()
  private let outerSubscription = SingleAssignmentDisposable()
  // State, guarded by `lock`.
  private var active = 0
  private var waiting: [Inner] = []
  private var waitingHead = 0
  private var outerDone = false
  private var freedSlots = 0
  private var handingOutSlots = false

  init(
    mode: MergeMode, selector: @escaping @Sendable (SourceElement) throws -> Inner,
    observer: Observer,
    cancel: Cancelable
  ) {
    self.mode = mode
    self.selector = selector
    super.init(observer: observer, cancel: cancel)
  }

  func run(_ source: Observable<SourceElement>) -> Disposable {
    group.insert(outerSubscription)
    outerSubscription.setDisposable(source.subscribe(self))
    return group
  }

  func run(sources: [Inner]) -> Disposable {
    lock.lock()
    active = sources.count
    outerDone = true
    var pending: Item?
    if sources.isEmpty {
      stopped = true
      pending = scheduleLocked(.event(.completed))
    }
    lock.unlock()
    flush(pending)
    for source in sources { subscribeInner(source) }
    return group
  }

  func on(_ event: Event<SourceElement>) {
    switch event {
    case .next(let value):
      onNext(value)
    case .error(let error):
      failDroppingWaiting(error)
    case .completed:
      outerCompleted()
    }
  }

  /// A value of the outer sequence: subscribes to (or queues) its inner sequence. Builds no
  /// ``Event``.
  func onNext(_ value: SourceElement) {
    if case .dropWhileActive = mode, lock.withLock({ active > 0 }) { return }
    let inner: Inner
    do {
      inner = try selector(value)
    } catch {
      failDroppingWaiting(error)
      return
    }
    lock.lock()
    if stopped {
      lock.unlock()
      return
    }
    if case .limited(let limit) = mode, active >= limit {
      waiting.append(inner)
      lock.unlock()
      return
    }
    active += 1
    lock.unlock()
    subscribeInner(inner)
  }

  @inline(never)
  private func outerCompleted() {
    lock.lock()
    outerDone = true
    var pending: Item?
    if !stopped && active == 0 {
      stopped = true
      pending = scheduleLocked(.event(.completed))
    }
    lock.unlock()
    outerSubscription.dispose()
    flush(pending)
  }

  private func subscribeInner(_ inner: Inner) {
    let slot = SingleAssignmentDisposable()
    guard let key = group.insert(slot) else { return }
    slot.setDisposable(inner.subscribe(MergeInnerObserver(parent: self, key: key)))
  }

  fileprivate func innerNext(_ value: Observer.Element) {
    lock.lock()
    if stopped {
      lock.unlock()
      return
    }
    let deliver = scheduleNextLocked(value)
    lock.unlock()
    if deliver { flushNext(value) }
  }

  /// An inner sequence completed: its slot goes to the next waiting inner sequence, if any.
  /// One thread at a time hands out freed slots, in a loop, so waiting inner sequences that
  /// complete synchronously do not recurse (constant stack for long `concat` queues).
  fileprivate func innerCompleted(_ key: CompositeDisposable.DisposeKey) {
    group.remove(for: key)
    lock.lock()
    if stopped {
      lock.unlock()
      return
    }
    freedSlots += 1
    if handingOutSlots {
      lock.unlock()
      return
    }
    handingOutSlots = true
    while freedSlots > 0 {
      freedSlots -= 1
      if waitingHead < waiting.count {
        let next = waiting[waitingHead]
        waitingHead += 1
        if waitingHead == waiting.count {
          waiting.removeAll()
          waitingHead = 0
        }
        lock.unlock()
        subscribeInner(next)
        lock.lock()
        if stopped { break }
        continue
      }
      active -= 1
      if outerDone && active == 0 {
        stopped = true
        handingOutSlots = false
        let pending = scheduleLocked(.event(.completed))
        lock.unlock()
        flush(pending)
        return
      }
    }
    handingOutSlots = false
    lock.unlock()
  }

  /// Ends with `error`, and lets the inner sequences still waiting go (out of line: a
  /// per-value path that calls it builds no ``Event``).
  @inline(never)
  fileprivate func failDroppingWaiting(_ error: Swift.Error) {
    lock.lock()
    if stopped {
      lock.unlock()
      return
    }
    stopped = true
    waiting = []
    waitingHead = 0
    let pending = scheduleLocked(.event(.error(error)))
    lock.unlock()
    flush(pending)
  }
}

private struct MergeInnerObserver<SourceElement, Observer: ObserverType>: ObserverType {
  let parent: MergeSink<SourceElement, Observer>
  let key: CompositeDisposable.DisposeKey

  func on(_ event: Event<Observer.Element>) {
    switch event {
    case .next(let value): parent.innerNext(value)
    case .error(let error): parent.failDroppingWaiting(error)
    case .completed: parent.innerCompleted(key)
    }
  }

  func onNext(_ value: Observer.Element) {
    parent.innerNext(value)
  }
}
