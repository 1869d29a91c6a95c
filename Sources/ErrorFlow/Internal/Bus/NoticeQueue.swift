/// The notices waiting in one place of an ``ErrorBus`` — its buffer, or one view's queue —
/// oldest first. Guarded by the bus's lock.
///
/// Every operation finishes under the lock that guards it: no index into the storage is kept
/// while the lock is released, so removing, compacting or inserting in between can never make
/// a later write land on the wrong slot.
struct NoticeQueue {
  /// The entries from `head` on; the slots before `head` are empty.
  private var storage: [NoticeEntry?] = []
  private var head = 0

  /// How many entries wait.
  var count: Int { storage.count - head }

  /// Whether nothing waits.
  var isEmpty: Bool { head == storage.count }

  /// Adds `entry` after the others.
  mutating func append(_ entry: NoticeEntry) {
    storage.append(entry)
  }

  /// Puts `entries` before the others, in their order.
  mutating func prepend(_ entries: [NoticeEntry]) {
    guard !entries.isEmpty else { return }
    if entries.count <= head {
      head -= entries.count
      for (offset, entry) in entries.enumerated() { storage[head + offset] = entry }
    } else {
      storage.replaceSubrange(0..<head, with: entries.map { Optional($0) })
      head = 0
    }
  }

  /// Takes the oldest entry.
  mutating func popFirst() -> NoticeEntry? {
    guard head < storage.count else { return nil }
    let entry = storage[head]
    storage[head] = nil
    head += 1
    if head == storage.count {
      storage.removeAll(keepingCapacity: storage.capacity <= 64)
      head = 0
    } else if head >= 32, head * 2 >= storage.count {
      storage.removeFirst(head)
      head = 0
    }
    return entry
  }

  /// Takes every entry, oldest first.
  mutating func removeAll() -> [NoticeEntry] {
    let entries = storage[head...].compactMap { $0 }
    storage = []
    head = 0
    return entries
  }

  /// Takes the least important entry, the oldest among equals: the one a full queue gives up.
  mutating func removeLeastImportant() -> NoticeEntry? {
    guard head < storage.count else { return nil }
    var victim = head
    var lowest = storage[head]?.notice.importance ?? 0
    var index = head + 1
    while index < storage.count {
      let importance = storage[index]?.notice.importance ?? 0
      if importance < lowest {
        victim = index
        lowest = importance
      }
      index += 1
    }
    if victim == head { return popFirst() }
    return storage.remove(at: victim)
  }

  /// Whether `entry` waits here.
  func contains(_ entry: NoticeEntry) -> Bool {
    storage[head...].contains { $0 === entry }
  }
}
