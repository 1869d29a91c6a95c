extension ObservableType {
  /// Combines each element with the latest element of `second`, using `resultSelector`.
  ///
  /// Elements that arrive before `second` has sent anything are dropped. The result completes
  /// with this sequence; `second` completing changes nothing, `second` failing fails it.
  ///
  /// ```swift
  /// submitTaps.withLatestFrom(formText) { _, text in text }
  ///   .subscribe(onNext: { print("submit", $0) })
  /// ```
  ///
  /// - Parameters:
  ///   - second: The sequence whose latest element is combined.
  ///   - resultSelector: Combines an element with `second`'s latest element.
  /// - Returns: One combined element per element of this sequence.
  public func withLatestFrom<Source: ObservableConvertibleType, Result>(
    _ second: Source,
    resultSelector: @escaping @Sendable (Element, Source.Element) throws -> Result
  ) -> Observable<Result> {
    WithLatestFromProducer(
      first: asObservable(), second: second.asObservable(), resultSelector: resultSelector)
  }

  /// Replaces each element with the latest element of `second`.
  ///
  /// Elements that arrive before `second` has sent anything are dropped.
  ///
  /// ```swift
  /// submitTaps.withLatestFrom(formText)
  ///   .subscribe(onNext: { print("submit", $0) })
  /// ```
  ///
  /// - Parameter second: The sequence whose latest element is sent.
  /// - Returns: `second`'s latest element, once per element of this sequence.
  public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source)
    -> Observable<Source.Element>
  {
    WithLatestFromProducer(first: asObservable(), second: second.asObservable()) { $1 }
  }
}

// unchecked Sendable: immutable after init (`let`s only); `resultSelector` is @Sendable
private final class WithLatestFromProducer<First, Second, Element>: Producer<Element>,
  @unchecked Sendable
{
  let first: Observable<First>
  let second: Observable<Second>
  let resultSelector: @Sendable (First, Second) throws -> Element

  init(
    first: Observable<First>, second: Observable<Second>,
    resultSelector: @escaping @Sendable (First, Second) throws -> Element
  ) {
    self.first = first
    self.second = second
    self.resultSelector = resultSelector
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let sink = WithLatestFromSink<First, Second, Observer>(
      resultSelector: resultSelector, observer: observer, cancel: cancel)
    return (sink, sink.run(first: first, second: second))
  }
}

// unchecked Sendable: `latest` is guarded by SerialSink's `lock`; `resultSelector` is
// @Sendable
private final class WithLatestFromSink<First, Second, Observer: ObserverType>:
  SerialSink<Observer>, ObserverType, @unchecked Sendable
{
  typealias Element = First

  private let resultSelector: @Sendable (First, Second) throws -> Observer.Element
  private let secondSubscription = SingleAssignmentDisposable()
  // State, guarded by `lock`.
  private var latest: Second?

  init(
    resultSelector: @escaping @Sendable (First, Second) throws -> Observer.Element,
    observer: Observer,
    cancel: Cancelable
  ) {
    self.resultSelector = resultSelector
    super.init(observer: observer, cancel: cancel)
  }

  func run(first: Observable<First>, second: Observable<Second>) -> Disposable {
    secondSubscription.setDisposable(second.subscribe(WithLatestFromSecond(parent: self)))
    let firstSubscription = first.subscribe(self)
    return Disposables.create(firstSubscription, secondSubscription)
  }

  func on(_ event: Event<First>) {
    let terminal: Event<Observer.Element>
    switch event {
    case .next(let value):
      onNext(value)
      return
    case .error(let error):
      terminal = .error(error)
    case .completed:
      terminal = .completed
    }
    stop(with: terminal)
  }

  /// The per-value path: no ``Event`` and, when no delivery is under way, no closure is built.
  func onNext(_ value: First) {
    lock.lock()
    guard !stopped, let latest else {
      lock.unlock()
      return
    }
    if claimDeliveryLocked() {
      lock.unlock()
      flushComputed { try resultSelector(value, latest) }
    } else {
      enqueueComputeLocked(value, latest)
      lock.unlock()
    }
  }

  /// Out of line, so that ``onNext(_:)`` builds no ``SerialSink/Item`` on its usual path.
  @inline(never)
  private func enqueueComputeLocked(_ value: First, _ latest: Second) {
    let resultSelector = self.resultSelector
    enqueueLocked(.compute { try resultSelector(value, latest) })
  }

  fileprivate func secondNext(_ value: Second) {
    lock.lock()
    if !stopped { latest = value }
    lock.unlock()
  }

  fileprivate func secondEvent(_ event: Event<Second>) {
    lock.lock()
    if stopped {
      lock.unlock()
      return
    }
    var pending: Item?
    switch event {
    case .next(let value):
      latest = value
    case .error(let error):
      stopped = true
      pending = scheduleLocked(.event(.error(error)))
    case .completed:
      break
    }
    lock.unlock()
    if case .completed = event { secondSubscription.dispose() }
    flush(pending)
  }
}

private struct WithLatestFromSecond<First, Second, Observer: ObserverType>: ObserverType {
  let parent: WithLatestFromSink<First, Second, Observer>

  func on(_ event: Event<Second>) {
    parent.secondEvent(event)
  }

  func onNext(_ value: Second) {
    parent.secondNext(value)
  }
}
