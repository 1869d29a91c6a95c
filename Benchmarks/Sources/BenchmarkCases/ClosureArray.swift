/// The floor: the least any subject can do, an array of closures called in order, with no
/// lock.
///
/// Each closure sits in a small box that the array owns, and `send` calls it through a
/// borrowed reference to the box (`Unmanaged._withUnsafeGuaranteedRef`), in place in the
/// array's storage: no copy of the array and no retain and release per closure called, which
/// is what ErrorFlow's own delivery loop does with its registrations. A plain
/// `for handler in handlers { handler(value) }` retains and releases every closure it calls
/// (about 60 instructions per closure under callgrind here): a floor easier to beat than it
/// should be. In exchange `append` allocates the box (one malloc, as a subscription does).
final class ClosureArray<Element>: @unchecked Sendable {
  private final class Box {
    let call: (Element) -> Void
    init(_ call: @escaping (Element) -> Void) { self.call = call }
  }

  @exclusivity(unchecked) private var boxes: [Unmanaged<Box>] = []

  deinit { for box in boxes { box.release() } }

  func append(_ handler: @escaping (Element) -> Void) {
    boxes.append(.passRetained(Box(handler)))
  }

  func removeLast() { boxes.removeLast().release() }

  @inline(never)
  func send(_ value: Element) {
    boxes.withUnsafeBufferPointer { buffer in
      for index in buffer.indices {
        buffer[index]._withUnsafeGuaranteedRef { $0.call(value) }
      }
    }
  }
}
