extension ObservableType where Element: Equatable {
  /// Drops each element equal to the one sent before it.
  ///
  /// ```swift
  /// Observable.of(1, 1, 2, 2, 1).distinctUntilChanged()  // 1, 2, 1
  /// ```
  ///
  /// - Returns: The sequence without consecutive duplicates.
  public func distinctUntilChanged() -> Observable<Element> {
    distinctUntilChanged({ $0 }, comparer: ==)
  }
}

extension ObservableType {
  /// Drops each element whose key equals the key of the element sent before it.
  ///
  /// ```swift
  /// users.distinctUntilChanged { $0.id }
  /// ```
  ///
  /// - Parameter keySelector: The key compared; a thrown error is sent as an `error` event.
  /// - Returns: The sequence without consecutive duplicates by key.
  public func distinctUntilChanged<Key: Equatable>(
    _ keySelector: @escaping (Element) throws -> Key
  ) -> Observable<Element> {
    distinctUntilChanged(keySelector, comparer: ==)
  }

  /// Drops each element that `comparer` finds equal to the element sent before it.
  ///
  /// ```swift
  /// names.distinctUntilChanged { $0.lowercased() == $1.lowercased() }
  /// ```
  ///
  /// - Parameter comparer: Returns `true` when two elements are equal; a thrown error is
  ///   sent as an `error` event.
  /// - Returns: The sequence without consecutive duplicates.
  public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool)
    -> Observable<Element>
  {
    distinctUntilChanged({ $0 }, comparer: comparer)
  }

  /// Drops each element whose key `comparer` finds equal to the key of the element sent
  /// before it.
  ///
  /// ```swift
  /// points.distinctUntilChanged({ $0.x }, comparer: { abs($0 - $1) < 0.5 })
  /// ```
  ///
  /// - Parameters:
  ///   - keySelector: The key compared.
  ///   - comparer: Returns `true` when two keys are equal.
  /// - Returns: The sequence without consecutive duplicates by key; a thrown error is sent
  ///   as an `error` event.
  public func distinctUntilChanged<Key>(
    _ keySelector: @escaping (Element) throws -> Key,
    comparer: @escaping (Key, Key) throws -> Bool
  ) -> Observable<Element> {
    DistinctUntilChangedProducer(
      source: asObservable(), keySelector: keySelector, comparer: comparer)
  }

  /// Drops each element whose property at `keyPath` equals that of the element sent before it.
  ///
  /// ```swift
  /// users.distinctUntilChanged(at: \.name)
  /// ```
  ///
  /// - Parameter keyPath: The property compared.
  /// - Returns: The sequence without consecutive duplicates by that property.
  public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>)
    -> Observable<Element>
  {
    distinctUntilChanged({ $0[keyPath: keyPath] }, comparer: ==)
  }
}

private final class DistinctUntilChangedProducer<Element, Key>: Producer<Element>,
  @unchecked Sendable
{
  let source: Observable<Element>
  let keySelector: (Element) throws -> Key
  let comparer: (Key, Key) throws -> Bool

  init(
    source: Observable<Element>, keySelector: @escaping (Element) throws -> Key,
    comparer: @escaping (Key, Key) throws -> Bool
  ) {
    self.source = source
    self.keySelector = keySelector
    self.comparer = comparer
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let sink = DistinctUntilChangedSink(
      keySelector: keySelector, comparer: comparer, observer: observer, cancel: cancel)
    return (sink, source.subscribe(sink))
  }
}

private final class DistinctUntilChangedSink<Observer: ObserverType, Key>: Sink<Observer>,
  ObserverType, @unchecked Sendable
{
  typealias Element = Observer.Element
  // The closures, not the producer: the producer holds the source, and a sink holding its
  // source would keep a subject from being released (issue 10 item 9).
  let keySelector: (Element) throws -> Key
  let comparer: (Key, Key) throws -> Bool
  private var currentKey: Key?

  init(
    keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool,
    observer: Observer, cancel: Cancelable
  ) {
    self.keySelector = keySelector
    self.comparer = comparer
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
    do {
      let key = try keySelector(value)
      if let currentKey, try comparer(currentKey, key) { return }
      currentKey = key
    } catch {
      forwardErrorAndDispose(error)
      return
    }
    forwardNext(value)
  }
}

/// A silent end of the source (a released subject) ends this sink and the chain behind it.
extension DistinctUntilChangedSink: SilentEndObserver {
  func sourceEndedSilently() { endWithSilentSource() }
}
