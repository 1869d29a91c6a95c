extension ObservableType {
  /// Sends the source's only element and completes; fails if there is none or more than one.
  ///
  /// ```swift
  /// Observable.of(1).single()     // 1, completed
  /// Observable.of(1, 2).single()  // 1, error(RxError.moreThanOneElement)
  /// ```
  ///
  /// - Returns: The sequence of the one element; ``RxError/noElements`` when the source is
  ///   empty, ``RxError/moreThanOneElement`` at a second element.
  public func single() -> Observable<Element> {
    SingleProducer(source: asObservable(), predicate: { _ in true })
  }

  /// Sends the only element that satisfies `predicate` and completes; fails if there is none
  /// or more than one.
  ///
  /// ```swift
  /// users.single { $0.isAdmin }
  /// ```
  ///
  /// - Parameter predicate: Selects the elements considered; a thrown error is sent as an
  ///   `error` event.
  /// - Returns: The sequence of the one matching element; ``RxError/noElements`` when none
  ///   matches, ``RxError/moreThanOneElement`` at a second match.
  public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    SingleProducer(source: asObservable(), predicate: predicate)
  }
}

private final class SingleProducer<Element>: Producer<Element>, @unchecked Sendable {
  let source: Observable<Element>
  let predicate: (Element) throws -> Bool

  init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
    self.source = source
    self.predicate = predicate
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let sink = SingleSink(predicate: predicate, observer: observer, cancel: cancel)
    return (sink, source.subscribe(sink))
  }
}

private final class SingleSink<Observer: ObserverType>: Sink<Observer>, ObserverType,
  @unchecked Sendable
{
  typealias Element = Observer.Element
  let predicate: (Element) throws -> Bool
  private var seenValue = false

  init(predicate: @escaping (Element) throws -> Bool, observer: Observer, cancel: Cancelable) {
    self.predicate = predicate
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let value):
      do {
        guard try predicate(value) else { return }
      } catch {
        forwardOn(.error(error))
        dispose()
        return
      }
      if seenValue {
        forwardOn(.error(RxError.moreThanOneElement))
        dispose()
        return
      }
      seenValue = true
      forwardOn(event)
    case .error:
      forwardOn(event)
      dispose()
    case .completed:
      forwardOn(seenValue ? .completed : .error(RxError.noElements))
      dispose()
    }
  }
}

/// A silent end of the source (a released subject) ends this sink and the chain behind it.
extension SingleSink: SilentEndObserver {
  func sourceEndedSilently() { endWithSilentSource() }
}
