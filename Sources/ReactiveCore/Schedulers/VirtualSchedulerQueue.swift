/// A binary min-heap of ``VirtualSchedulerItem``s ordered by due time (as the converter
/// compares them), then by scheduling order.
///
/// Not thread-safe: ``VirtualTimeScheduler`` guards it with its lock.
struct VirtualSchedulerQueue<Converter: VirtualTimeConverterType> {
  typealias Item = VirtualSchedulerItem<Converter.VirtualTimeUnit>

  private var heap: [Item] = []
  private let converter: Converter

  init(converter: Converter) {
    self.converter = converter
  }

  /// The item that runs next, cancelled items included.
  var first: Item? { heap.first }

  /// Adds `item`, moving the earlier items it passes down one level (one write per level).
  mutating func insert(_ item: Item) {
    heap.append(item)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard runsBefore(item, heap[parent]) else { break }
      heap[child] = heap[parent]
      child = parent
    }
    heap[child] = item
  }

  /// Removes and returns the item that runs next.
  mutating func removeFirst() -> Item? {
    guard let first = heap.first else { return nil }
    let last = heap.removeLast()
    guard !heap.isEmpty else { return first }
    var parent = 0
    while true {
      var child = 2 * parent + 1
      guard child < heap.count else { break }
      if child + 1 < heap.count && runsBefore(heap[child + 1], heap[child]) { child += 1 }
      guard runsBefore(heap[child], last) else { break }
      heap[parent] = heap[child]
      parent = child
    }
    heap[parent] = last
    return first
  }

  /// The live items, in no particular order; for descriptions.
  var liveItems: [Item] { heap.filter { !$0.isDisposed } }

  /// Whether `item` runs before `other`: earlier time first, then the order of scheduling.
  func runsBefore(_ item: Item, _ other: Item) -> Bool {
    switch converter.compareVirtualTime(item.time, other.time) {
    case .lessThan: return true
    case .equal: return item.id < other.id
    case .greaterThan: return false
    }
  }
}
