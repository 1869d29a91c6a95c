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
    AndThenProducer(source: primitiveSequence.source, parameters: second)
  }
}

/// RxSwift 6 (Completable+AndThen.swift, `ConcatCompletable`): the sink keeps only `second`,
/// and the first completable's subscription is replaced by `second`'s when it completes, so
/// nothing of the first (its subscription, its closures) outlives its completion.
private final class AndThenProducer<Element>:
  OperatorProducer<Never, Observable<Element>, Element>, @unchecked Sendable
{
  override func run<O: ObserverType>(_ observer: O, cancel: Cancelable) -> SinkAndSubscription
  where O.Element == Element {
    let sink = AndThenSink(parameters, observer, cancel)
    return (sink, sink.follow { source.subscribe(sink) })
  }
}

/// `parameters` is the observable that follows.
private final class AndThenSink<Observer: ObserverType>:
  SwitchingSink<Observable<Observer.Element>, Observer>, ObserverType, @unchecked Sendable
{
  func on(_ event: Event<Never>) {
    switch event {
    case .next:
      break
    case .error(let error):
      forwardErrorAndDispose(error)
    case .completed:
      // Disposes (and so releases) the first subscription.
      switchTo(parameters)
    }
  }
}
