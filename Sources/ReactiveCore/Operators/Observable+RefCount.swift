extension ConnectableObservableType {
  /// Connects when the first subscriber arrives and disconnects when the last one leaves.
  ///
  /// ```swift
  /// let shared = source.publish().refCount()
  /// ```
  ///
  /// - Returns: A sequence that manages the connection by counting subscribers.
  public func refCount() -> Observable<Element> {
    RefCountProducer(source: self)
  }
}

/// RxSwift's RefCount, reordered for thread safety: a subscriber is counted before it
/// subscribes to the connectable (so a concurrent last-subscriber-leaves cannot end the
/// connection it is joining) and connects only after subscribing. No lock is held while
/// subscribing or connecting.
// unchecked Sendable: `count`, `connectionID` and `connection` are guarded by `lock`; `source` is a
// `let`
private final class RefCountProducer<Source: ConnectableObservableType>: Producer<Source.Element>,
  @unchecked Sendable
{
  let source: Source
  let lock = Lock()
  // State, guarded by `lock`.
  var count = 0
  var connectionID = 0
  var connection: SingleAssignmentDisposable?

  init(source: Source) {
    self.source = source
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Source.Element {
    let sink = RefCountSink(parent: self, observer: observer, cancel: cancel)
    return (sink, sink.run())
  }
}

// unchecked Sendable: `connectionID` is guarded by `parent.lock`; `parent` is a `let`
private final class RefCountSink<Source: ConnectableObservableType, Observer: ObserverType>:
  Sink<Observer>, ObserverType, @unchecked Sendable
where Observer.Element == Source.Element {
  typealias Element = Source.Element

  private let parent: RefCountProducer<Source>
  // Guarded by `parent.lock`.
  private var connectionID = -1

  init(parent: RefCountProducer<Source>, observer: Observer, cancel: Cancelable) {
    self.parent = parent
    super.init(observer: observer, cancel: cancel)
  }

  func run() -> Disposable {
    parent.lock.lock()
    parent.count += 1
    var shouldConnect = parent.count == 1
    connectionID = parent.connectionID
    parent.lock.unlock()

    let subscription = parent.source.subscribe(self)

    parent.lock.lock()
    if isDisposed || connectionID == -1 {
      parent.lock.unlock()
      return subscription
    }
    if connectionID != parent.connectionID {
      // The connection ended while subscribing: join the next one.
      connectionID = parent.connectionID
      parent.count += 1
      shouldConnect = parent.count == 1
    }
    var slot: SingleAssignmentDisposable?
    if shouldConnect {
      let newSlot = SingleAssignmentDisposable()
      parent.connection = newSlot
      slot = newSlot
    }
    parent.lock.unlock()
    slot?.setDisposable(parent.source.connect())

    return Disposables.create { [self] in
      subscription.dispose()
      parent.lock.lock()
      var ended: Disposable?
      if connectionID == parent.connectionID {
        parent.count -= 1
        if parent.count == 0 {
          ended = parent.connection
          parent.connection = nil
        }
      }
      parent.lock.unlock()
      ended?.dispose()
    }
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let value):
      onNext(value)
    case .error, .completed:
      parent.lock.lock()
      var ended: Disposable?
      if connectionID == parent.connectionID {
        ended = parent.connection
        parent.connection = nil
        parent.count = 0
        parent.connectionID += 1
      }
      connectionID = -1
      parent.lock.unlock()
      ended?.dispose()
      forwardOn(event)
      dispose()
    }
  }

  /// The per-value path: no ``Event`` is built on the way down.
  func onNext(_ value: Element) {
    forwardNext(value)
  }
}
