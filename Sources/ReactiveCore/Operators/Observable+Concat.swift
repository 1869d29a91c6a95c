extension ObservableType {
  /// Appends `second`: its elements follow once this sequence completes.
  ///
  /// ```swift
  /// cached.concat(fresh).subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Parameter second: The sequence subscribed to after this one completes.
  /// - Returns: This sequence's elements, then `second`'s.
  public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
  where Source.Element == Element {
    ConcatProducer(sources: [asObservable(), second.asObservable()])
  }

  /// Concatenates sequences: each is subscribed after the previous one completes.
  ///
  /// An error ends the result at once; an empty list completes at once.
  ///
  /// ```swift
  /// Observable.concat(intro, body, outro).subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Parameter sources: The sequences, in order.
  /// - Returns: Their elements, one sequence after the other.
  public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
    ConcatProducer(sources: sources)
  }

  /// Concatenates a sequence of sequences: each is subscribed after the previous one
  /// completes. `sequence` is iterated lazily, one source at a time.
  ///
  /// ```swift
  /// Observable.concat([intro, body, outro]).subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Parameter sequence: The sequences, in order.
  /// - Returns: Their elements, one sequence after the other.
  public static func concat<Sources: Sequence>(_ sequence: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    ConcatProducer(sources: sequence)
  }
}

extension ObservableType where Element: ObservableConvertibleType {
  /// Concatenates the inner sequences: each is subscribed after the previous one completes.
  ///
  /// ```swift
  /// steps.concat().subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Returns: The elements of every inner sequence, one sequence after the other.
  public func concat() -> Observable<Element.Element> {
    merge(maxConcurrent: 1)
  }
}

private final class ConcatProducer<Sources: Sequence, Element>: Producer<Element>,
  @unchecked Sendable
where Sources.Element == Observable<Element> {
  let sources: Sources

  init(sources: Sources) {
    self.sources = sources
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let sink = ConcatSink<Sources, Observer>(
      iterator: sources.makeIterator(), observer: observer, cancel: cancel)
    return (sink, sink.run())
  }
}

/// Subscribes to one source at a time. A source that completes synchronously does not
/// recurse: the loop in ``moveNext()`` subscribes the next one, so long lists of
/// synchronous sources use constant stack.
private final class ConcatSink<Sources: Sequence, Observer: ObserverType>: Sink<Observer>,
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
      onNext(value)
    case .error:
      forwardOn(event)
      dispose()
    case .completed:
      moveNext()
    }
  }

  /// The per-value path: no ``Event`` is built on the way down.
  func onNext(_ value: Element) {
    forwardNext(value)
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
        forwardOn(.completed)
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
