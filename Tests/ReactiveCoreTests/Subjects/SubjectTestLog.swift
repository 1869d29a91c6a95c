import Foundation
import ReactiveCore

/// Records the events one or more observers receive, in order, as readable strings
/// (`"next(1)"`, `"error(TestError(1))"`, `"completed"`); safe to use from any thread.
///
/// It also checks contract 2: if two events are ever in its handler at the same time,
/// ``overlaps`` counts it.
final class SubjectTestLog<Element>: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [String] = []
  private var values: [Element] = []
  private var inHandler = 0
  private var overlapCount = 0

  /// Every event received so far, in order.
  var events: [String] { lock.withLock { storage } }
  /// The values of the `next` events received so far, in order.
  var elements: [Element] { lock.withLock { values } }
  /// How many times an event arrived while another was still being handled.
  var overlaps: Int { lock.withLock { overlapCount } }

  /// An observer that records into this log, optionally prefixing each entry with `name`.
  func observer(_ name: String? = nil) -> AnyObserver<Element> {
    AnyObserver { event in self.record(event, name: name) }
  }

  /// Records `event`, prefixed with `name` when given.
  func record(_ event: Event<Element>, name: String? = nil) {
    lock.withLock {
      inHandler += 1
      if inHandler > 1 { overlapCount += 1 }
    }
    let text = name.map { "\($0):\(event)" } ?? "\(event)"
    lock.withLock {
      storage.append(text)
      if case .next(let value) = event { values.append(value) }
      inHandler -= 1
    }
  }
}
