/// An entry that can live in a ``Bag``: it remembers its own slot so removal is O(1).
@usableFromInline
package protocol BagEntry: AnyObject {
  /// The entry's slot in its bag, or `-1` when it is in none. Only the bag writes it.
  var bagIndex: Int { get set }
}

/// Insertion-ordered storage with O(1) insert and amortised O(1) removal.
///
/// Removal leaves a hole that iteration skips; holes are compacted away once they make up
/// half the storage, so subscribe and dispose stay O(1) with 100,000 live entries and
/// delivery order stays subscription order. Not thread-safe: the owner guards it with its
/// ``Lock``. Taking ``slots`` as a snapshot costs one retain, no allocation.
///
/// A hole is not `nil` but the owner's ``hole`` entry, which is never in a bag: a loop over
/// the storage that can tell the hole apart by the entry's own state (the subject's delivery
/// loop: the hole is an ended registration) needs no `nil` test per slot. The bag never
/// writes to the hole, so one hole can serve every bag on every thread.
@usableFromInline
package struct Bag<Entry: BagEntry> {
  /// The storage, with ``hole`` in the slots of removed entries; iterate it outside the
  /// owner's lock.
  @usableFromInline package private(set) var slots: ContiguousArray<Entry> = []
  /// How many entries are in the bag.
  @usableFromInline package private(set) var count = 0
  /// What fills the slot of a removed entry.
  @usableFromInline package let hole: Entry

  /// Creates an empty bag whose holes are `hole` (an entry that is never inserted).
  @usableFromInline package init(hole: Entry) {
    self.hole = hole
  }

  /// The storage itself, for an owner that guarantees the bag is neither changed nor
  /// released while it reads the buffer (the subject dispatcher, which defers every change
  /// while it delivers). Valid until the next mutation.
  @inlinable
  package var unsafeSlots: UnsafeBufferPointer<Entry> {
    slots.withUnsafeBufferPointer { $0 }
  }

  /// The entries, in insertion order (a new array).
  package var entries: [Entry] {
    slots.filter { $0 !== hole }
  }

  /// Whether the bag holds no entry.
  package var isEmpty: Bool { count == 0 }

  /// Appends `entry`, which must not be in any bag.
  @usableFromInline package mutating func insert(_ entry: Entry) {
    entry.bagIndex = slots.count
    slots.append(entry)
    count += 1
  }

  /// Removes `entry` if it is in this bag; returns whether it was.
  @usableFromInline @discardableResult
  package mutating func remove(_ entry: Entry) -> Bool {
    let index = entry.bagIndex
    guard index >= 0, index < slots.count, slots[index] === entry else { return false }
    // The newest entry (the usual subscribe-then-dispose) leaves by shortening the array:
    // emptying it with `removeAll(keepingCapacity:)` cost about 150 instructions.
    if index == slots.count - 1 {
      slots.removeLast()
    } else {
      slots[index] = hole
    }
    entry.bagIndex = -1
    count -= 1
    if count == 0, !slots.isEmpty {
      slots.removeAll(keepingCapacity: slots.capacity <= 64)
    } else if slots.count > 16, count * 2 < slots.count {
      compact()
    }
    return true
  }

  /// Removes every entry and returns them in order.
  @usableFromInline package mutating func removeAll() -> [Entry] {
    var result: [Entry] = []
    result.reserveCapacity(count)
    for entry in slots where entry !== hole {
      entry.bagIndex = -1
      result.append(entry)
    }
    slots = []
    count = 0
    return result
  }

  private mutating func compact() {
    var next = 0
    for index in slots.indices where slots[index] !== hole {
      let entry = slots[index]
      entry.bagIndex = next
      slots[next] = entry
      next += 1
    }
    slots.removeLast(slots.count - next)
  }
}
