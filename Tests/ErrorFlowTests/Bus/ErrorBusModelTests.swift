import CoreTestSupport
import ErrorFlow
import ErrorFlowTesting
import Foundation
import XCTest

/// Random programs of publishes (toasts, alerts, critical alerts, error pages) into a small
/// buffer, views that come and go (immediate or on a scheduler the program runs, receipts or
/// plain observers), scheduler runs, acknowledgements and publishes from inside handlers, run
/// on the bus and on ``ErrorBusModel``: they must agree notice for notice, and on every
/// counter. Overflow and view churn come together in most programs. A failure prints its seed;
/// replay it with `ERRORFLOW_SEED=<seed>`; `ERRORFLOW_STRESS_COUNT` sets how many run.
final class ErrorBusModelTests: ErrorFlowTestCase {
  func testRandomProgramsMatchTheModel() {
    let environment = ProcessInfo.processInfo.environment
    if let seed = environment["ERRORFLOW_SEED"].flatMap({ UInt64($0) }) {
      check(seed: seed)
      return
    }
    let count = environment["ERRORFLOW_STRESS_COUNT"].flatMap(Int.init) ?? 300
    let base = UInt64.random(in: 0..<UInt64.max / 2)
    for offset in 0..<UInt64(count) where !check(seed: base + offset) { return }
  }

  @discardableResult
  private func check(seed: UInt64) -> Bool {
    let program = ErrorBusProgram(seed: seed)
    let expected = program.runOnModel()
    let actual = program.runOnBus()
    XCTAssertEqual(
      actual, expected, "seed \(seed) (replay with ERRORFLOW_SEED=\(seed))\n\(program.steps)")
    // Every error is accounted for once (the programs publish nothing silent).
    let accounted = actual.delivered + actual.coalesced + actual.dropped + actual.pending
    XCTAssertEqual(actual.published, accounted, "seed \(seed): the counters do not add up")
    return actual == expected && actual.published == accounted
  }
}

/// What a program observed: every notice received as `view:summary#id`, and the counters.
struct ErrorBusOutcome: Equatable {
  var log: [String] = []
  var published = 0
  var delivered = 0
  var coalesced = 0
  var dropped = 0
  var pending = 0
}

/// A random program; both runs make the same choices as long as they agree.
struct ErrorBusProgram {
  enum Kind: CaseIterable {
    case toast, alert, critical, page

    var prefix: String {
      switch self {
      case .toast: "t"
      case .alert: "a"
      case .critical: "c"
      case .page: "p"
      }
    }

    var isAlert: Bool { self == .alert || self == .critical }
    var importance: Int { self == .toast ? 0 : self == .critical ? 3 : 1 }

    func summary(_ message: String) -> String {
      switch self {
      case .toast: "toast:\(message)"
      case .alert, .critical: "alert:\(message)"
      case .page: "page:\(message)"
      }
    }

    func publish(_ key: Int, on bus: ErrorBus) {
      let message = "\(prefix)\(key)"
      switch self {
      case .toast: bus.publish(message, .retryable)
      case .alert: bus.publish(message, .notifyUser)
      case .critical: bus.publish(message, .critical)
      case .page: bus.publish(message, .notifyUser, context: .pageLoad)
      }
    }
  }

  enum ViewKind: CaseIterable {
    /// `subscribe(on: nil)`: receives at once, acknowledges with its receipt.
    case immediate
    /// `subscribe(on: scheduler)`: receives when the program runs the scheduler.
    case scheduled
    /// `notices.subscribe(onNext:)`: receives at once, acknowledges through the bus.
    case observer
  }

  enum Step: CustomStringConvertible {
    case publish(Kind, Int)
    case bind(ViewKind)
    case dispose(Int)
    case run(Int)
    case acknowledge(Int)

    var description: String {
      switch self {
      case .publish(let kind, let key): "publish(\(kind.prefix)\(key))"
      case .bind(let kind): "bind(\(kind))"
      case .dispose(let index): "dispose(#\(index))"
      case .run(let index): "run(#\(index))"
      case .acknowledge(let index): "acknowledge(#\(index))"
      }
    }
  }

  let capacity: Int
  let steps: [Step]
  let salt: Int

  init(capacity: Int, steps: [Step], salt: Int) {
    self.capacity = capacity
    self.steps = steps
    self.salt = salt
  }

  init(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    capacity = Int(random.next() % 4) + 1
    salt = Int(random.next() % 97)
    var steps: [Step] = []
    for _ in 0..<Int(random.next() % 50 + 10) {
      let pick = random.next()
      switch pick % 20 {
      case 0..<9:
        let kinds = Kind.allCases
        steps.append(.publish(kinds[Int(pick / 20 % 4)], Int(pick / 80 % 3)))
      case 9..<12: steps.append(.bind(ViewKind.allCases[Int(pick / 20 % 3)]))
      case 12..<14: steps.append(.dispose(Int(pick / 20 % 4)))
      case 14..<17: steps.append(.run(Int(pick / 20 % 4)))
      default: steps.append(.acknowledge(Int(pick / 20 % 4)))
      }
    }
    self.steps = steps
  }

  /// Whether a view publishes a toast when it receives notice `id`: a function of the view,
  /// the notice and the salt, at most 20 times a program.
  private func reacts(view: Int, id: UInt64, reactions: inout Int) -> Int? {
    guard reactions < 20, (Int(id) &* 31 &+ view &* 7 &+ salt) % 5 == 0 else { return nil }
    reactions += 1
    return Int(id) % 3
  }

  func runOnModel() -> ErrorBusOutcome {
    let model = ErrorBusModel(capacity: capacity)
    var outcome = ErrorBusOutcome()
    var live: [ErrorBusModel.View] = []
    var nextView = 0
    var reactions = 0
    model.onReceive = { [unowned model] view, id, summary in
      outcome.log.append("\(view.id):\(summary)#\(id)")
      if let key = reacts(view: view.id, id: id, reactions: &reactions) {
        model.publish(.toast, key: key)
      }
    }
    for step in steps {
      switch step {
      case .publish(let kind, let key): model.publish(kind, key: key)
      case .bind(let kind):
        let view = ErrorBusModel.View(
          id: nextView, scheduled: kind == .scheduled, receivesReceipts: kind != .observer)
        nextView += 1
        live.append(view)
        model.bind(view)
      case .dispose(let index):
        guard !live.isEmpty else { continue }
        model.unbind(live.remove(at: index % live.count))
      case .run(let index):
        guard !live.isEmpty else { continue }
        model.runScheduled(live[index % live.count])
      case .acknowledge(let index):
        guard !live.isEmpty else { continue }
        let view = live[index % live.count]
        guard let alert = view.alerts.last else { continue }
        model.acknowledge(alert, from: view.receivesReceipts ? view : nil)
      }
    }
    outcome.published = model.published
    outcome.delivered = model.delivered
    outcome.coalesced = model.coalesced
    outcome.dropped = model.dropped
    outcome.pending = model.pendingCount
    return outcome
  }

  func runOnBus() -> ErrorBusOutcome {
    let bus = ErrorBus(policy: busTestPolicy, scheduler: nil, capacity: capacity)
    // The views' handlers are `@Sendable`: what they record goes through locks.
    let outcome = Locked(ErrorBusOutcome())
    var live: [ProgramView] = []
    var all: [ProgramView] = []
    let reactions = Locked(0)
    for step in steps {
      switch step {
      case .publish(let kind, let key): kind.publish(key, on: bus)
      case .bind(let kind):
        let view = ProgramView(id: all.count, kind: kind)
        all.append(view)
        live.append(view)
        view.bind(to: bus) { id, summary in
          outcome.withLock { $0.log.append("\(view.id):\(summary)#\(id)") }
          if let key = reactions.withLock({ reacts(view: view.id, id: id, reactions: &$0) }) {
            Kind.toast.publish(key, on: bus)
          }
        }
      case .dispose(let index):
        guard !live.isEmpty else { continue }
        live.remove(at: index % live.count).dispose()
      case .run(let index):
        guard !live.isEmpty else { continue }
        live[index % live.count].scheduler.run()
      case .acknowledge(let index):
        guard !live.isEmpty else { continue }
        live[index % live.count].acknowledgeLastAlert(on: bus)
      }
    }
    let counters = bus.counters
    let log = outcome.value.log
    for view in live { view.dispose() }
    var result = outcome.value
    result.log = log
    result.published = counters.published
    result.delivered = counters.delivered
    result.coalesced = counters.coalesced
    result.dropped = counters.dropped
    result.pending = counters.pending
    return result
  }
}

/// A view of a program on the real bus.
// unchecked Sendable: `subscription` and `lastAlert` are guarded by `lock`.
private final class ProgramView: @unchecked Sendable {
  let id: Int
  let kind: ErrorBusProgram.ViewKind
  let scheduler = ManualScheduler()
  private let lock = NSLock()
  private var subscription: Disposable?
  private var lastAlert: (notice: ErrorNotice, receipt: NoticeReceipt?)?

  init(id: Int, kind: ErrorBusProgram.ViewKind) {
    self.id = id
    self.kind = kind
  }

  func bind(to bus: ErrorBus, onReceive: @escaping @Sendable (UInt64, String) -> Void) {
    let bound: Disposable
    switch kind {
    case .immediate, .scheduled:
      bound = bus.subscribe(on: kind == .scheduled ? scheduler : nil) {
        [unowned self] notice, receipt in
        if notice.presentation.isAlert { lock.withLock { lastAlert = (notice, receipt) } }
        onReceive(notice.id, notice.summary)
      }
    case .observer:
      bound = bus.notices.subscribe(onNext: { [unowned self] notice in
        if notice.presentation.isAlert { lock.withLock { lastAlert = (notice, nil) } }
        onReceive(notice.id, notice.summary)
      })
    }
    lock.withLock { subscription = bound }
  }

  func acknowledgeLastAlert(on bus: ErrorBus) {
    guard let lastAlert = lock.withLock({ lastAlert }) else { return }
    if let receipt = lastAlert.receipt {
      receipt.acknowledge()
    } else {
      bus.acknowledge(lastAlert.notice)
    }
  }

  func dispose() { lock.withLock { subscription }?.dispose() }
}

/// A scheduler whose work runs only when the program says so.
// unchecked Sendable: `work` is guarded by `lock`.
private final class ManualScheduler: ImmediateSchedulerType, @unchecked Sendable {
  private let lock = NSLock()
  private var work: [() -> Void] = []

  func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
    -> Disposable
  {
    lock.withLock { work.append { _ = action(state) } }
    return Disposables.create()
  }

  /// Runs the work scheduled so far, and any it schedules in turn (outside the lock, which
  /// that work takes to schedule more).
  func run() {
    while let next = lock.withLock({ work.isEmpty ? nil : work.removeFirst() }) { next() }
  }
}

/// A small, fast, seedable generator (SplitMix64).
struct SplitMix64 {
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
