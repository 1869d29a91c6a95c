import CoreTestSupport
import ReactiveCore
import XCTest

final class ObservableBindRelayTests: CoreTestCase {
  private var savedHandler: Hooks.DefaultErrorHandler?

  override func setUp() {
    super.setUp()
    savedHandler = Hooks.defaultErrorHandler
    let collected = SubjectTestLog<String>()
    errorLog = collected
    Hooks.defaultErrorHandler = { _, error in collected.record(.next("\(error)")) }
  }

  override func tearDown() {
    if let savedHandler { Hooks.defaultErrorHandler = savedHandler }
    super.tearDown()
  }

  private var errorLog = SubjectTestLog<String>()

  func testBindsValuesToEveryPublishRelay() {
    let source = PublishSubject<Int>()
    let first = PublishRelay<Int>()
    let second = PublishRelay<Int>()
    let log = SubjectTestLog<Int>()
    let subscriptions = [first.subscribe(log.observer("a")), second.subscribe(log.observer("b"))]
    let binding = source.bind(to: first, second)
    source.onNext(1)
    source.onNext(2)
    XCTAssertEqual(log.events, ["a:next(1)", "b:next(1)", "a:next(2)", "b:next(2)"])
    binding.dispose()
    source.onNext(3)
    XCTAssertEqual(log.events.count, 4)
    for subscription in subscriptions { subscription.dispose() }
  }

  // Contract 5: a relay never terminates; the error goes to Hooks.defaultErrorHandler.
  func testErrorReachingABehaviorRelayBindingGoesToTheDefaultHandler() {
    let source = PublishSubject<Int>()
    let relay = BehaviorRelay(value: 0)
    let log = SubjectTestLog<Int>()
    let subscription = relay.subscribe(log.observer())
    let binding = source.bind(to: relay)
    source.onNext(1)
    source.onError(testError)
    relay.accept(2)
    XCTAssertEqual(log.events, ["next(0)", "next(1)", "next(2)"])
    XCTAssertEqual(errorLog.elements, ["TestError(1)"])
    XCTAssertEqual(relay.value, 2)
    binding.dispose()
    subscription.dispose()
  }

  // Contract 5: completion of the source ends the binding, not the relay.
  func testCompletionReachingAReplayRelayBindingDoesNotEndTheRelay() {
    let source = PublishSubject<Int>()
    let relay = ReplayRelay<Int>.create(bufferSize: 5)
    let binding = source.bind(to: relay)
    source.onNext(1)
    source.onCompleted()
    relay.accept(2)
    let log = SubjectTestLog<Int>()
    relay.subscribe(log.observer()).dispose()
    XCTAssertEqual(log.events, ["next(1)", "next(2)"])
    XCTAssertEqual(errorLog.elements, [])
    binding.dispose()
  }

  func testBindsToOptionalRelays() {
    let source = PublishSubject<Int>()
    let publish = PublishRelay<Int?>()
    let behavior = BehaviorRelay<Int?>(value: nil)
    let replay = ReplayRelay<Int?>.createUnbounded()
    let log = SubjectTestLog<Int?>()
    let subscription = publish.subscribe(log.observer())
    let bindings = [
      source.bind(to: publish), source.bind(to: behavior), source.bind(to: replay),
    ]
    source.onNext(7)
    XCTAssertEqual(log.elements, [7])
    XCTAssertEqual(behavior.value, 7)
    let replayed = SubjectTestLog<Int?>()
    replay.subscribe(replayed.observer()).dispose()
    XCTAssertEqual(replayed.elements, [7])
    for binding in bindings { binding.dispose() }
    subscription.dispose()
  }

  func testBindsToSeveralBehaviorAndReplayRelays() {
    let source = PublishSubject<String>()
    let behaviors = (BehaviorRelay(value: ""), BehaviorRelay(value: ""))
    let replays = (
      ReplayRelay<String>.create(bufferSize: 1), ReplayRelay<String>.create(bufferSize: 1)
    )
    let bindings = [
      source.bind(to: behaviors.0, behaviors.1), source.bind(to: replays.0, replays.1),
    ]
    source.onNext("x")
    XCTAssertEqual([behaviors.0.value, behaviors.1.value], ["x", "x"])
    let log = SubjectTestLog<String>()
    replays.0.subscribe(log.observer("a")).dispose()
    replays.1.subscribe(log.observer("b")).dispose()
    XCTAssertEqual(log.events, ["a:next(x)", "b:next(x)"])
    for binding in bindings { binding.dispose() }
  }

  func testOptionalSourceBindsToOptionalRelaysWithoutDoubleWrapping() {
    let source = PublishSubject<Int?>()
    let relay = PublishRelay<Int?>()
    let log = SubjectTestLog<Int?>()
    let subscription = relay.subscribe(log.observer())
    let binding = source.bind(to: relay)
    source.onNext(nil)
    source.onNext(3)
    XCTAssertEqual(log.elements, [nil, 3])
    binding.dispose()
    subscription.dispose()
  }
}
