import CoreTestSupport
import ReactiveCore
import XCTest

/// "Released means released": a subject or relay released (or disposed) with
/// subscribers ends their subscriptions, and the operator chain behind each one frees itself
/// even when nobody kept its disposable — no terminal event is sent (contract 4: disposing a
/// subject ends every subscription without one; contract 5: relays never end). The
/// live-subscription counter returns to its baseline (`CoreTestCase` checks it after each test
/// too).
final class SubjectReleaseTests: CoreTestCase {
  /// A subject or relay under test: what to subscribe to, how to send, and how to dispose it
  /// (`nil` for relays and `AsyncSubject`, which have no `dispose()`).
  private struct Owner {
    let name: String
    let source: Observable<Int>
    let send: (Int) -> Void
    let dispose: (() -> Void)?
    /// Whether a value sent reaches the subscriber before the end (not for `AsyncSubject`).
    var delivers = true
  }

  private let owners: [() -> Owner] = [
    {
      let subject = PublishSubject<Int>()
      return Owner(
        name: "PublishSubject", source: subject.asObservable(), send: subject.onNext,
        dispose: subject.dispose)
    },
    {
      let subject = BehaviorSubject(value: 0)
      return Owner(
        name: "BehaviorSubject", source: subject.asObservable(), send: subject.onNext,
        dispose: subject.dispose)
    },
    {
      let subject = ReplaySubject<Int>.create(bufferSize: 2)
      return Owner(
        name: "ReplaySubject", source: subject.asObservable(), send: subject.onNext,
        dispose: subject.dispose)
    },
    {
      let subject = AsyncSubject<Int>()
      return Owner(
        name: "AsyncSubject", source: subject.asObservable(), send: subject.onNext,
        dispose: nil, delivers: false)
    },
    {
      let relay = PublishRelay<Int>()
      return Owner(
        name: "PublishRelay", source: relay.asObservable(), send: relay.accept, dispose: nil)
    },
    {
      let relay = BehaviorRelay(value: 0)
      return Owner(
        name: "BehaviorRelay", source: relay.asObservable(), send: relay.accept, dispose: nil)
    },
    {
      let relay = ReplayRelay<Int>.create(bufferSize: 2)
      return Owner(
        name: "ReplayRelay", source: relay.asObservable(), send: relay.accept, dispose: nil)
    },
  ]

  /// How a subscriber is attached: straight to the subject, or behind operators.
  private let chains: [(String, (Observable<Int>) -> Observable<Int>)] = [
    ("no operator", { $0 }),
    ("map", { $0.map { $0 + 1 } }),
    ("map.filter.scan", { $0.map { $0 + 1 }.filter { $0 >= 0 }.scan(0, accumulator: +) }),
    ("distinctUntilChanged", { $0.distinctUntilChanged() }),
    ("do", { $0.do(onNext: { _ in }) }),
    ("compactMap", { $0.compactMap { $0 } }),
    ("skip.take.enumerated.map", { $0.skip(0).take(9).enumerated().map { $0.element } }),
  ]

  // Releasing the subject (or relay) — the last reference to it goes away while the
  // subscriptions' disposables were dropped — frees every chain and its observer.
  func testReleasingEverySubjectAndRelayFreesTheChainsBehindIt() {
    for makeOwner in owners {
      for (chainName, chain) in chains {
        for closures in [true, false] {
          assertFreed(makeOwner, chainName, chain, closures: closures, disposeOwner: false)
        }
      }
    }
  }

  // `dispose()` on a subject ends every subscription the same way, at once, even
  // while the subject itself is still referenced.
  func testDisposingEverySubjectFreesTheChainsBehindIt() {
    for makeOwner in owners {
      for (chainName, chain) in chains {
        for closures in [true, false] {
          assertFreed(makeOwner, chainName, chain, closures: closures, disposeOwner: true)
        }
      }
    }
  }

  // Ending a registration is not a completion: `take` (which would complete after
  // five values) sends nothing, and a subscriber that kept its disposable can still dispose
  // it, any number of times, afterwards.
  func testAKeptDisposableStillDisposesSafelyAfterTheSubjectIsReleased() {
    let before = Diagnostics.liveSubscriptions
    let events = Locked<[String]>([])
    var subscription: Disposable?
    do {
      let subject = PublishSubject<Int>()
      subscription = subject.map { $0 * 2 }.take(5)
        .subscribe(
          onNext: { events.append("next(\($0))") }, onError: { _ in events.append("error") },
          onCompleted: { events.append("completed") })
      subject.onNext(1)
      XCTAssertEqual(Diagnostics.liveSubscriptions, before + 3)
    }
    XCTAssertEqual(Diagnostics.liveSubscriptions, before)
    subscription?.dispose()
    subscription?.dispose()
    XCTAssertEqual(events.value, ["next(2)"])
    XCTAssertEqual(Diagnostics.liveSubscriptions, before)
  }

  private func assertFreed(
    _ makeOwner: () -> Owner, _ chainName: String, _ chain: (Observable<Int>) -> Observable<Int>,
    closures: Bool, disposeOwner: Bool
  ) {
    let before = Diagnostics.liveSubscriptions
    let totalBefore = Resources.total
    let observerReleased = Locked(false)
    let events = Locked<[String]>([])
    var name = ""
    var delivers = true
    var kept: Owner?
    do {
      let owner = makeOwner()
      name = "\(owner.name), \(chainName), \(closures ? "closures" : "observer")"
      delivers = owner.delivers
      if disposeOwner {
        guard owner.dispose != nil else { return }
        kept = owner
      }
      let probe = DeinitProbe { observerReleased.withLock { $0 = true } }
      let observable = chain(owner.source)
      let record: @Sendable (Event<Int>) -> Void = { event in
        withExtendedLifetime(probe) {}
        events.append(event.isStopEvent ? "end" : "next")
      }
      if closures {
        _ = observable.subscribe(
          onNext: { record(.next($0)) }, onError: { record(.error($0)) },
          onCompleted: { record(.completed) })
      } else {
        _ = observable.subscribe(AnyObserver(eventHandler: record))
      }
      owner.send(1)
      XCTAssertGreaterThan(Diagnostics.liveSubscriptions, before, name)
      if disposeOwner { owner.dispose?() }
    }
    XCTAssertTrue(observerReleased.value, "observer leaked: \(name)")
    XCTAssertEqual(Diagnostics.liveSubscriptions, before, "subscriptions leaked: \(name)")
    XCTAssertEqual(Resources.total, totalBefore, "RxSwift's counter too: \(name)")
    XCTAssertFalse(events.value.contains("end"), "a terminal event was sent: \(name)")
    XCTAssertEqual(events.value.isEmpty, !delivers, "values before the end: \(name)")
    withExtendedLifetime(kept) {}
  }
}
