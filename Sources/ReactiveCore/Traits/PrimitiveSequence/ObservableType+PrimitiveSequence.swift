extension ObservableType {
  /// The sequence as a ``Single``: its only element once it completes.
  ///
  /// The element is sent when the source completes, as RxSwift's `asSingle()`.
  ///
  /// ```swift
  /// let total: Single<Int> = Observable.of(1, 2, 3).reduce(0, accumulator: +).asSingle()
  /// ```
  ///
  /// - Returns: A single; ``RxError/noElements`` when the source completes empty,
  ///   ``RxError/moreThanOneElement`` at a second element.
  public func asSingle() -> Single<Element> {
    Single(raw: AtMostOneProducer(source: asObservable(), requiresElement: true))
  }

  /// The sequence as a ``Maybe``: its element, if any, once it completes.
  ///
  /// ```swift
  /// let latest: Maybe<Note> = notes.takeLast(1).asMaybe()
  /// ```
  ///
  /// - Returns: A maybe; ``RxError/moreThanOneElement`` at a second element.
  public func asMaybe() -> Maybe<Element> {
    Maybe(raw: AtMostOneProducer(source: asObservable(), requiresElement: false))
  }
}

extension ObservableType where Element == Never {
  /// The sequence as a ``Completable``.
  ///
  /// ```swift
  /// let done: Completable = uploads.ignoreElements().asCompletable()
  /// ```
  ///
  /// - Returns: A completable with the source's outcome.
  public func asCompletable() -> Completable {
    Completable(raw: asObservable())
  }
}

private final class AtMostOneProducer<Element>: Producer<Element>, @unchecked Sendable {
  let source: Observable<Element>
  let requiresElement: Bool

  init(source: Observable<Element>, requiresElement: Bool) {
    self.source = source
    self.requiresElement = requiresElement
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let sink = AtMostOneSink(requiresElement: requiresElement, observer: observer, cancel: cancel)
    return (sink, source.subscribe(sink))
  }
}

private final class AtMostOneSink<Observer: ObserverType>: Sink<Observer>, ObserverType,
  @unchecked Sendable
{
  typealias Element = Observer.Element
  let requiresElement: Bool
  // Touched only from `on`, which the source calls serially (contract 2).
  private var element: Element?

  init(requiresElement: Bool, observer: Observer, cancel: Cancelable) {
    self.requiresElement = requiresElement
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let value):
      if element != nil {
        forwardOn(.error(RxError.moreThanOneElement))
        dispose()
        return
      }
      element = value
    case .error:
      forwardOn(event)
      dispose()
    case .completed:
      if let element {
        forwardOn(.next(element))
        forwardOn(.completed)
      } else {
        forwardOn(requiresElement ? .error(RxError.noElements) : .completed)
      }
      dispose()
    }
  }
}

/// A silent end of the source (a released subject) ends this sink and the chain behind it.
extension AtMostOneSink: SilentEndObserver {
  func sourceEndedSilently() { endWithSilentSource() }
}
