extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// Subscribes to `second` once this completable completes; a failure skips it.
  ///
  /// ```swift
  /// let saved: Single<Note> = repository.save(note).andThen(repository.note(id: note.id))
  /// ```
  ///
  /// - Parameter second: The single that follows.
  /// - Returns: `second`'s outcome, or this completable's failure.
  public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
    Single(raw: followed(by: second.source))
  }

  /// Subscribes to `second` once this completable completes; a failure skips it.
  ///
  /// ```swift
  /// repository.save(note).andThen(cache.note(id: note.id))
  /// ```
  ///
  /// - Parameter second: The maybe that follows.
  /// - Returns: `second`'s outcome, or this completable's failure.
  public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
    Maybe(raw: followed(by: second.source))
  }

  /// Subscribes to `second` once this completable completes; a failure skips it.
  ///
  /// ```swift
  /// repository.save(note).andThen(analytics.log(.saved))
  /// ```
  ///
  /// - Parameter second: The completable that follows.
  /// - Returns: `second`'s outcome, or this completable's failure.
  public func andThen(_ second: Completable) -> Completable {
    Completable(raw: followed(by: second.source))
  }

  /// Subscribes to `second` once this completable completes; a failure skips it.
  ///
  /// ```swift
  /// repository.save(note).andThen(repository.notes)
  /// ```
  ///
  /// - Parameter second: The observable that follows.
  /// - Returns: `second`'s events, or this completable's failure.
  public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
    followed(by: second)
  }

  private func followed<Element>(by second: Observable<Element>) -> Observable<Element> {
    AndThenProducer(first: primitiveSequence.source, second: second)
  }
}

/// RxSwift 6 (Completable+AndThen.swift, `ConcatCompletable`): the sink keeps only `second`,
/// and the first completable's subscription is replaced by `second`'s when it completes, so
/// nothing of the first (its subscription, its closures) outlives its completion.
private final class AndThenProducer<Element>: Producer<Element>, @unchecked Sendable {
  let first: Observable<Never>
  let second: Observable<Element>

  init(first: Observable<Never>, second: Observable<Element>) {
    self.first = first
    self.second = second
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let sink = AndThenSink(second: second, observer: observer, cancel: cancel)
    return (sink, sink.run(first: first))
  }
}

private final class AndThenSink<Observer: ObserverType>: Sink<Observer>, ObserverType,
  @unchecked Sendable
{
  typealias Element = Never

  private let second: Observable<Observer.Element>
  private let current = SerialDisposable()

  init(second: Observable<Observer.Element>, observer: Observer, cancel: Cancelable) {
    self.second = second
    super.init(observer: observer, cancel: cancel)
  }

  func run(first: Observable<Never>) -> Disposable {
    let subscription = SingleAssignmentDisposable()
    current.disposable = subscription
    subscription.setDisposable(first.subscribe(self))
    return current
  }

  func on(_ event: Event<Never>) {
    switch event {
    case .next:
      break
    case .error(let error):
      forwardErrorAndDispose(error)
    case .completed:
      // Disposes (and so releases) the first subscription.
      current.disposable = second.subscribe(AndThenSecond(parent: self))
    }
  }

  fileprivate func forwardSecond(_ event: Event<Observer.Element>) {
    forwardOn(event)
    if event.isStopEvent { dispose() }
  }
}

private struct AndThenSecond<Observer: ObserverType>: ObserverType {
  let parent: AndThenSink<Observer>

  func on(_ event: Event<Observer.Element>) {
    parent.forwardSecond(event)
  }
}
