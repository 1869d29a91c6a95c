import CoreTestSupport
import ErrorFlowRxCompat
import ErrorFlowTesting
import Foundation
import ReactiveCore
import XCTest

/// RxSwift 5's names that RxSwift 6 keeps deprecated give exactly the events of the names
/// they were renamed to, and every one the migration article lists exists.
///
/// The calls live in ``DeprecatedNameCalls``, whose deprecated witnesses are reached through
/// a protocol: calling a deprecated function directly warns, and CI builds with warnings as
/// errors.
final class DeprecatedNamesTests: CoreTestCase {
  private let calls: any DeprecatedNameCalling.Type = DeprecatedNameCalls.self

  /// Runs `build` on a fresh scheduler (subscribed at 200, disposed at 1000) and returns what
  /// it delivered.
  private func run<Element>(
    _ build: (TestScheduler) -> Observable<Element>
  ) -> [Recorded<Event<Element>>] {
    let scheduler = TestScheduler(initialClock: 0)
    let observable = build(scheduler)
    return scheduler.start { observable }.events
  }

  private func source(_ scheduler: TestScheduler) -> Observable<Int> {
    scheduler.createColdObservable([
      .next(10, 1), .next(20, 2), .next(30, 3), .next(40, 4), .completed(50),
    ]).asObservable()
  }

  private func failing(_ scheduler: TestScheduler) -> Observable<Int> {
    scheduler.createColdObservable([.next(10, 1), .error(20, testError)]).asObservable()
  }

  func testEachOldOperatorNameSendsWhatItsNewNameSends() {
    for (name, old, new) in calls.observablePairs() {
      let oldEvents = run { old(source($0), failing($0), $0) }
      let newEvents = run { new(source($0), failing($0), $0) }
      XCTAssertEqual(oldEvents, newEvents, name)
      XCTAssertFalse(oldEvents.isEmpty, name)
    }
  }

  func testObserveOnDeliversThroughTheScheduler() {
    // The test scheduler takes a tick for each scheduled item: the events move from the
    // source's times to one later, which they would not without the scheduler.
    let events = run { self.calls.observeOn(self.source($0), $0) }
    XCTAssertEqual(
      events,
      [.next(211, 1), .next(221, 2), .next(231, 3), .next(241, 4), .completed(251)])
  }

  func testSubscribeOnSubscribesThroughTheScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let cold = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    _ = scheduler.start { self.calls.subscribeOn(cold.asObservable(), scheduler) }
    XCTAssertEqual(cold.subscriptions, [Subscription(201, 221)])
  }

  func testTheTraitsKeepObserveOnAndSubscribeOn() {
    let scheduler = TestScheduler(initialClock: 0)
    let cold = scheduler.createColdObservable([.next(10, 7), .completed(10)])
    let single = cold.asObservable().asSingle()
    let events = scheduler.start {
      self.calls.singleObserveOnSubscribeOn(single, scheduler).asObservable()
    }.events
    XCTAssertEqual(events, [.next(212, 7), .completed(213)])
    XCTAssertEqual(cold.subscriptions, [Subscription(201, 211)])
  }

  func testTheArticleListsEveryDeprecatedName() throws {
    let article = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent(
        "Sources/ErrorFlowRxCompat/ErrorFlowRxCompat.docc/MigratingFromRxSwift.md")
    let text = try String(contentsOf: article, encoding: .utf8)
    let row = try XCTUnwrap(
      text.split(separator: "\n").first { $0.contains("| deprecated |") })
    let listed = Set(
      row.split(separator: "|")[0].split(separator: "`").enumerated()
        .filter { $0.offset % 2 == 1 }.map { String($0.element) })
    XCTAssertEqual(listed, calls.names)
  }
}
