import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

/// Pinned to RxSwift 6's ObservableWindowTest (testWindowWithTimeOrCount_*).
final class ObservableWindowTests: CoreTestCase {
  private let scheduler = TestScheduler(initialClock: 0)

  private func numbered(_ windows: Observable<Observable<Int>>) -> Observable<String> {
    windows.enumerated().map { index, window in window.map { "\(index) \($0)" } }.merge()
  }

  func testBasic() {
    let xs = scheduler.createHotObservable([
      .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5),
      .next(350, 6), .next(370, 7), .next(420, 8), .next(470, 9), .completed(600),
    ])
    let res = scheduler.start {
      self.numbered(xs.window(timeSpan: .seconds(70), count: 3, scheduler: self.scheduler))
    }
    XCTAssertEqual(
      res.events,
      [
        .next(205, "0 1"), .next(210, "0 2"), .next(240, "0 3"), .next(280, "1 4"),
        .next(320, "2 5"), .next(350, "2 6"), .next(370, "2 7"), .next(420, "3 8"),
        .next(470, "4 9"), .completed(600),
      ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
  }

  func testErrorEndsTheCurrentWindowAndTheResult() {
    let xs = scheduler.createHotObservable([
      .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5),
      .next(350, 6), .next(370, 7), .next(420, 8), .next(470, 9), .error(600, testError),
    ])
    let res = scheduler.start {
      self.numbered(xs.window(timeSpan: .seconds(70), count: 3, scheduler: self.scheduler))
    }
    XCTAssertEqual(res.events.last, .error(600, testError))
    XCTAssertEqual(res.events.count, 10)
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
  }

  func testDisposed() {
    let xs = scheduler.createHotObservable([
      .next(105, 0), .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4),
      .next(320, 5), .next(350, 6), .next(370, 7), .next(420, 8), .next(470, 9),
      .completed(600),
    ])
    let res = scheduler.start(disposed: 370) {
      self.numbered(xs.window(timeSpan: .seconds(70), count: 3, scheduler: self.scheduler))
    }
    XCTAssertEqual(
      res.events,
      [
        .next(205, "0 1"), .next(210, "0 2"), .next(240, "0 3"), .next(280, "1 4"),
        .next(320, "2 5"), .next(350, "2 6"), .next(370, "2 7"),
      ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 370)])
  }

  /// The completion at 400 was scheduled before the timer of that time, so it wins.
  func testTheTimerClosesAWindowWithFewerElements() {
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(400)])
    let res = scheduler.start {
      xs.window(timeSpan: .seconds(50), count: 10, scheduler: self.scheduler).map { _ in "window" }
    }
    XCTAssertEqual(
      res.events,
      [
        .next(200, "window"), .next(250, "window"), .next(300, "window"), .next(350, "window"),
        .completed(400),
      ])
  }
}
