extension ObservableType {
  /// Creates an observable that iterates an `AsyncSequence` in a `Task`, once per subscription.
  ///
  /// Each element becomes a `next` event, the end of the sequence `completed`, and a thrown
  /// error an `error` event, except a `CancellationError`, which completes (as in RxSwift 6).
  /// Disposing the subscription cancels the task; the iteration then ends quietly, with no
  /// further event (a `CancellationError` thrown by the sequence after the disposal is not
  /// reported). Events arrive on the task's thread, serially.
  ///
  /// The sequence's type must not conform to `AsyncSequence` in an actor-isolated way
  /// (`SendableMetatype`), because it is iterated off any actor; every ordinary type qualifies.
  ///
  /// ```swift
  /// let lines = Observable.from(url.lines)
  /// lines.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter sequence: The sequence to iterate; each subscription iterates it anew.
  /// - Returns: An observable of the sequence's elements.
  public static func from<Sequence: AsyncSequence & SendableMetatype>(_ sequence: Sequence)
    -> Observable<Element>
  where Sequence.Element == Element {
    AsyncSequenceProducer(sequence: sequence)
  }
}

extension AsyncSequence where Self: SendableMetatype {
  /// This sequence as an observable, iterated as `Observable.from(_:)` iterates it.
  ///
  /// ```swift
  /// let stream = AsyncStream<Int> { $0.yield(1); $0.finish() }
  /// stream.asObservable().subscribe(onNext: { print($0) }).disposed(by: disposeBag)
  /// ```
  ///
  /// - Returns: An observable that iterates this sequence in a `Task` per subscription.
  public func asObservable() -> Observable<Element> {
    AsyncSequenceProducer(sequence: self)
  }
}

// unchecked Sendable: immutable after init (`let`s only); `sequence` need not be Sendable (contract
// 7): each subscription hands it to its own task (UncheckedSendableBox)
final class AsyncSequenceProducer<Sequence>: Producer<Sequence.Element>,
  @unchecked Sendable
where Sequence: AsyncSequence & SendableMetatype {
  let sequence: Sequence
  let detached: Bool
  let priority: TaskPriority?

  init(sequence: Sequence, detached: Bool = false, priority: TaskPriority? = nil) {
    self.sequence = sequence
    self.detached = detached
    self.priority = priority
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let sink = AsyncSequenceSink<Sequence, Observer>(observer: observer, cancel: cancel)
    return (sink, sink.run(sequence, detached: detached, priority: priority))
  }
}

// unchecked Sendable: adds no stored state (see Sink)
private final class AsyncSequenceSink<
  Sequence: AsyncSequence & SendableMetatype,
  Observer: ObserverType
>: Sink<Observer>, @unchecked Sendable
where Observer.Element == Sequence.Element {
  func run(_ sequence: Sequence, detached: Bool, priority: TaskPriority?) -> Disposable {
    // The sequence is handed to this subscription's task, the only code that iterates it
    // for this subscription (see UncheckedSendableBox). The task talks to the sink through
    // an `AnyObserver`, so it uses no conformance of `Observer`: the sink is called from the
    // task's thread like from any other thread.
    let box = UncheckedSendableBox(sequence)
    let forward = AnyObserver<Sequence.Element> { [self] event in
      forwardOn(event)
      if event.isStopEvent { dispose() }
    }
    let task =
      detached
      ? Task.detached(priority: priority) { await iterate(box, into: forward) }
      : Task(priority: priority) { await iterate(box, into: forward) }
    return Disposables.create { task.cancel() }
  }
}

private func iterate<Sequence: AsyncSequence & SendableMetatype>(
  _ box: UncheckedSendableBox<Sequence>, into observer: AnyObserver<Sequence.Element>
) async {
  do {
    for try await value in box.value {
      if Task.isCancelled { return }
      observer.onNext(value)
    }
    if !Task.isCancelled { observer.onCompleted() }
  } catch is CancellationError {
    // RxSwift 6 (Observable+Concurrency.swift) completes on a `CancellationError` the
    // sequence throws; a cancelled task ends quietly: the subscription is already disposed.
    if !Task.isCancelled { observer.onCompleted() }
  } catch {
    if !Task.isCancelled { observer.onError(error) }
  }
}
