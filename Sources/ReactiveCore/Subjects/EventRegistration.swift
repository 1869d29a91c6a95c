/// A subject registration whose receiver is one closure for every event, and whose owner is
/// told through a closure: the form used by the share hub and `PendingEventRelay`.
package final class EventRegistration<Element>: SubjectRegistration<Element>, @unchecked Sendable {
  private let handler: (Event<Element>) -> Void
  private let unregister: (SubjectRegistration<Element>) -> Void

  /// Creates a registration that sends events to `observer` and calls `unregister` once on
  /// dispose.
  package init(
    number: UInt64 = 0,
    observer: @escaping (Event<Element>) -> Void,
    unregister: @escaping (SubjectRegistration<Element>) -> Void
  ) {
    self.handler = observer
    self.unregister = unregister
    super.init(number: number)
  }

  package override func receiveNext(_ value: Element) { handler(.next(value)) }

  package override func receiveTerminal(_ event: Event<Element>) { handler(event) }

  package override func unregisterFromOwner() { unregister(self) }
}
