import Synchronization

/// One subscriber of a subject: a ``RegistrationBase`` that knows the element type.
/// Subclasses hold the receiver.
///
/// Values reach the receiver through ``deliverNext(_:)`` without being wrapped in an
/// `Event`: in unspecialized generic code, building and switching an `Event<Element>` costs
/// a run-time metadata lookup per value.
// unchecked Sendable: adds no stored state (see RegistrationBase)
@usableFromInline
package class SubjectRegistration<Element>: RegistrationBase, @unchecked Sendable {
  /// Declared (not inherited) so an inlinable subclass initializer can call it.
  @usableFromInline
  override package init(
    number: UInt64, deliveryState: UInt8 = RegistrationBase.receivesThroughMethodBit
  ) {
    super.init(number: number, deliveryState: deliveryState)
    assert(
      deliveryState != 0 || self is ClosureRegistration<Element>,
      "deliverNext(_:) calls a registration in state 0 as a ClosureRegistration")
  }

  /// Delivers `value` unless the registration has ended.
  @inlinable @inline(__always)
  package final func deliverNext(_ value: Element) {
    SubjectRegistration<Element>.deliverNext(value, to: self)
  }

  /// Delivers `value` to `registration` (one of this element type, or a bag's hole) unless
  /// it has ended.
  ///
  /// One load decides it: a live ``ClosureRegistration`` (state 0, the common subscriber) has
  /// its closure called from here, in the caller's loop, without the virtual `receiveNext`
  /// and its frame; any other live registration goes through `receiveNext`; an ended one
  /// (the hole too) is skipped.
  @inlinable @inline(__always)
  package static func deliverNext(_ value: Element, to registration: RegistrationBase) {
    let state = registration.deliveryState.load(ordering: .acquiring)
    if _fastPath(state == 0) {
      // Only `ClosureRegistration<Element>` is created with state 0.
      unsafeDowncast(registration, to: ClosureRegistration<Element>.self).onNext(value)
    } else if state & RegistrationBase.endedBit == 0 {
      unsafeDowncast(registration, to: SubjectRegistration<Element>.self).receiveNext(value)
    }
  }

  /// Delivers `event` unless the registration has ended. A terminal event delivered this way
  /// does not end the registration: use ``terminate(with:)`` for that.
  @inlinable
  package final func deliver(_ event: Event<Element>) {
    switch event {
    case .next(let value): deliverNext(value)
    case .error, .completed: if !isDisposed { receiveTerminal(event) }
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
