extension ObservableType {
  /// Continues with the sequence `handler` returns when the source fails.
  ///
  /// ```swift
  /// fetchUser().catch { _ in Observable.just(User.guest) }
  /// ```
  ///
  /// - Parameter handler: Makes the fallback sequence from the error; an error it throws is
  ///   sent as an `error` event.
  /// - Returns: The source's events, then, after a failure, the fallback's events.
  public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>)
    -> Observable<Element>
  {
    CatchProducer(source: asObservable(), handler: handler)
  }

  /// Sends `element` and completes when the source fails.
  ///
  /// ```swift
  /// fetchCount().catchAndReturn(0)
  /// ```
  ///
  /// - Parameter element: The last element, sent in place of the error.
  /// - Returns: The source's events, with a failure replaced by `element` and `completed`.
  public func catchAndReturn(_ element: Element) -> Observable<Element> {
    CatchProducer(source: asObservable(), handler: { _ in Observable.just(element) })
  }
}

extension ObservableType {
  /// RxSwift 5's name for ``catch(_:)``, kept so older code compiles.
  ///
  /// ```swift
  /// fetchUser().catchError { _ in .just(User.guest) }
  /// ```
  ///
  /// - Parameter handler: Makes the fallback sequence from the error.
  /// - Returns: The source's events, then the fallback's.
  @available(*, deprecated, renamed: "catch(_:)")
  public func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Element>)
    -> Observable<Element>
  {
    `catch`(handler)
  }

  /// RxSwift 5's name for ``catchAndReturn(_:)``, kept so older code compiles.
  ///
  /// ```swift
  /// fetchCount().catchErrorJustReturn(0)
  /// ```
  ///
  /// - Parameter element: The last element, sent in place of the error.
  /// - Returns: The source's events, with a failure replaced by `element`.
  @available(*, deprecated, renamed: "catchAndReturn(_:)")
  public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
    catchAndReturn(element)
  }
}

private final class CatchProducer<Element>: Producer<Element>, @unchecked Sendable {
  let source: Observable<Element>
  let handler: (Swift.Error) throws -> Observable<Element>

  init(source: Observable<Element>, handler: @escaping (Swift.Error) throws -> Observable<Element>)
  {
    self.source = source
    self.handler = handler
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let sink = CatchSink(handler: handler, observer: observer, cancel: cancel)
    let first = SingleAssignmentDisposable()
    sink.current.disposable = first
    first.setDisposable(source.subscribe(sink))
    return (sink, sink.current)
  }
}

private final class CatchSink<Observer: ObserverType>: Sink<Observer>, ObserverType,
  @unchecked Sendable
{
  typealias Element = Observer.Element
  let handler: (Swift.Error) throws -> Observable<Element>
  let current = SerialDisposable()

  init(
    handler: @escaping (Swift.Error) throws -> Observable<Element>, observer: Observer,
    cancel: Cancelable
  ) {
    self.handler = handler
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let value):
      onNext(value)
    case .completed:
      forwardOn(event)
      dispose()
    case .error(let error):
      let fallback: Observable<Element>
      do {
        fallback = try handler(error)
      } catch {
        forwardOn(.error(error))
        dispose()
        return
      }
      let next = SingleAssignmentDisposable()
      current.disposable = next
      next.setDisposable(fallback.subscribe(CatchFallbackObserver(parent: self)))
    }
  }

  func forwardFallback(_ event: Event<Element>) {
    forwardOn(event)
    if event.isStopEvent { dispose() }
  }

  /// The per-value path: no ``Event`` is built on the way down.
  func onNext(_ value: Element) {
    forwardNext(value)
  }
}

private final class CatchFallbackObserver<Observer: ObserverType>: ObserverType,
  @unchecked Sendable
{
  let parent: CatchSink<Observer>

  init(parent: CatchSink<Observer>) {
    self.parent = parent
  }

  func on(_ event: Event<Observer.Element>) {
    parent.forwardFallback(event)
  }

  func onNext(_ value: Observer.Element) {
    parent.forwardNext(value)
  }
}
