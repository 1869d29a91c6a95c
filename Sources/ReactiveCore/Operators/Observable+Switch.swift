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
  private let innerSubscription = SerialDisposable()
  // State, guarded by `lock`.
  private var latest = 0
  private var hasLatest = false
  private var outerDone = false
  private var stopped = false

  init(
    selector: @escaping (SourceElement) throws -> Observable<Observer.Element>,
    observer: Observer, cancel: Cancelable
  ) {
    self.selector = selector
    super.init(observer: observer, cancel: cancel)
  }

  func run(_ source: Observable<SourceElement>) -> Disposable {
    outerSubscription.setDisposable(source.subscribe(self))
    return Disposables.create(outerSubscription, innerSubscription)
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
    if stopped {
      lock.unlock()
      return
    }
    latest += 1
    let id = latest
    hasLatest = true
    lock.unlock()
    let slot = SingleAssignmentDisposable()
    innerSubscription.disposable = slot
    slot.setDisposable(
      inner.subscribe(SwitchInnerObserver(parent: self, id: id, subscription: slot)))
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

  private func fail(_ error: Swift.Error) {
    lock.lock()
    if stopped {
      lock.unlock()
      return
    }
    stopped = true
    let pending = scheduleLocked(.event(.error(error)))
    lock.unlock()
    flush(pending)
  }
}

private struct SwitchInnerObserver<SourceElement, Observer: ObserverType>: ObserverType {
  let parent: SwitchSink<SourceElement, Observer>
  let id: Int
  let subscription: SingleAssignmentDisposable

  func on(_ event: Event<Observer.Element>) {
    if case .next(let value) = event {
      parent.innerNext(value, id: id)
      return
    }
    subscription.dispose()
    parent.inner(event, id: id)
  }

  func onNext(_ value: Observer.Element) {
    parent.innerNext(value, id: id)
  }
}
