/// The observer behind `subscribe(onNext:...)`: forwards to a closure and drops anything
/// after a terminal event, so a misbehaving source cannot break the grammar (contract 1).
final class AnonymousObserver<Element>: ObserverType, @unchecked Sendable {
  private let handler: (Event<Element>) -> Void
  private let stopped = AtomicFlag()

  init(_ handler: @escaping (Event<Element>) -> Void) {
    self.handler = handler
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next:
      if !stopped.isSet { handler(event) }
    case .error, .completed:
      if stopped.set() { handler(event) }
    }
  }
}
