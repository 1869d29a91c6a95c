/// Which terminal event of the current source moves a ``SequenceSwitchSink`` on to the next.
enum SequenceSwitchMode {
  /// `concat`: a completion moves on; an error ends the result.
  case onCompleted
  /// `catch(sequence:)`: an error moves on (the last one ends the result once the sources run
  /// out); a completion ends the result.
  case onError
}

/// Subscribes to the sources of a sequence one at a time, as RxSwift's `TailRecursiveSink`
/// does for both `concat` and `catch(sequence:)`.
// unchecked Sendable: immutable after init (`let`s only); `sources` need not be Sendable (contract
// 7): each subscription iterates its own iterator
final class SequenceSwitchProducer<Sources: Sequence, Element>: Producer<Element>,
  @unchecked Sendable
where Sources.Element == Observable<Element> {
  let sources: Sources
  let mode: SequenceSwitchMode

  init(sources: Sources, mode: SequenceSwitchMode) {
    self.sources = sources
    self.mode = mode
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let sink = SequenceSwitchSink<Sources, Observer>(
      iterator: sources.makeIterator(), mode: mode, observer: observer, cancel: cancel)
    return (sink, sink.run())
  }
}

/// Subscribes to one source at a time, moving on at the terminal event `mode` names. A source
/// that ends synchronously does not recurse: the loop in ``moveNext()`` subscribes the next
/// one, so long lists of synchronous sources use constant stack.
// unchecked Sendable: `subscribing`, `needsNext` and `lastError` are guarded by `lock`; `iterator`
// is touched only by the one thread that set `subscribing`
final class SequenceSwitchSink<Sources: Sequence, Observer: ObserverType>: Sink<Observer>,
  ObserverType, @unchecked Sendable
where Sources.Element == Observable<Observer.Element> {
  typealias Element = Observer.Element

  private let mode: SequenceSwitchMode
  private let lock = Lock()
  private let current = SerialDisposable()
  // Only touched by the thread inside `moveNext`'s loop (guarded by `subscribing`).
  private var iterator: Sources.Iterator
  // State, guarded by `lock`.
  private var subscribing = false
  private var needsNext = false
  private var lastError: Swift.Error?

  init(iterator: Sources.Iterator, mode: SequenceSwitchMode, observer: Observer, cancel: Cancelable)
  {
    self.iterator = iterator
    self.mode = mode
    super.init(observer: observer, cancel: cancel)
  }

  func run() -> Disposable {
    moveNext()
    return current
  }

  func on(_ event: Event<Element>) {
    switch (event, mode) {
    case (.next(let value), _):
      onNext(value)
    case (.error(let error), .onError):
      lock.withLock { lastError = error }
      moveNext()
    case (.completed, .onCompleted):
      moveNext()
    case (.error, .onCompleted), (.completed, .onError):
      forwardOn(event)
      dispose()
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
