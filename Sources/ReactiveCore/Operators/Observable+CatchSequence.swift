extension ObservableType {
  /// Subscribes to each sequence of `sequence` in turn, moving to the next one when the
  /// current one fails (RxSwift's `Observable.catch(sequence:)`).
  ///
  /// The first sequence to complete completes the result. When every sequence failed, the
  /// result fails with the last error; an empty `sequence` completes at once. `sequence` is
  /// iterated lazily, and sequences that fail synchronously do not grow the stack.
  ///
  /// ```swift
  /// Observable.catch(sequence: [primary.notes, mirror.notes, cache.notes])
  ///   .subscribe(onNext: { show($0) })
  /// ```
  ///
  /// - Parameter sequence: The sequences to try, in order.
  /// - Returns: The events of the first sequence that does not fail.
  public static func `catch`<Sources: Sequence>(sequence: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    CatchSequenceProducer(sources: sequence)
  }
}

private final class CatchSequenceProducer<Sources: Sequence, Element>: Producer<Element>,
  @unchecked Sendable
where Sources.Element == Observable<Element> {
  let sources: Sources

  init(sources: Sources) {
    self.sources = sources
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let sink = CatchSequenceSink<Sources, Observer>(
      iterator: sources.makeIterator(), observer: observer, cancel: cancel)
    return (sink, sink.run())
  }
}

/// The same loop as `ConcatSink`, moving on at an error instead of a completion.
private final class CatchSequenceSink<Sources: Sequence, Observer: ObserverType>: Sink<Observer>,
  ObserverType, @unchecked Sendable
where Sources.Element == Observable<Observer.Element> {
  typealias Element = Observer.Element

  private let lock = Lock()
  private let current = SerialDisposable()
  // Only touched by the thread inside `moveNext`'s loop (guarded by `subscribing`).
  private var iterator: Sources.Iterator
  // State, guarded by `lock`.
  private var subscribing = false
  private var needsNext = false
  private var lastError: Swift.Error?

  init(iterator: Sources.Iterator, observer: Observer, cancel: Cancelable) {
    self.iterator = iterator
    super.init(observer: observer, cancel: cancel)
  }

  func run() -> Disposable {
    moveNext()
    return current
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let value):
      forwardNext(value)
    case .error(let error):
      lock.withLock { lastError = error }
      moveNext()
    case .completed:
      forwardOn(event)
      dispose()
    }
  }

  private func moveNext() {
    lock.lock()
    if subscribing {
      needsNext = true
      lock.unlock()
      return
    }
    subscribing = true
    lock.unlock()
    while true {
      if isDisposed { return }
      guard let next = iterator.next() else {
        let error = lock.withLock { lastError }
        forwardOn(error.map { .error($0) } ?? .completed)
        dispose()
        return
      }
      let slot = SingleAssignmentDisposable()
      current.disposable = slot
      slot.setDisposable(next.subscribe(self))
      lock.lock()
      if !needsNext {
        subscribing = false
        lock.unlock()
        return
      }
      needsNext = false
      lock.unlock()
    }
  }
}
