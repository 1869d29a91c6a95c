/// The observer behind `subscribe(onNext:...)`: forwards to a closure and drops anything
/// after a terminal event, so a misbehaving source cannot break the grammar (contract 1).
@usableFromInline
final class AnonymousObserver<Element>: ObserverType, @unchecked Sendable {
  @usableFromInline let handler: (Event<Element>) -> Void
  @usableFromInline let stopped = AtomicFlag()

  @inlinable
  init(_ handler: @escaping (Event<Element>) -> Void) {
    self.handler = handler
  }

  @inlinable
  func on(_ event: Event<Element>) {
    switch event {
    case .next:
      if !stopped.isSet { handler(event) }
    case .error, .completed:
      if stopped.set() { handler(event) }
    }
  }
}
