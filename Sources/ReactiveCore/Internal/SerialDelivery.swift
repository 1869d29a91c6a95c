/// Makes delivery serial without holding a lock while delivering (contracts 2 and 3).
///
/// The first caller becomes the deliverer; a value sent meanwhile, from another thread or
/// reentrantly from inside a handler, is queued and delivered by that deliverer after the
/// current one, in order. Nothing is dropped, nothing is reordered, nothing deadlocks.
///
/// ```swift
/// guard serial.enter(event) else { return }  // queued: the current deliverer sends it
/// var current = event
/// repeat { deliver(current) } while serial.next().map { current = $0; return true } ?? false
/// ```
// unchecked Sendable: `busy` and `queue` are guarded by `lock`; the queued values (not Sendable,
// contract 7) are delivered one at a time
package final class SerialDelivery<Value>: @unchecked Sendable {
  private let lock = Lock()
  private var busy = false
  private var queue = DeliveryQueue<Value>()

  /// Creates an idle delivery queue.
  package init() {}

  /// Returns `true` when the caller must deliver `value` now (and then drain with
  /// ``next()``); `false` when the value was queued for the current deliverer.
  package func enter(_ value: Value) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    if busy {
      queue.append(value)
      return false
    }
    busy = true
    return true
  }

  /// The next queued value for the deliverer, or `nil` when the queue is empty (and the
  /// caller is no longer the deliverer).
  package func next() -> Value? {
    lock.lock()
    defer { lock.unlock() }
    if let value = queue.popFirst() { return value }
    busy = false
    return nil
  }

  /// Delivers `value` serially through `deliver`, or queues it for the current deliverer.
  @inline(__always)
  package func run(_ value: Value, _ deliver: (Value) -> Void) {
    guard enter(value) else { return }
    var current = value
    while true {
      deliver(current)
      guard let following = next() else { return }
      current = following
    }
  }
}
