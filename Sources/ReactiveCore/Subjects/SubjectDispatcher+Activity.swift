import Synchronization

/// The word that says who is busy with a ``SubjectDispatcher``, and the one place it is ever
/// changed without the lock.
///
/// `activity` is 0 when nobody is delivering and no registration is joining, so an
/// uncontended send tests one word. Otherwise it holds the delivering thread's
/// ``currentThreadIdentity()`` (an aligned address: its low bits are free), ORed with
/// ``SubjectActivity/joining`` while registrations join and ``SubjectActivity/pending`` once
/// someone recorded work for the deliverer.
///
/// Only lock holders change it, with one exception: a deliverer on the send path leaves with
/// a compare-and-exchange from exactly its identity to 0, without taking the lock again. So a
/// lock holder that leaves work to the deliverer (a queued event, a registry change, a
/// joining registration) first sets a bit with an atomic read-modify-write: either the
/// deliverer had not left yet — its exchange then fails, and it takes the lock and drains
/// what was recorded — or it had, and the lock holder acts as if nobody was delivering. The
/// exchange releases and every lock holder's read acquires, so whatever the deliverer read
/// from the bag, and whatever its observers did, happens before the next change to the bag
/// and the next delivery.
@usableFromInline
enum SubjectActivity {
  /// Set while registrations join: a send then takes the slow path, which hands each
  /// broadcast to them too. A thread identity never has it: `pthread_t` is the address of
  /// the thread's control block, aligned to at least 8 bytes with glibc, musl and Darwin.
  @inlinable static var joining: UInt { 1 }
  /// Set by a lock holder that recorded work for the deliverer: the deliverer's exchange
  /// fails, and it drains. Cleared by the deliverer when it is done.
  @inlinable static var pending: UInt { 2 }
  /// Both flags.
  @inlinable static var flags: UInt { joining | pending }
  /// The bits that hold the deliverer's identity.
  @inlinable static var delivererMask: UInt { ~flags }
}

extension SubjectDispatcher {
  /// Whether a delivery is under way that will see what the caller records before it
  /// releases ``lock`` (an event to queue, a registry change to defer); `false` when nobody
  /// is delivering, so the caller changes the bag itself or delivers. Call with ``lock`` held.
  @inlinable @inline(__always)
  func handsOffToDelivererLocked() -> Bool {
    // A deliverer's identity is above both flags (it is a multiple of 8).
    activity.load(ordering: .acquiring) > SubjectActivity.flags && markPendingLocked()
  }

  /// Marks work pending for the deliverer seen a moment ago; returns `false` if it has left
  /// meanwhile. Out of line: only a send or a registry change during a delivery gets here.
  @usableFromInline @inline(never) @discardableResult
  func markPendingLocked() -> Bool {
    let previous = activity.bitwiseOr(SubjectActivity.pending, ordering: .acquiringAndReleasing)
      .oldValue
    if previous & SubjectActivity.delivererMask != 0 { return true }
    // The deliverer left between the two reads (nothing it leaves behind is pending).
    activity.bitwiseAnd(~SubjectActivity.pending, ordering: .acquiringAndReleasing)
    return false
  }
}
