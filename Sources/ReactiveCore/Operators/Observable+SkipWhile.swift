extension ObservableType {
  /// Drops elements while `predicate` holds, then sends every element from the first that
  /// fails it.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3, 1).skip(while: { $0 < 2 })  // 2, 3, 1
  /// ```
  ///
  /// - Parameter predicate: Whether to keep dropping; a thrown error is sent as an `error`
  ///   event.
  /// - Returns: The sequence from the first element that fails `predicate`.
  public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    SkipWhileProducer(source: asObservable(), predicate: predicate)
  }
}

extension ObservableType {
  /// RxSwift 5's name for ``skip(while:)``, kept so older code compiles.
  ///
  /// ```swift
  /// values.skipWhile { $0 < 2 }
  /// ```
  ///
  /// - Parameter predicate: Whether to keep dropping.
  /// - Returns: The sequence from the first element that fails `predicate`.
  @available(*, deprecated, renamed: "skip(while:)")
  public func skipWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    skip(while: predicate)
  }
}

private final class SkipWhileProducer<Element>: Producer<Element>, @unchecked Sendable {
  let source: Observable<Element>
  let predicate: (Element) throws -> Bool

  init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
    self.source = source
    self.predicate = predicate
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let sink = SkipWhileSink(predicate: predicate, observer: observer, cancel: cancel)
    return (sink, source.subscribe(sink))
  }
}

private final class SkipWhileSink<Observer: ObserverType>: Sink<Observer>, ObserverType,
  @unchecked Sendable
{
  typealias Element = Observer.Element
  let predicate: (Element) throws -> Bool
  private var skipping = true

  init(predicate: @escaping (Element) throws -> Bool, observer: Observer, cancel: Cancelable) {
    self.predicate = predicate
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let value):
      onNext(value)
    case .error, .completed:
      forwardOn(event)
      dispose()
    }
  }

  /// The per-value path: no ``Event`` is built on the way down.
  func onNext(_ value: Element) {
    if skipping {
      do {
        skipping = try predicate(value)
      } catch {
        forwardErrorAndDispose(error)
        return
      }
      if skipping { return }
    }
    forwardNext(value)
  }
}

/// A silent end of the source (a released subject) ends this sink and the chain behind it.
extension SkipWhileSink: SilentEndObserver {
  func sourceEndedSilently() { endWithSilentSource() }
}
