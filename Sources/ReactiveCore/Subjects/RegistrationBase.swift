import Synchronization

/// What a subject's bag holds: the element-independent part of a registration (its slot,
/// subscription number and disposed flag).
///
/// Not generic, so the bag and the registry bookkeeping are compiled once, specialized, in
/// this module: a generic bag run from unspecialized code (a subscribe reached through
/// `Observable<Element>`) looked up its array's type metadata on every insert and remove.
///
/// `dispose()` removes it from the subject in O(1). A delivery already under way checks
/// ``isDisposed`` right before calling the receiver, so no event sent after `dispose()`
/// returns reaches it (contract 4).
// unchecked Sendable: `slot` and `isRegistered` are guarded by the dispatcher's `lock`;
// `deliveryState` is an Atomic<UInt8>; `number` is a `let`
@usableFromInline
package class RegistrationBase: BagEntry, Disposable, @unchecked Sendable {
  /// The subscription number given by the owner: a queued broadcast reaches only
  /// registrations numbered below the number current when it was sent.
  @usableFromInline package final let number: UInt64
  /// The slot in the owner's bag, 32 bits to keep the object small; guarded by the owner's
  /// lock. Both fields are read and written only under that lock and never across a call
  /// out, so the runtime's exclusivity check (about 76 instructions each time, four times
  /// per subscribe and dispose) can prove nothing the lock does not: it is left out.
  @exclusivity(unchecked) @usableFromInline final var slot: Int32 = -1
  /// Whether the owner still counts this registration; guarded by the owner's lock.
  @exclusivity(unchecked) @usableFromInline package final var isRegistered = false
  /// What a delivery loop needs to know about this registration, in the one byte it reads
  /// per value: while live, 0 for a ``ClosureRegistration`` (the loop calls its closure
  /// itself, without the virtual `receiveNext` in between: 13 instructions per delivered
  /// value) and ``receivesThroughMethodBit`` for any other; exactly ``endedBit`` once
  /// ``end()`` ran.
  @usableFromInline final let deliveryState: Atomic<UInt8>

  /// Set in ``deliveryState`` by ``end()``.
  @inlinable @inline(__always)
  package static var endedBit: UInt8 { 1 }
  /// Set in ``deliveryState`` of a registration whose values go through `receiveNext`.
  @inlinable @inline(__always)
  package static var receivesThroughMethodBit: UInt8 { 2 }

  /// Creates a registration with the owner's subscription number. `deliveryState` is 0 only
  /// for a ``ClosureRegistration``.
  @usableFromInline
  package init(number: UInt64, deliveryState: UInt8 = RegistrationBase.receivesThroughMethodBit) {
    self.number = number
    self.deliveryState = Atomic(deliveryState)
    Diagnostics.subscriptionCreated()
  }

  /// The hole of every subject's registry (``Bag/hole``): ended from the start, numbered
  /// after every subscription (so no broadcast's limit includes it), never in a bag, never
  /// written to, and not counted in ``Diagnostics`` (it is no subscription).
  package static let hole = RegistrationBase()

  private init() {
    number = .max
    deliveryState = Atomic(Self.endedBit)
  }

  /// The slot in the owner's bag, or `-1`.
  @usableFromInline package final var bagIndex: Int {
    get { Int(slot) }
    set { slot = Int32(truncatingIfNeeded: newValue) }
  }

  /// Whether the registration has ended.
  @inlinable @inline(__always)
  package final var isDisposed: Bool {
    deliveryState.load(ordering: .acquiring) & Self.endedBit != 0
  }

  /// Marks the registration ended without touching the owner (the owner already removed
  /// it, after a terminal event). Returns whether this call ended it.
  @usableFromInline @discardableResult
  package final func end() -> Bool {
    // The kind bit matters only while the registration is live: an exchange (one
    // instruction) rather than a read-modify-write loop keeping it.
    let before = deliveryState.exchange(Self.endedBit, ordering: .acquiringAndReleasing)
    if before & Self.endedBit == 0 {
      Diagnostics.subscriptionReleased()
      return true
    }
    return false
  }

  /// Ends the registration because its owner ended (a subject released or disposed): no
  /// terminal event is sent, and a receiver that can end with its source
  /// (``SilentEndObserver``: the sink of a `map`, `filter`, ...) is disposed with the chain
  /// behind it, so nothing is left waiting for a source that is gone. Call without the
  /// owner's lock held (it may run user code: a `do(onDispose:)` handler, a deinit).
  @usableFromInline package func endByOwner() {
    end()
  }

  /// Ends the registration and removes it from its owner.
  @usableFromInline package final func dispose() {
    if end() { unregisterFromOwner() }
    didDispose()
  }

  /// Removes the registration from its owner. Called once, by ``dispose()``.
  @usableFromInline package func unregisterFromOwner() {}

  /// Called by every ``dispose()``, after the owner is told.
  @usableFromInline package func didDispose() {}
}
