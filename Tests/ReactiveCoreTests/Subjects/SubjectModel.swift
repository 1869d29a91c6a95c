import Foundation

/// A plain, single-threaded model of what the contracts promise a subject or relay delivers:
/// queue-drain delivery (contract 3: a send from a handler is delivered after the current
/// event has reached every observer), subscription numbers (a queued broadcast reaches only
/// those subscribed before it was sent), dispose taking effect at once (contract 4: a disposed
/// subject sends nothing more to anyone, late subscribers included), and the RxSwift
/// semantics of each subject (contract 6). `SubjectModelTests` runs the same random
/// program against it and against the real type and compares the two logs event for event.
///
/// A program runs on one thread, but its handlers are `@Sendable` (they must be, for the real
/// types): each entry point holds `lock`, a recursive one because handlers reenter the model.
// unchecked Sendable: every stored var, and each `Sub.active`, is guarded by `lock`.
final class SubjectModel: ModelTarget, @unchecked Sendable {
  enum Kind: CaseIterable {
    case publish, behavior, replay, async, publishRelay, behaviorRelay, replayRelay

    var isRelay: Bool { self == .publishRelay || self == .behaviorRelay || self == .replayRelay }
    var canDispose: Bool { !isRelay && self != .async }
  }

  // unchecked Sendable: `active` is guarded by the model's `lock`.
  private final class Sub: @unchecked Sendable {
    let number: Int
    var active = true
    let handler: @Sendable (String) -> Void

    init(number: Int, handler: @escaping @Sendable (String) -> Void) {
      self.number = number
      self.handler = handler
    }
  }

  private enum Item {
    case broadcast(String, limit: Int)
    case replay([Int], to: Sub)
    case terminate(String, to: Sub)
  }

  private let kind: Kind
  private let bufferSize: Int
  private let lock = NSRecursiveLock()
  private var subs: [Sub] = []
  /// Subscribers of the ended subject: never in `subs`, but a dispose of the subject ends
  /// them too, whatever of their replay or terminal event is still to come (contract 4).
  private var lateSubs: [Sub] = []
  /// How many late subscribers a dispose of the subject ended before their terminal event
  /// (the case contract 4 covers for them): what the tests count to show programs make it.
  var lateSubscribersEndedByDispose: Int { lock.withLock { lateEndedByDispose } }
  private var lateEndedByDispose = 0
  private var nextNumber = 0
  private var delivering = false
  private var queue: [Item] = []
  private var stopEvent: String?
  private var disposed = false
  private var current = 0
  private var buffer: [Int] = []
  private var last: Int?

  init(kind: Kind, bufferSize: Int) {
    self.kind = kind
    self.bufferSize = bufferSize
  }

  private var stopped: Bool { disposed || stopEvent != nil }

  func send(_ value: Int) {
    lock.withLock { sendLocked(value) }
  }

  private func sendLocked(_ value: Int) {
    if stopped { return }
    switch kind {
    case .behavior, .behaviorRelay: current = value
    case .replay, .replayRelay:
      buffer.append(value)
      if buffer.count > bufferSize { buffer.removeFirst(buffer.count - bufferSize) }
    case .async:
      last = value
      return
    case .publish, .publishRelay: break
    }
    broadcast("next(\(value))")
  }

  func complete() {
    lock.withLock { completeLocked() }
  }

  private func completeLocked() {
    if stopped { return }
    stopEvent = "completed"
    if kind == .async, let last {
      broadcast("next(\(last))", then: "completed")
    } else {
      broadcast("completed")
    }
  }

  func fail(_ code: Int) {
    lock.withLock { failLocked(code) }
  }

  private func failLocked(_ code: Int) {
    if stopped { return }
    stopEvent = "error(\(code))"
    broadcast("error(\(code))")
  }

  func disposeSubject() {
    lock.withLock { disposeSubjectLocked() }
  }

  private func disposeSubjectLocked() {
    disposed = true
    if kind == .publish { stopEvent = nil }
    buffer = []
    lateEndedByDispose += lateSubs.lazy.filter(\.active).count
    for sub in subs + lateSubs { sub.active = false }
    subs = []
    lateSubs = []
  }

  func subscribe(_ handler: @escaping @Sendable (String) -> Void) -> @Sendable () -> Void {
    lock.withLock { subscribeLocked(handler) }
  }

  private func subscribeLocked(
    _ handler: @escaping @Sendable (String) -> Void
  ) -> @Sendable () -> Void {
    let sub = Sub(number: nextNumber, handler: handler)
    nextNumber += 1
    if disposed {
      late(sub, replay: [], end: "error(disposed)")
    } else if let stopEvent {
      var replay: [Int] = []
      if kind == .replay { replay = buffer }
      if kind == .async, stopEvent == "completed", let last { replay = [last] }
      late(sub, replay: replay, end: stopEvent)
    } else {
      subs.append(sub)
      switch kind {
      case .behavior, .behaviorRelay: enqueueOrDrain(.replay([current], to: sub))
      case .replay, .replayRelay:
        if !buffer.isEmpty { enqueueOrDrain(.replay(buffer, to: sub)) }
      default: break
      }
    }
    return { [weak self, sub] in
      guard let self else {
        // Without the model, nothing else can reach `sub`.
        return
      }
      self.lock.withLock {
        sub.active = false
        self.subs.removeAll { $0 === sub }
      }
    }
  }

  private func late(_ sub: Sub, replay: [Int], end: String) {
    lateSubs.append(sub)
    if delivering {
      if !replay.isEmpty { queue.append(.replay(replay, to: sub)) }
      queue.append(.terminate(end, to: sub))
    } else {
      process(.replay(replay, to: sub))
      process(.terminate(end, to: sub))
    }
  }

  private func broadcast(_ event: String, then following: String? = nil) {
    let limit = nextNumber
    if delivering {
      queue.append(.broadcast(event, limit: limit))
      if let following { queue.append(.broadcast(following, limit: limit)) }
      return
    }
    if let following { queue.append(.broadcast(following, limit: limit)) }
    drain(first: .broadcast(event, limit: limit))
  }

  private func enqueueOrDrain(_ item: Item) {
    if delivering { queue.append(item) } else { drain(first: item) }
  }

  private func drain(first: Item) {
    delivering = true
    process(first)
    while !queue.isEmpty { process(queue.removeFirst()) }
    delivering = false
  }

  private func process(_ item: Item) {
    switch item {
    case .broadcast(let event, let limit):
      let snapshot = subs
      let isStop = !event.hasPrefix("next")
      if isStop { subs = [] }
      for sub in snapshot where sub.number < limit && sub.active {
        if isStop { sub.active = false }
        sub.handler(event)
      }
      if isStop { for sub in snapshot { sub.active = false } }
    case .replay(let values, let sub):
      for value in values where sub.active { sub.handler("next(\(value))") }
    case .terminate(let event, let sub):
      if sub.active {
        sub.active = false
        sub.handler(event)
      }
    }
  }
}
