/// A binary min-heap of ``ScheduledItem``s ordered by due time, then by scheduling order.
///
/// Not thread-safe: ``TestScheduler`` guards it with its lock.
struct ScheduledQueue {
  private var heap: [ScheduledItem] = []

  var isEmpty: Bool { heap.isEmpty }

  /// The item that runs next, cancelled items included.
  var first: ScheduledItem? { heap.first }

  mutating func insert(_ item: ScheduledItem) {
    heap.append(item)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child].runsBefore(heap[parent]) else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes and returns the item that runs next.
  mutating func removeFirst() -> ScheduledItem? {
    guard !heap.isEmpty else { return nil }
    heap.swapAt(0, heap.count - 1)
    let item = heap.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < heap.count && heap[left].runsBefore(heap[smallest]) { smallest = left }
      if right < heap.count && heap[right].runsBefore(heap[smallest]) { smallest = right }
      if smallest == parent { break }
      heap.swapAt(parent, smallest)
      parent = smallest
    }
    return item
  }

  /// The due times of the live items, in the order they run; for descriptions.
  var pendingTimes: [TestTime] {
    heap.filter { !$0.isDisposed }.sorted { $0.runsBefore($1) }.map(\.time)
  }
}
