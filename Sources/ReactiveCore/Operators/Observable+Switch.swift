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
    _ selector: @escaping @Sendable (Element) throws -> Source
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

// unchecked Sendable: immutable after init (`let`s only); `selector` is @Sendable
private final class SwitchProducer<SourceElement, Element>: Producer<Element>,
  @unchecked Sendable
{
  let source: Observable<SourceElement>
  let selector: @Sendable (SourceElement) throws -> Observable<Element>

  init(
    source: Observable<SourceElement>,
    selector: @escaping @Sendable (SourceElement) throws -> Observable<Element>
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

/// Switches to each new inner sequence, as RxSwift's `SwitchSink`: each outer value gets the
/// next id (`latest`), and an inner event that carries an older id is dropped, so the late
/// events of an inner sequence switched away from never reach the observer, even when they
/// race the switch on another thread.
///
/// Per switch it allocates nothing of its own: the observer of an inner sequence is a
/// ``SwitchInnerObserver`` value (the sink and the id), stored inline by whatever the inner
/// sequence subscribes (a subject's registration, an operator's sink), as OpenCombine's
/// `SwitchToLatest` does with its `Side`; the sink keeps that subscription itself.
// unchecked Sendable: every `var` is guarded by SerialSink's `lock`; `selector` is
// @Sendable
final class SwitchSink<SourceElement, Observer: ObserverType>: SerialSink<Observer>,
  ObserverType, @unchecked Sendable
{
  typealias Element = SourceElement

  private let selector: @Sendable (SourceElement) throws -> Observable<Observer.Element>
  /// `SwitchInnerObserver<SourceElement, Observer>`, kept so that a switch does not look it
  /// up (see ``SwitchInnerSubscribing``).
  private let innerObserver:
    any SwitchInnerSubscribing<Observer.Element, SwitchSink<SourceElement, Observer>>.Type
  private let outerSubscription = SingleAssignmentDisposable()
  // State, guarded by `lock`.
  /// The id of the latest inner sequence; the only one whose events are forwarded.
  @exclusivity(unchecked) private var latest = 0
  /// Whether the latest inner sequence has not completed yet.
  @exclusivity(unchecked) private var hasLatest = false
  @exclusivity(unchecked) private var outerDone = false
  /// The subscription to inner sequence `latest`, once its `subscribe` has returned (`nil`
  /// while it subscribes, after it ended, after ``dispose()``). Disposed by the next switch.
  @exclusivity(unchecked) private var current: Disposable?
  /// Set by ``dispose()``: no inner subscription is kept from then on.
  @exclusivity(unchecked) private var innerEnded = false

  init(
    selector: @escaping @Sendable (SourceElement) throws -> Observable<Observer.Element>,
    observer: Observer, cancel: Cancelable
  ) {
    self.selector = selector
    innerObserver = SwitchInnerObserver<SourceElement, Observer>.self
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

  /// A value of the outer sequence: disposes the previous inner subscription, then subscribes
  /// to the new inner sequence. Builds no ``Event``.
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
    latest &+= 1
    let id = latest
    hasLatest = true
    // Moved out, not copied: a copy of a `Disposable?` goes through its value witnesses.
    var previous: Disposable?
    swap(&previous, &current)
    lock.unlock()
    if let previous = consume previous { previous.dispose() }
    keep(innerObserver.subscribe(self, id: id, to: inner), id: id)
  }

  /// Keeps `subscription` as ``current`` if inner sequence `id` is still the latest and still
  /// running; otherwise (switched away from, ended or disposed while it subscribed) disposes
  /// it at once.
  private func keep(_ subscription: consuming Disposable, id: Int) {
    lock.lock()
    if id == latest && hasLatest && !stopped && !innerEnded {
      current = consume subscription
      lock.unlock()
      return
    }
    lock.unlock()
    subscription.dispose()
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

  /// A value of inner sequence `id`: forwarded only if `id` is the latest.
  func innerNext(_ value: Observer.Element, id: Int) {
    lock.lock()
    if stopped || id != latest {
      lock.unlock()
      return
    }
    let deliver = scheduleNextLocked(value)
    lock.unlock()
    if deliver { flushNext(value) }
  }

  /// An event of inner sequence `id` that came through ``ObserverType/on(_:)``: its terminal
  /// event ends its subscription and, from the latest, fails the sink or, once the outer
  /// sequence has completed, completes it. An older inner's terminal event changes nothing:
  /// its subscription was disposed by the switch (or by ``keep(_:id:)``).
  @inline(never)
  func inner(_ event: Event<Observer.Element>, id: Int) {
    lock.lock()
    if stopped || id != latest {
      lock.unlock()
      return
    }
    var pending: Item?
    var ended: Disposable?
    switch event {
    case .next(let value):
      pending = scheduleLocked(.next(value))
    case .error:
      stopped = true
      swap(&ended, &current)
      pending = scheduleLocked(.event(event))
    case .completed:
      hasLatest = false
      swap(&ended, &current)
      if outerDone {
        stopped = true
        pending = scheduleLocked(.event(event))
      }
    }
    lock.unlock()
    ended?.dispose()
    flush(pending)
  }
}
