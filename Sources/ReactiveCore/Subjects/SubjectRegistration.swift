import Synchronization

/// One subscriber of a subject: a ``RegistrationBase`` that knows the element type.
/// Subclasses hold the receiver.
///
/// Values reach the receiver through ``deliverNext(_:)`` without being wrapped in an
/// `Event`: in unspecialized generic code, building and switching an `Event<Element>` costs
/// a run-time metadata lookup per value.
@usableFromInline
package class SubjectRegistration<Element>: RegistrationBase, @unchecked Sendable {
  /// Declared (not inherited) so an inlinable subclass initializer can call it.
  @usableFromInline
  override package init(number: UInt64) {
    super.init(number: number)
  }

  /// Delivers `value` unless the registration has ended.
  @inlinable @inline(__always)
  package final func deliverNext(_ value: Element) {
    if !disposedFlag.load(ordering: .acquiring) { receiveNext(value) }
  }

  /// Delivers `event` unless the registration has ended. A terminal event delivered this way
  /// does not end the registration: use ``terminate(with:)`` for that.
  @inlinable
  package final func deliver(_ event: Event<Element>) {
    if disposedFlag.load(ordering: .acquiring) { return }
    switch event {
    case .next(let value): receiveNext(value)
    case .error, .completed: receiveTerminal(event)
    }
  }

  /// Ends the registration and delivers the terminal `event`, if this call ended it.
  @usableFromInline
  package final func terminate(with event: Event<Element>) {
    if end() { receiveTerminal(event) }
  }

  // MARK: Overridden by subclasses

  /// The receiver's value handler. Called only by this class.
  @usableFromInline package func receiveNext(_ value: Element) {}

  /// The receiver's terminal-event handler. Called only by this class.
  @usableFromInline package func receiveTerminal(_ event: Event<Element>) {}
}
