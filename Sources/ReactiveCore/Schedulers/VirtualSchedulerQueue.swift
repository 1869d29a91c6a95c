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

  mutating func insert(_ item: Item) {
    heap.append(item)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard runsBefore(heap[child], heap[parent]) else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes and returns the item that runs next.
  mutating func removeFirst() -> Item? {
    guard !heap.isEmpty else { return nil }
    heap.swapAt(0, heap.count - 1)
    let item = heap.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < heap.count && runsBefore(heap[left], heap[smallest]) { smallest = left }
      if right < heap.count && runsBefore(heap[right], heap[smallest]) { smallest = right }
      if smallest == parent { break }
      heap.swapAt(parent, smallest)
      parent = smallest
    }
    return item
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
