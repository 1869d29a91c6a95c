extension ObservableType {
  /// Mirrors whichever of this sequence and `right` sends an event first; the other is
  /// disposed.
  ///
  /// ```swift
  /// primaryServer.amb(backupServer).subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Parameter right: The competing sequence.
  /// - Returns: The events of the first sequence to send one.
  public func amb<Right: ObservableType>(_ right: Right) -> Observable<Element>
  where Right.Element == Element {
    AmbProducer(sources: [asObservable(), right.asObservable()])
  }

  /// Mirrors whichever sequence sends an event first; the others are disposed. An empty
  /// sequence of sources never sends anything.
  ///
  /// ```swift
  /// Observable.amb([mirror1, mirror2, mirror3]).subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Parameter sequence: The competing sequences.
  /// - Returns: The events of the first sequence to send one.
  public static func amb<Sources: Sequence>(_ sequence: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    AmbProducer(sources: Array(sequence))
  }
}

// unchecked Sendable: immutable after init (`let`s only: Observables)
private final class AmbProducer<Element>: Producer<Element>, @unchecked Sendable {
  let sources: [Observable<Element>]

  init(sources: [Observable<Element>]) {
    self.sources = sources
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
    -> (sink: Disposable, subscription: Disposable)
  where Observer.Element == Element {
    let sink = AmbSink(count: sources.count, observer: observer, cancel: cancel)
    return (sink, sink.run(sources))
  }
}

/// The first source to send an event wins; from then on only the winner's events are
/// forwarded, so delivery is as serial as the winner itself.
// unchecked Sendable: `winner` is guarded by `lock`; `subscriptions` is a `let` of locked
// disposables
private final class AmbSink<Observer: ObserverType>: Sink<Observer>, @unchecked Sendable {
  private let lock = Lock()
  private let subscriptions: [SingleAssignmentDisposable]
  // State, guarded by `lock`.
  private var winner: Int?

  init(count: Int, observer: Observer, cancel: Cancelable) {
    subscriptions = (0..<count).map { _ in SingleAssignmentDisposable() }
    super.init(observer: observer, cancel: cancel)
  }

  func run(_ sources: [Observable<Observer.Element>]) -> Disposable {
    for (index, source) in sources.enumerated() {
      if lock.withLock({ winner != nil }) {
        subscriptions[index].dispose()
        continue
      }
      subscriptions[index].setDisposable(source.subscribe(AmbObserver(parent: self, index: index)))
    }
    return Disposables.create(subscriptions)
  }

  fileprivate func on(_ event: Event<Observer.Element>, from index: Int) {
    lock.lock()
    let decided = winner != nil
    if !decided { winner = index }
    let won = winner == index
    lock.unlock()
    if !won { return }
    if !decided {
      for (other, subscription) in subscriptions.enumerated() where other != index {
        subscription.dispose()
      }
    }
    forwardOn(event)
    if event.isStopEvent { dispose() }
  }
}

private struct AmbObserver<Observer: ObserverType>: ObserverType {
  let parent: AmbSink<Observer>
  let index: Int

  func on(_ event: Event<Observer.Element>) {
    parent.on(event, from: index)
  }
}
