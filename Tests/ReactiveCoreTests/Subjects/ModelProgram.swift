import CoreTestSupport
import ReactiveCore

/// What a random program drives: a real subject or relay, or ``SubjectModel``.
/// `Sendable`, with `@Sendable` handlers, as the real types' handlers must be.
protocol ModelTarget: AnyObject, Sendable {
  /// Subscribes `handler` (called with `"next(1)"`, `"completed"`, `"error(7)"`,
  /// `"error(disposed)"`); returns what disposes the subscription.
  func subscribe(_ handler: @escaping @Sendable (String) -> Void) -> @Sendable () -> Void
  func send(_ value: Int)
  func complete()
  func fail(_ code: Int)
  func disposeSubject()
}

/// SplitMix64: a small, fast, seedable generator, so a failing program replays exactly.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// How often a program draws each action, out of 100; what is left over does nothing.
struct ActionWeights {
  var subscribe: UInt64
  var send: UInt64
  var complete: UInt64
  var fail: UInt64
  var dispose: UInt64
  var disposeSubject: UInt64

  /// The mix of top-level steps, and of reactions in half of the programs.
  static let steady = ActionWeights(
    subscribe: 25, send: 35, complete: 5, fail: 4, dispose: 24, disposeSubject: 3)
  /// Reactions in the other half: handlers that end the subject, subscribe to it once it has
  /// ended (their replay and terminal event are then queued behind the current delivery) and
  /// dispose it before that queue is drained, among sends nested in the same deliveries.
  static let ending = ActionWeights(
    subscribe: 30, send: 22, complete: 9, fail: 5, dispose: 18, disposeSubject: 14)
}

/// One random program of subscribes, sends, terminal events and disposes, some made from
/// inside handlers (reentrant): which actions a handler performs depends only on the seed,
/// the observer and how many events it had received, so the real type and the model, if they
/// deliver the same events, perform the same actions at the same points.
///
/// Its handlers are `@Sendable`, so what they change is in `state`, behind a lock taken only
/// for the change itself: the target is always called outside it (handlers reenter).
final class ModelProgram: Sendable {
  /// What the program's steps and handlers change.
  private struct State {
    var log: [String] = []
    var disposers: [@Sendable () -> Void] = []
    var budget = 60
    var nextValue = 1
  }

  private let seed: UInt64
  private let kind: SubjectModel.Kind
  private let target: ModelTarget
  /// The mix handlers draw their reactions from (``ActionWeights``), chosen by the seed.
  private let reactions: ActionWeights
  private let state = Locked(State())

  /// Every event the program's observers received, as `"<observer>:<event>"`, in order.
  var log: [String] { state.value.log }

  init(seed: UInt64, kind: SubjectModel.Kind, target: ModelTarget) {
    self.seed = seed
    self.kind = kind
    self.target = target
    reactions = seed & 0x8000 == 0 ? .steady : .ending
  }

  /// Runs the top-level steps; reentrant actions run from inside handlers.
  func run() {
    var generator = SeededGenerator(seed: seed)
    for _ in 0..<14 { perform(generator.next(), weights: .steady) }
  }

  private func perform(_ roll: UInt64, weights: ActionWeights) {
    let withinBudget = state.withLock { state in
      guard state.budget > 0 else { return false }
      state.budget -= 1
      return true
    }
    guard withinBudget else { return }
    var draw = roll % 100
    if draw < weights.subscribe { return subscribeNew(useClosures: roll & 0x100 != 0) }
    draw -= weights.subscribe
    if draw < weights.send {
      let value = state.withLock { state in
        defer { state.nextValue += 1 }
        return state.nextValue
      }
      target.send(value)
      return
    }
    draw -= weights.send
    if draw < weights.complete { return kind.isRelay ? () : target.complete() }
    draw -= weights.complete
    if draw < weights.fail { return kind.isRelay ? () : target.fail(Int(roll % 7)) }
    draw -= weights.fail
    if draw < weights.dispose {
      let disposer = state.withLock { state in
        state.disposers.isEmpty
          ? nil : state.disposers[Int((roll >> 8) % UInt64(state.disposers.count))]
      }
      disposer?()
      return
    }
    draw -= weights.dispose
    if draw < weights.disposeSubject, kind.canDispose { target.disposeSubject() }
  }

  private func subscribeNew(useClosures: Bool) {
    let id = state.withLock { state in
      state.disposers.append({})
      return state.disposers.count - 1
    }
    let received = Locked(0)
    let handler: @Sendable (String) -> Void = { [weak self] event in
      guard let self else { return }
      self.state.withLock { $0.log.append("\(id):\(event)") }
      let index = received.withLock { received in
        defer { received += 1 }
        return received
      }
      self.react(observer: id, eventIndex: index)
    }
    let disposer =
      (target as? RealSubjectTarget)?.subscribe(handler, useClosures: useClosures)
      ?? target.subscribe(handler)
    state.withLock { $0.disposers[id] = disposer }
  }

  private func react(observer: Int, eventIndex: Int) {
    var generator = SeededGenerator(
      seed: seed ^ (UInt64(observer) &* 0x1000_0001) ^ (UInt64(eventIndex) &* 0x9E37))
    guard generator.next() % 100 < 45 else { return }
    perform(generator.next(), weights: reactions)
    if generator.next() % 3 == 0 { perform(generator.next(), weights: reactions) }
  }
}
