import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class RelaysSharedSequenceTests: CoreTestCase {
  private let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)

  private func mocked<Result>(_ build: () -> Result) -> Result {
    SharingScheduler.mock(scheduler: scheduler, action: build)
  }

  // Contract 5: a driver from a relay never terminates.
  func testBehaviorRelayAsDriverStartsWithTheCurrentValue() {
    let before = Diagnostics.liveSubscriptions
    let relay = BehaviorRelay<Int>(value: 1)
    let driver = mocked { relay.asDriver() }
    scheduler.scheduleAt(210) { relay.accept(2) }
    scheduler.scheduleAt(220) { relay.accept(3) }
    let res = scheduler.start { driver }
    XCTAssertEqual(res.events, [.next(200, 1), .next(210, 2), .next(220, 3)])
    XCTAssertEqual(Diagnostics.liveSubscriptions, before)
  }

  func testPublishRelayAsSignalSendsOnlyLaterValues() {
    let relay = PublishRelay<Int>()
    let signal = mocked { relay.asSignal() }
    scheduler.scheduleAt(150) { relay.accept(0) }
    scheduler.scheduleAt(210) { relay.accept(1) }
    let res = scheduler.start { signal }
    XCTAssertEqual(res.events, [.next(210, 1)])
  }

  func testPublishRelayAsDriverReplaysTheLatestWhileConnected() {
    let relay = PublishRelay<Int>()
    let driver = mocked { relay.asDriver() }
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    let subscriptions = CompositeDisposable()
    scheduler.scheduleAt(200) { _ = subscriptions.insert(driver.drive(first)) }
    scheduler.scheduleAt(210) { relay.accept(1) }
    scheduler.scheduleAt(220) { _ = subscriptions.insert(driver.drive(second)) }
    scheduler.scheduleAt(300) { subscriptions.dispose() }
    scheduler.start()
    XCTAssertEqual(first.events, [.next(210, 1)])
    XCTAssertEqual(second.events, [.next(220, 1)])
  }

  func testReplayRelayAsDriverReplaysTheBuffer() {
    let relay = ReplayRelay<Int>.create(bufferSize: 2)
    relay.accept(1)
    relay.accept(2)
    relay.accept(3)
    let driver = mocked { relay.asDriver() }
    let res = scheduler.start { driver }
    XCTAssertEqual(res.events, [.next(200, 2), .next(200, 3)])
  }

  func testDriveIntoRelays() {
    let source = BehaviorRelay<Int>(value: 1)
    let driver = mocked { source.asDriver() }
    let behavior = BehaviorRelay<Int>(value: 0)
    let optional = BehaviorRelay<Int?>(value: nil)
    let replay = ReplayRelay<Int>.create(bufferSize: 1)
    let publish = PublishRelay<Int>()
    let published = scheduler.createObserver(Int.self)
    let bag = DisposeBag()
    publish.subscribe(published).disposed(by: bag)
    scheduler.scheduleAt(200) {
      driver.drive(behavior).disposed(by: bag)
      driver.drive(optional).disposed(by: bag)
      driver.drive(replay).disposed(by: bag)
      driver.drive(publish).disposed(by: bag)
    }
    scheduler.scheduleAt(210) { source.accept(2) }
    scheduler.start()
    XCTAssertEqual(behavior.value, 2)
    XCTAssertEqual(optional.value, 2)
    XCTAssertEqual(published.events, [.next(200, 1), .next(210, 2)])
    let replayed = scheduler.createObserver(Int.self)
    replay.subscribe(replayed).disposed(by: bag)
    XCTAssertEqual(replayed.events.map(\.value), [.next(2)])
  }
}
