extension ObservableType {
  /// Sends `default` before completing if the source completes without any element.
  ///
  /// ```swift
  /// Observable<Int>.empty().ifEmpty(default: 0)  // 0, completed
  /// ```
  ///
  /// - Parameter default: The element sent in place of an empty sequence.
  /// - Returns: The source's events, never empty when it completes.
  public func ifEmpty(default: Element) -> Observable<Element> {
    IfEmptyProducer(source: asObservable(), fallback: Observable.just(`default`))
  }

  /// Continues with `other` if the source completes without any element.
  ///
  /// ```swift
  /// cachedItems.ifEmpty(switchTo: fetchItems())
  /// ```
  ///
  /// - Parameter other: The sequence subscribed when the source is empty.
  /// - Returns: The source's events, or `other`'s when the source is empty.
  public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
    IfEmptyProducer(source: asObservable(), fallback: other)
  }
}

private final class IfEmptyProducer<Element>: Producer<Element>, @unchecked Sendable {
  let source: Observable<Element>
  let fallback: Observable<Element>

  init(source: Observable<Element>, fallback: Observable<Element>) {
    self.source = source
    self.fallback = fallback
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let sink = IfEmptySink(fallback: fallback, observer: observer, cancel: cancel)
    let first = SingleAssignmentDisposable()
    sink.current.disposable = first
    first.setDisposable(source.subscribe(sink))
    return (sink, sink.current)
  }
}

private final class IfEmptySink<Observer: ObserverType>: Sink<Observer>, ObserverType,
  @unchecked Sendable
{
  typealias Element = Observer.Element
  let fallback: Observable<Element>
  let current = SerialDisposable()
  private var isEmpty = true

  init(fallback: Observable<Element>, observer: Observer, cancel: Cancelable) {
    self.fallback = fallback
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let value):
      onNext(value)
    case .error:
      forwardOn(event)
      dispose()
    case .completed:
      guard isEmpty else {
        forwardOn(event)
        dispose()
        return
      }
      let next = SingleAssignmentDisposable()
      current.disposable = next
      next.setDisposable(fallback.subscribe(IfEmptyFallbackObserver(parent: self)))
    }
  }

  func forwardFallback(_ event: Event<Element>) {
    forwardOn(event)
    if event.isStopEvent { dispose() }
  }

  /// The per-value path: no ``Event`` is built on the way down.
  func onNext(_ value: Element) {
    isEmpty = false
    forwardNext(value)
  }
}

private final class IfEmptyFallbackObserver<Observer: ObserverType>: ObserverType,
  @unchecked Sendable
{
  let parent: IfEmptySink<Observer>

  init(parent: IfEmptySink<Observer>) {
    self.parent = parent
  }

  func on(_ event: Event<Observer.Element>) {
    parent.forwardFallback(event)
  }

  func onNext(_ value: Observer.Element) {
    parent.forwardNext(value)
  }
}

/// A silent end of the source (a released subject) ends this sink and the chain behind it.
extension IfEmptySink: SilentEndObserver {
  func sourceEndedSilently() { endWithSilentSource() }
}
