import Foundation
import ReactiveCore
import XCTest

/// Test settings read from the environment.
enum PendingEventRelayTestSettings {
  /// `ERRORFLOW_STRESS_COUNT`, or `defaultCount`.
  static func stressCount(default defaultCount: Int) -> Int {
    ProcessInfo.processInfo.environment["ERRORFLOW_STRESS_COUNT"].flatMap(Int.init) ?? defaultCount
  }

  /// `ERRORFLOW_SEED`: replays one program.
  static var seed: UInt64? {
    ProcessInfo.processInfo.environment["ERRORFLOW_SEED"].flatMap { UInt64($0) }
  }
}

/// Random programs of accepts, bursts that overflow the buffer, subscribes (plain or behind
/// `map`), disposes, and reentrant accepts, bursts, subscribes and disposes from inside
/// handlers, run on the relay and on a plain model; they must agree event for event. Overflow
/// and churn come together: a burst inside a handler trims the queue while a delivery is
/// under way, and the subscriber then leaves. A failure prints its seed; replay it with
/// `ERRORFLOW_SEED=<seed>`. `ERRORFLOW_STRESS_COUNT` sets how many programs run.
final class PendingEventRelayModelTests: CoreTestCase {
  func testRandomProgramsMatchTheModel() {
    if let seed = PendingEventRelayTestSettings.seed {
      check(seed: seed)
      return
    }
    let base = UInt64.random(in: 0..<UInt64.max / 2)
    for offset in 0..<UInt64(PendingEventRelayTestSettings.stressCount(default: 300)) {
      if !check(seed: base + offset) { return }
    }
  }

  @discardableResult
  private func check(seed: UInt64) -> Bool {
    let program = RelayProgram(seed: seed)
    let model = RelayModel(capacity: program.capacity)
    let expected = program.run(on: model)
    let relay = RealRelay(capacity: program.capacity)
    let actual = program.run(on: relay)
    relay.disposeAll()
    XCTAssertEqual(
      actual, expected, "seed \(seed) (replay with ERRORFLOW_SEED=\(seed))\n\(program.steps)")
    return actual == expected
  }
}

/// What a program observed: every delivery as `subscriber:value`, the drops, and the final
/// counts.
private struct RelayOutcome: Equatable {
  var log: [String] = []
  var dropped: [Int] = []
  var buffered = 0
  var delivered = 0
}

/// The relay operations a program drives.
private protocol RelayUnderTest: AnyObject {
  var dropped: [Int] { get }
  var buffered: Int { get }
  var delivered: Int { get }
  func accept(_ value: Int)
  func subscribe(id: Int, mapped: Bool, onNext: @escaping (Int) -> Void)
  func dispose(id: Int)
}

/// The importance the tests give a value.
private func rank(_ value: Int) -> Int { value % 3 }

/// A random program: top-level steps, plus reactions decided by (subscriber, value).
private struct RelayProgram {
  enum Step: CustomStringConvertible {
    case accept(Int)
    case burst(Int, count: Int)
    case subscribe(mapped: Bool)
    case dispose(Int)

    var description: String {
      switch self {
      case .accept(let value): "accept(\(value))"
      case .burst(let value, let count): "burst(\(value)..<\(value + count))"
      case .subscribe(let mapped): mapped ? "subscribe(map)" : "subscribe"
      case .dispose(let index): "dispose(#\(index))"
      }
    }
  }

  let capacity: Int
  let steps: [Step]
  let salt: Int

  init(seed: UInt64) {
    var random = RelayProgramRandom(seed: seed)
    capacity = Int(random.next() % 6) + 1
    salt = Int(random.next() % 97)
    var steps: [Step] = []
    for _ in 0..<Int(random.next() % 40 + 5) {
      switch random.next() % 12 {
      case 0...4: steps.append(.accept(Int(random.next() % 1_000)))
      case 5, 6:
        let count = capacity + Int(random.next() % 4)
        steps.append(.burst(Int(random.next() % 1_000), count: count))
      case 7...9: steps.append(.subscribe(mapped: random.next() % 2 == 0))
      default: steps.append(.dispose(Int(random.next() % 4)))
      }
    }
    self.steps = steps
  }

  /// Runs the program on `relay`; reactions inside handlers are a function of the
  /// subscriber, the value and the program's salt, so both runs make the same choices as long
  /// as they agree.
  func run(on relay: some RelayUnderTest) -> RelayOutcome {
    var outcome = RelayOutcome()
    var live: [Int] = []
    var nextID = 0
    var reactions = 0
    func subscribe(mapped: Bool) {
      let id = nextID
      nextID += 1
      live.append(id)
      relay.subscribe(id: id, mapped: mapped) { value in
        outcome.log.append("\(id):\(value)")
        guard reactions < 200 else { return }
        reactions += 1
        let choice = (value &* 31 &+ id &* 7 &+ salt) % 11
        switch choice {
        case 0 where value < 5_000: relay.accept(value + 5_000)
        case 1:
          live.removeAll { $0 == id }
          relay.dispose(id: id)
        case 2:
          if let other = live.first(where: { $0 != id }) {
            live.removeAll { $0 == other }
            relay.dispose(id: other)
          }
        case 3 where live.count < 6: subscribe(mapped: value % 2 == 0)
        case 4 where value < 5_000:
          relay.accept(value + 5_000)
          relay.accept(value + 6_000)
        case 5 where value < 5_000:
          // Overflow while delivering, then leave: the trim runs during this delivery.
          for offset in 0..<(capacity + 2) { relay.accept(value + 7_000 + offset) }
          live.removeAll { $0 == id }
          relay.dispose(id: id)
        case 6 where value < 5_000:
          for offset in 0..<(capacity + 1) { relay.accept(value + 7_000 + offset) }
          if let other = live.first(where: { $0 != id }) {
            live.removeAll { $0 == other }
            relay.dispose(id: other)
          }
        default: break
        }
      }
    }
    for step in steps {
      switch step {
      case .accept(let value): relay.accept(value)
      case .burst(let value, let count):
        for offset in 0..<count { relay.accept(value + offset) }
      case .subscribe(let mapped): subscribe(mapped: mapped)
      case .dispose(let index):
        guard !live.isEmpty else { continue }
        let id = live.remove(at: index % live.count)
        relay.dispose(id: id)
      }
    }
    outcome.dropped = relay.dropped
    outcome.buffered = relay.buffered
    outcome.delivered = relay.delivered
    return outcome
  }
}

/// The relay as specified, written plainly: one queue, subscribers in order, a flag for the
/// delivery under way.
private final class RelayModel: RelayUnderTest {
  private let capacity: Int
  private var queue: [Int] = []
  private var subscribers: [(id: Int, onNext: (Int) -> Void)] = []
  private var dispatching = false
  /// A subscription can be disposed only once `subscribe` returned it: a dispose asked for
  /// earlier (from a handler, during the delivery of the waiting events) waits until then.
  private var subscribing: Set<Int> = []
  private var disposeWhenSubscribed: Set<Int> = []
  private(set) var dropped: [Int] = []
  private(set) var delivered = 0

  init(capacity: Int) { self.capacity = capacity }

  var buffered: Int { queue.count }

  func accept(_ value: Int) {
    queue.append(value)
    if dispatching || subscribers.isEmpty {
      trim()
    } else {
      drain()
    }
  }

  func subscribe(id: Int, mapped: Bool, onNext: @escaping (Int) -> Void) {
    subscribers.append((id, onNext))
    subscribing.insert(id)
    if !dispatching, !queue.isEmpty { drain() }
    subscribing.remove(id)
    if disposeWhenSubscribed.remove(id) != nil { dispose(id: id) }
  }

  func dispose(id: Int) {
    if subscribing.contains(id) {
      disposeWhenSubscribed.insert(id)
      return
    }
    subscribers.removeAll { $0.id == id }
  }

  private func drain() {
    dispatching = true
    while !queue.isEmpty, !subscribers.isEmpty {
      let value = queue.removeFirst()
      var received = false
      for subscriber in subscribers where subscribers.contains(where: { $0.id == subscriber.id }) {
        received = true
        subscriber.onNext(value)
      }
      if received { delivered += 1 } else { queue.insert(value, at: 0) }
    }
    dispatching = false
    trim()
  }

  /// Drops the least important, oldest first.
  private func trim() {
    while queue.count > capacity {
      var victim = 0
      for index in queue.indices where rank(queue[index]) < rank(queue[victim]) { victim = index }
      dropped.append(queue.remove(at: victim))
    }
  }
}

/// The real relay behind ``RelayUnderTest``.
private final class RealRelay: RelayUnderTest {
  private let relay: PendingEventRelay<Int>
  private var subscriptions: [Int: Disposable] = [:]

  private let dropLog = DropLog()

  init(capacity: Int) {
    let log = dropLog
    relay = PendingEventRelay(capacity: capacity, priority: rank) { value, _ in
      log.values.append(value)
    }
  }

  var dropped: [Int] { dropLog.values }
  var buffered: Int { relay.bufferedCount }
  var delivered: Int { relay.deliveredCount }

  func accept(_ value: Int) { relay.accept(value) }

  func subscribe(id: Int, mapped: Bool, onNext: @escaping (Int) -> Void) {
    let source = mapped ? relay.map { $0 } : relay.asObservable()
    let holder = SingleAssignmentDisposable()
    subscriptions[id] = holder
    holder.setDisposable(source.subscribe(onNext: onNext))
  }

  func dispose(id: Int) { subscriptions.removeValue(forKey: id)?.dispose() }

  func disposeAll() {
    for subscription in subscriptions.values { subscription.dispose() }
    subscriptions = [:]
  }
}

private final class DropLog {
  var values: [Int] = []
}

/// A small, fast, seedable generator (SplitMix64), private so helpers elsewhere may differ.
private struct RelayProgramRandom {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
