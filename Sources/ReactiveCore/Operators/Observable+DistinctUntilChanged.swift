extension ObservableType where Element: Equatable {
  /// Drops each element equal to the one sent before it.
  ///
  /// ```swift
  /// Observable.of(1, 1, 2, 2, 1).distinctUntilChanged()  // 1, 2, 1
  /// ```
  ///
  /// - Returns: The sequence without consecutive duplicates.
  public func distinctUntilChanged() -> Observable<Element> {
    distinctUntil(key: { $0 }, comparer: ==)
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
    _ keySelector: @escaping @Sendable (Element) throws -> Key
  ) -> Observable<Element> {
    distinctUntil(key: keySelector, comparer: ==)
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
  public func distinctUntilChanged(
    _ comparer: @escaping @Sendable (Element, Element) throws -> Bool
  )
    -> Observable<Element>
  {
    distinctUntil(key: { $0 }, comparer: comparer)
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
    _ keySelector: @escaping @Sendable (Element) throws -> Key,
    comparer: @escaping @Sendable (Key, Key) throws -> Bool
  ) -> Observable<Element> {
    distinctUntil(key: keySelector, comparer: comparer)
  }

  /// The operator's body, for the public forms above: it takes plain closures, since the
  /// library's own (an `Equatable` conformance's `==` of a generic `Key`, a key path) cannot be
  /// `@Sendable`; they hold no state, so concurrent subscriptions may share them.
  private func distinctUntil<Key>(
    key keySelector: @escaping (Element) throws -> Key,
    comparer: @escaping (Key, Key) throws -> Bool
  ) -> Observable<Element> {
    DistinctUntilChangedProducer(
      source: asObservable(),
      parameters: DistinctUntilChangedParameters(keySelector: keySelector, comparer: comparer))
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
    distinctUntil(key: { $0[keyPath: keyPath] }, comparer: ==)
  }
}

private struct DistinctUntilChangedParameters<Element, Key> {
  let keySelector: (Element) throws -> Key
  let comparer: (Key, Key) throws -> Bool
}

// unchecked Sendable: adds no stored state (see OperatorProducer); `keySelector` and `comparer` in
// `parameters` are not @Sendable, as `distinctUntil` takes the library's own: a generic `Key`'s
// `==` and a `KeyPath` cannot be named in a @Sendable closure unless the public API required
// SendableMetatype of `Key` and `Property`; both are stateless, and the user's are @Sendable
private final class DistinctUntilChangedProducer<Element, Key>:
  OperatorProducer<Element, DistinctUntilChangedParameters<Element, Key>, Element>,
  @unchecked Sendable
{
  override func run<O: ObserverType>(_ observer: O, cancel: Cancelable) -> SinkAndSubscription
  where O.Element == Element {
    start(DistinctUntilChangedSink(parameters, observer, cancel))
  }
}

// unchecked Sendable: `currentKey` and the Sink's state change only in its source's events, which
// arrive one at a time (contract 2)
private final class DistinctUntilChangedSink<Observer: ObserverType, Key>:
  OperatorSink<DistinctUntilChangedParameters<Observer.Element, Key>, Observer>,
  ValueOperatorSink, @unchecked Sendable
{
  private var currentKey: Key?

  /// The per-value path: no ``Event`` is built on the way down.
  func onNext(_ value: Observer.Element) {
    do {
      let key = try parameters.keySelector(value)
      if let currentKey, try parameters.comparer(currentKey, key) { return }
      currentKey = key
    } catch {
      forwardErrorAndDispose(error)
      return
    }
    forwardNext(value)
  }
}
