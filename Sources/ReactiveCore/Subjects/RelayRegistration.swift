/// A stage of an operator chain a relay can see through: whether it still forwards values,
/// and what it forwards them to. Every operator's ``Sink`` is one.
protocol RelayReceiverStage: Disposable {
  /// Whether the stage stopped forwarding.
  var isDisposed: Bool { get }
  /// The observer the stage forwards to.
  var nextReceiver: Any { get }
}

extension Sink: RelayReceiverStage {
  var nextReceiver: Any { observer }
}

/// The element-typed part of a ``RelayRegistration``: what the error bus (through
/// ``RegistrationObservable``) calls without knowing the observer's type.
// unchecked Sendable: `stages` is an immutable `let` of Disposables; the rest is RegistrationBase's
package class RelayRegistrationBase<Element>: SubjectRegistration<Element>, @unchecked Sendable {
  /// How many operator stages are checked before a value is handed over, at most: a chain is
  /// walked once, at subscribe time, so the walk is bounded even for a hostile observer.
  static var maxStages: Int { 32 }

  /// The operator stages between this registration and the final observer, in order; empty
  /// when the observer is a plain handler (no allocation then).
  let stages: [any RelayReceiverStage]

  init(stages: [any RelayReceiverStage]) {
    self.stages = stages
    super.init(number: 0)
  }

  /// Hands `value` to the receiver if the registration and every operator stage behind it
  /// are still live; returns whether it did.
  ///
  /// The flag read here decides the call: a receiver whose flag was clear is called, so a
  /// `true` result means the receiver's handler ran (for a plain handler), or the value
  /// entered an operator chain none of whose stages had stopped. A dispose that lands while
  /// the value is inside an operator (from another thread, or from the operator's own
  /// closure) is not visible from here: the chain drops the value and it counts as received.
  @inline(__always)
  package final func deliverIfLive(_ value: Element) -> Bool {
    if isDisposed { return false }
    for stage in stages where stage.isDisposed { return false }
    receiveNext(value)
    return true
  }

  /// Whether the registration or a stage behind it has stopped.
  package final var isStopped: Bool {
    if isDisposed { return true }
    for stage in stages where stage.isDisposed { return true }
    return false
  }

  /// Ends the registration because its relay is gone, and disposes the operator chain behind
  /// it, last stage first: a sink and its disposer hold each other, and only a dispose breaks
  /// that cycle. Called from the relay's `deinit`, with no lock held.
  package final func ownerDidRelease() {
    end()
    for stage in stages.reversed() { stage.dispose() }
  }
}

/// A registration whose receiver is an ``ObserverType`` and whose owner is told through a
/// closure: the form ``RegistrationObservable`` uses (it is not a `SubjectDispatcher`). Values go to
/// the observer's `onNext(_:)`, so no `Event` is built per value.
// unchecked Sendable: immutable after init; `receiver` need not be Sendable: it gets values one at
// a time (contract 2); `unregister` is @Sendable, called once
package final class RelayRegistration<Observer: ObserverType>:
  RelayRegistrationBase<Observer.Element>, @unchecked Sendable
{
  private let receiver: Observer
  private let unregister: @Sendable (RegistrationBase) -> Void

  /// Creates a registration that sends values to `observer` and calls `unregister` once on
  /// dispose.
  package init(_ observer: Observer, unregister: @escaping @Sendable (RegistrationBase) -> Void) {
    self.receiver = observer
    self.unregister = unregister
    var stages: [any RelayReceiverStage] = []
    var next: Any = observer
    while stages.count < Self.maxStages, let stage = next as? any RelayReceiverStage {
      stages.append(stage)
      next = stage.nextReceiver
    }
    super.init(stages: stages)
  }

  package override func receiveNext(_ value: Observer.Element) { receiver.onNext(value) }

  package override func receiveTerminal(_ event: Event<Observer.Element>) { receiver.on(event) }

  package override func endByOwner() {
    if end() { (receiver as? SilentEndObserver)?.sourceEndedSilently() }
  }

  package override func unregisterFromOwner() { unregister(self) }
}
