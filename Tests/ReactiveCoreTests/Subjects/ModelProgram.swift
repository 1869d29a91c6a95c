import ReactiveCore

/// What a random program drives: a real subject or relay, or ``SubjectModel``.
protocol ModelTarget: AnyObject {
  /// Subscribes `handler` (called with `"next(1)"`, `"completed"`, `"error(7)"`,
  /// `"error(disposed)"`); returns what disposes the subscription.
  func subscribe(_ handler: @escaping (String) -> Void) -> () -> Void
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
final class ModelProgram {
  private let seed: UInt64
  private let kind: SubjectModel.Kind
  private let target: ModelTarget
  /// The mix handlers draw their reactions from (``ActionWeights``), chosen by the seed.
  private let reactions: ActionWeights
  private(set) var log: [String] = []
  private var disposers: [() -> Void] = []
  private var budget = 60
  private var nextValue = 1

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
    guard budget > 0 else { return }
    budget -= 1
    var draw = roll % 100
    if draw < weights.subscribe { return subscribeNew(useClosures: roll & 0x100 != 0) }
    draw -= weights.subscribe
    if draw < weights.send {
      target.send(nextValue)
      nextValue += 1
      return
    }
    draw -= weights.send
    if draw < weights.complete { return kind.isRelay ? () : target.complete() }
    draw -= weights.complete
    if draw < weights.fail { return kind.isRelay ? () : target.fail(Int(roll % 7)) }
    draw -= weights.fail
    if draw < weights.dispose {
      if !disposers.isEmpty { disposers[Int((roll >> 8) % UInt64(disposers.count))]() }
      return
    }
    draw -= weights.dispose
    if draw < weights.disposeSubject, kind.canDispose { target.disposeSubject() }
  }

  private func subscribeNew(useClosures: Bool) {
    let id = disposers.count
    disposers.append({})
    var received = 0
    let handler: (String) -> Void = { [weak self] event in
      guard let self else { return }
      self.log.append("\(id):\(event)")
      let index = received
      received += 1
      self.react(observer: id, eventIndex: index)
    }
    disposers[id] =
      (target as? RealSubjectTarget)?.subscribe(handler, useClosures: useClosures)
      ?? target.subscribe(handler)
  }

  private func react(observer: Int, eventIndex: Int) {
    var generator = SeededGenerator(
      seed: seed ^ (UInt64(observer) &* 0x1000_0001) ^ (UInt64(eventIndex) &* 0x9E37))
    guard generator.next() % 100 < 45 else { return }
    perform(generator.next(), weights: reactions)
    if generator.next() % 3 == 0 { perform(generator.next(), weights: reactions) }
  }
}
