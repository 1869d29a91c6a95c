extension ObservableType {
  /// Splits the elements into groups by key: each new key sends a ``GroupedObservable``
  /// that then receives the elements with that key (RxSwift's `groupBy`).
  ///
  /// The source is subscribed once. Its completion or error ends every group and then the
  /// result; `keySelector` throwing fails them the same way. Disposing the result's
  /// subscription keeps the source subscription while a group is still subscribed, as in
  /// RxSwift (a `RefCountDisposable` holds it).
  ///
  /// ```swift
  /// numbers.groupBy { $0 % 2 == 0 ? "even" : "odd" }
  ///   .flatMap { group in group.map { "\(group.key): \($0)" } }
  ///   .subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Parameter keySelector: The key of an element.
  /// - Returns: One group per key, in the order the keys first appear.
  public func groupBy<Key: Hashable>(keySelector: @escaping @Sendable (Element) throws -> Key)
    -> Observable<GroupedObservable<Key, Element>>
  {
    GroupByProducer(source: asObservable(), keySelector: keySelector)
  }
}

// unchecked Sendable: immutable after init (`let`s only); `keySelector` is @Sendable
private final class GroupByProducer<Key: Hashable, Element>:
  Producer<GroupedObservable<Key, Element>>, @unchecked Sendable
{
  let source: Observable<Element>
  let keySelector: @Sendable (Element) throws -> Key

  init(source: Observable<Element>, keySelector: @escaping @Sendable (Element) throws -> Key) {
    self.source = source
    self.keySelector = keySelector
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == GroupedObservable<Key, Element> {
    let sink = GroupBySink(keySelector: keySelector, observer: observer, cancel: cancel)
    return (sink, sink.run(source: source))
  }
}

/// RxSwift 6 (GroupBy.swift, `GroupBySink`). `groups` is only touched from `on(_:)`, which
/// the source calls serially (contract 2); each group is a `PublishSubject`, safe to
/// subscribe to from any thread.
// unchecked Sendable: `groups` change only in its source's events, which arrive one at a time
// (contract 2); `refCount` is set in `run` before the source is subscribed; `keySelector` is
// @Sendable
private final class GroupBySink<Key: Hashable, Element, Observer: ObserverType>: Sink<Observer>,
  ObserverType, @unchecked Sendable
where Observer.Element == GroupedObservable<Key, Element> {
  private let keySelector: @Sendable (Element) throws -> Key
  private let sourceSubscription = SingleAssignmentDisposable()
  private var refCount: RefCountDisposable?
  private var groups: [Key: PublishSubject<Element>] = [:]

  init(
    keySelector: @escaping @Sendable (Element) throws -> Key, observer: Observer, cancel: Cancelable
  ) {
    self.keySelector = keySelector
    super.init(observer: observer, cancel: cancel)
  }

  func run(source: Observable<Element>) -> Disposable {
    let refCount = RefCountDisposable(disposable: sourceSubscription)
    self.refCount = refCount
    sourceSubscription.setDisposable(source.subscribe(self))
    return refCount
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let value):
      let key: Key
      do {
        key = try keySelector(value)
      } catch {
        fail(error)
        return
      }
      group(for: key).onNext(value)
    case .error(let error):
      fail(error)
    case .completed:
      let all = groups.values
      groups = [:]
      for group in all { group.onCompleted() }
      forwardOn(.completed)
      sourceSubscription.dispose()
      dispose()
    }
  }

  private func group(for key: Key) -> PublishSubject<Element> {
    if let existing = groups[key] { return existing }
    let subject = PublishSubject<Element>()
    groups[key] = subject
    let refCount = self.refCount
    let members = Observable<Element>.create { observer in
      let hold = refCount?.retain() ?? Disposables.create()
      return Disposables.create(subject.subscribe(observer), hold)
    }
    forwardNext(GroupedObservable(key: key, source: members))
    return subject
  }

  private func fail(_ error: Swift.Error) {
    let all = groups.values
    groups = [:]
    for group in all { group.onError(error) }
    forwardOn(.error(error))
    sourceSubscription.dispose()
    dispose()
  }
}
