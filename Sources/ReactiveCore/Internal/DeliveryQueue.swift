/// The values waiting for a serial deliverer (``SerialDelivery``, `SerialSink`), oldest
/// first. Not thread-safe: its owner guards it with its lock.
///
/// A delivered slot is cleared at once, so a delivered value is released by the deliverer
/// after unlocking (its deinit may send again) and not kept alive while later values keep the
/// queue from emptying; the cleared prefix is dropped once it is half the storage (amortised
/// O(1)), so a queue that never empties stays bounded.
struct DeliveryQueue<Value> {
  private var values: [Value?] = []
  private var head = 0

  /// Queues `value` last.
  ///
  /// - Parameter value: The value.
  @inline(__always)
  mutating func append(_ value: Value) {
    values.append(value)
  }

  /// Takes the oldest value out of the queue; `nil` when it is empty.
  ///
  /// - Returns: The value, or `nil`.
  @inline(__always)
  mutating func popFirst() -> Value? {
    guard head < values.count else { return nil }
    let value = values[head]
    values[head] = nil
    head += 1
    if head == values.count {
      values.removeAll(keepingCapacity: values.capacity <= 16)
      head = 0
    } else if head >= 32, head * 2 >= values.count {
      values.removeFirst(head)
      head = 0
    }
    return value
  }
}
