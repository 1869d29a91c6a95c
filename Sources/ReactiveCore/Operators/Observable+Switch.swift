extension ObservableType {
  /// Maps each element to a sequence and mirrors only the latest one: a new element disposes
  /// the previous inner subscription.
  ///
  /// Completes when this sequence and the latest inner sequence have completed.
  ///
  /// ```swift
  /// searchText.flatMapLatest { text in api.search(text) }
  ///   .subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Parameter selector: Turns an element into the sequence to switch to.
  /// - Returns: The elements of the latest inner sequence.
  public func flatMapLatest<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source
  ) -> Observable<Source.Element> {
    SwitchProducer(source: asObservable()) { try selector($0).asObservable() }
  }
}

extension ObservableType where Element: ObservableConvertibleType {
  /// Mirrors the latest inner sequence: each new inner sequence disposes the previous one.
  ///
  /// ```swift
  /// let pages = PublishSubject<Observable<String>>()
  /// pages.switchLatest().subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Returns: The elements of the latest inner sequence.
  public func switchLatest() -> Observable<Element.Element> {
    SwitchProducer(source: asObservable()) { $0.asObservable() }
  }
}

private final class SwitchProducer<SourceElement, Element>: Producer<Element>,
  @unchecked Sendable
{
  let source: Observable<SourceElement>
  let selector: (SourceElement) throws -> Observable<Element>

  init(
    source: Observable<SourceElement>,
    selector: @escaping (SourceElement) throws -> Observable<Element>
  ) {
    self.source = source
    self.selector = selector
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let sink = SwitchSink<SourceElement, Observer>(
      selector: selector, observer: observer, cancel: cancel)
    return (sink, sink.run(source))
  }
}

private final class SwitchSink<SourceElement, Observer: ObserverType>: SerialSink<Observer>,
  ObserverType, @unchecked Sendable
{
  typealias Element = SourceElement

  private let selector: (SourceElement) throws -> Observable<Observer.Element>
  private let outerSubscription = SingleAssignmentDisposable()
  // State, guarded by `lock`.
  @exclusivity(unchecked) private var latest = 0
  @exclusivity(unchecked) private var hasLatest = false
  @exclusivity(unchecked) private var outerDone = false
  /// The subscription to the latest inner sequence; replaced (and the previous one disposed)
  /// by each outer value, ended by ``dispose()``.
  @exclusivity(unchecked) private var current: SwitchInner<SourceElement, Observer>?
  @exclusivity(unchecked) private var innerEnded = false

  init(
    selector: @escaping (SourceElement) throws -> Observable<Observer.Element>,
    observer: Observer, cancel: Cancelable
  ) {
    self.selector = selector
    super.init(observer: observer, cancel: cancel)
  }

  func run(_ source: Observable<SourceElement>) -> Disposable {
    outerSubscription.setDisposable(source.subscribe(self))
    return outerSubscription
  }

  /// Also ends the inner subscription: whoever disposes the sink (its subscriber, or the sink
  /// itself after a terminal event) releases both sides.
  override func dispose() {
    super.dispose()
    lock.lock()
    innerEnded = true
    let ended = current
    current = nil
    lock.unlock()
    ended?.dispose()
  }

  func on(_ event: Event<SourceElement>) {
    switch event {
    case .next(let value):
      onNext(value)
    case .error(let error):
      fail(error)
    case .completed:
      outerCompleted()
    }
  }

  /// A value of the outer sequence: switches to its inner sequence. Builds no ``Event``.
  func onNext(_ value: SourceElement) {
    let inner: Observable<Observer.Element>
    do {
      inner = try selector(value)
    } catch {
      fail(error)
      return
    }
    lock.lock()
    if stopped || innerEnded {
      lock.unlock()
      return
    }
    latest += 1
    hasLatest = true
    let observer = SwitchInner(parent: self, id: latest)
    let previous = current
    current = observer
    lock.unlock()
    previous?.dispose()
    observer.setSubscription(inner.subscribe(observer))
  }

  @inline(never)
  private func outerCompleted() {
    lock.lock()
    outerDone = true
    var pending: Item?
    if !stopped && !hasLatest {
      stopped = true
      pending = scheduleLocked(.event(.completed))
    }
    lock.unlock()
    outerSubscription.dispose()
    flush(pending)
  }

  fileprivate func innerNext(_ value: Observer.Element, id: Int) {
    lock.lock()
    if stopped || id != latest {
      lock.unlock()
      return
    }
    let deliver = scheduleNextLocked(value)
    lock.unlock()
    if deliver { flushNext(value) }
  }

  fileprivate func inner(_ event: Event<Observer.Element>, id: Int) {
    lock.lock()
    if stopped || id != latest {
      lock.unlock()
      return
    }
    var pending: Item?
    switch event {
    case .next(let value):  // Values take `innerNext`; kept for completeness.
      pending = scheduleLocked(.next(value))
    case .error:
      stopped = true
      pending = scheduleLocked(.event(event))
    case .completed:
      hasLatest = false
      if outerDone {
        stopped = true
        pending = scheduleLocked(.event(event))
      }
    }
    lock.unlock()
    flush(pending)
  }

}

/// The observer of one inner sequence, and its subscription: one object per switch. Its
/// state is guarded by the sink's lock (never held while disposing or calling out).
private final class SwitchInner<SourceElement, Observer: ObserverType>: ObserverType, Disposable,
  @unchecked Sendable
{
  let parent: SwitchSink<SourceElement, Observer>
  let id: Int
  // Guarded by `parent.lock`.
  @exclusivity(unchecked) private var subscription: Disposable?
  @exclusivity(unchecked) private var disposed = false

  init(parent: SwitchSink<SourceElement, Observer>, id: Int) {
    self.parent = parent
    self.id = id
  }

  func on(_ event: Event<Observer.Element>) {
    if case .next(let value) = event {
      parent.innerNext(value, id: id)
      return
    }
    dispose()
    parent.inner(event, id: id)
  }

  func onNext(_ value: Observer.Element) {
    parent.innerNext(value, id: id)
  }

  /// Keeps `subscription`, or disposes it at once if this inner subscription has already
  /// ended (switched away from, or finished while subscribing).
  func setSubscription(_ subscription: Disposable) {
    parent.lock.lock()
    if disposed {
      parent.lock.unlock()
      subscription.dispose()
      return
    }
    self.subscription = subscription
    parent.lock.unlock()
  }

  func dispose() {
    parent.lock.lock()
    if disposed {
      parent.lock.unlock()
      return
    }
    disposed = true
    let held = subscription
    subscription = nil
    parent.lock.unlock()
    held?.dispose()
  }
}
