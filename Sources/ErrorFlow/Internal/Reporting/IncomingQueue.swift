/// A first-in, first-out queue of handed-over records: appending and removing the oldest
/// take constant time (amortized).
struct IncomingQueue {
  private var items: [DeliveryState.Incoming] = []
  private var head = 0

  var count: Int { items.count - head }

  var firstSequence: UInt64? { head < items.count ? items[head].sequence : nil }

  mutating func append(_ item: DeliveryState.Incoming) {
    items.append(item)
  }

  /// Removes the oldest record and returns it, or `nil` when the queue is empty.
  mutating func removeFirst() -> ErrorLogRecord? {
    guard head < items.count else { return nil }
    let record = items[head].record
    head += 1
    // Gives back the space of removed records once they are half the storage.
    if head * 2 >= items.count {
      items.removeFirst(head)
      head = 0
    }
    return record
  }

  /// Every record, oldest first; the queue is empty after.
  mutating func takeAll() -> [DeliveryState.Incoming] {
    defer {
      items = []
      head = 0
    }
    return Array(items[head...])
  }

  /// `first` and `second`, each in order, merged in the order of their numbers.
  static func merged(
    _ first: [DeliveryState.Incoming], _ second: [DeliveryState.Incoming]
  ) -> [DeliveryState.Incoming] {
    if first.isEmpty { return second }
    if second.isEmpty { return first }
    var merged: [DeliveryState.Incoming] = []
    merged.reserveCapacity(first.count + second.count)
    var (left, right) = (0, 0)
    while left < first.count, right < second.count {
      if first[left].sequence < second[right].sequence {
        merged.append(first[left])
        left += 1
      } else {
        merged.append(second[right])
        right += 1
      }
    }
    merged += first[left...]
    merged += second[right...]
    return merged
  }
}
