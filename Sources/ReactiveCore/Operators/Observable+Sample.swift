extension ObservableType {
  /// Sends this sequence's latest element each time `sampler` sends an element or
  /// completes, if a new element arrived since the previous sample.
  ///
  /// A sample with no new element since the previous one (or before the first) sends
  /// `defaultValue`, when there is one, as RxSwift does. The result completes at the first
  /// sample after this sequence completes; either sequence failing fails it.
  ///
  /// ```swift
  /// sensorReadings.sample(refreshTicks).subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Parameters:
  ///   - sampler: Each of its elements (and its completion) takes a sample.
  ///   - defaultValue: Sent at a sample when no new element arrived since the previous one
  ///     (or since subscribing).
  /// - Returns: The sampled elements.
  public func sample<Sampler: ObservableType>(_ sampler: Sampler, defaultValue: Element? = nil)
    -> Observable<Element>
  {
    SampleProducer(
      source: asObservable(), sampler: sampler.asObservable(), defaultValue: defaultValue)
  }
}

// unchecked Sendable: immutable after init (`let`s only); `defaultValue` need not be Sendable
// (contract 7)
private final class SampleProducer<Element, SamplerElement>: Producer<Element>,
  @unchecked Sendable
{
  let source: Observable<Element>
  let sampler: Observable<SamplerElement>
  let defaultValue: Element?

  init(source: Observable<Element>, sampler: Observable<SamplerElement>, defaultValue: Element?) {
    self.source = source
    self.sampler = sampler
    self.defaultValue = defaultValue
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let sink = SampleSink<SamplerElement, Observer>(
      defaultValue: defaultValue, observer: observer, cancel: cancel)
    return (sink, sink.run(source: source, sampler: sampler))
  }
}

// unchecked Sendable: `element` and `atEnd` are guarded by SerialSink's `lock`; `defaultValue` is a
// `let`
private final class SampleSink<SamplerElement, Observer: ObserverType>: SerialSink<Observer>,
  ObserverType, @unchecked Sendable
{
  typealias Element = Observer.Element

  private let defaultValue: Element?
  private let sourceSubscription = SingleAssignmentDisposable()
  // State, guarded by `lock`.
  private var element: Element?
  private var atEnd = false

  init(defaultValue: Element?, observer: Observer, cancel: Cancelable) {
    self.defaultValue = defaultValue
    super.init(observer: observer, cancel: cancel)
  }

  func run(source: Observable<Element>, sampler: Observable<SamplerElement>) -> Disposable {
    sourceSubscription.setDisposable(source.subscribe(self))
    let samplerSubscription = sampler.subscribe(SampleSampler(parent: self))
    return Disposables.create(sourceSubscription, samplerSubscription)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let value):
      lock.withLock { element = value }
    case .error(let error):
      fail(error)
    case .completed:
      lock.withLock { atEnd = true }
      sourceSubscription.dispose()
    }
  }

  fileprivate func sample(_ event: Event<SamplerElement>) {
    if case .error(let error) = event {
      fail(error)
      return
    }
    lock.lock()
    if stopped {
      lock.unlock()
      return
    }
    var pending: Item?
    // RxSwift 6 (Sample.swift, SamplerSink): the latest new element, else `defaultValue`,
    // at every tick, including ticks before the source's first element.
    if let element = element ?? defaultValue {
      self.element = nil
      pending = scheduleLocked(.event(.next(element)))
    }
    if atEnd {
      stopped = true
      let completion = scheduleLocked(.event(.completed))
      if pending == nil { pending = completion }
    }
    lock.unlock()
    flush(pending)
  }

}

private struct SampleSampler<SamplerElement, Observer: ObserverType>: ObserverType {
  let parent: SampleSink<SamplerElement, Observer>

  func on(_ event: Event<SamplerElement>) {
    parent.sample(event)
  }
}
