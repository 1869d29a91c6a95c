import CoreTestSupport
import ErrorFlow
import ErrorFlowTesting
import Foundation
import XCTest

/// Post 002: a repository returns `Observable.error`; the view model routes it into the
/// tracker and its outputs live on.
private enum NotesRepositoryError: LocalizedError {
  case notFound
  var errorDescription: String? { "메모를 찾을 수 없습니다." }
}

final class ObservableConvertibleTypeTrackErrorTests: ErrorFlowTestCase {
  func testRoutesTheErrorIntoTheTrackerAndKeepsTheOuterStreamAlive() {
    let scheduler = TestScheduler(initialClock: 0)
    let tracker = ErrorTracker()
    let taps = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
    let errors = scheduler.createObserver(AppError.self)
    let errorSubscription = tracker.errors.subscribe(errors)
    let line = #line + 5
    let results = scheduler.start {
      taps.flatMapLatest { id -> Observable<String> in
        let load: Observable<String> =
          id == 2 ? .error(NotesRepositoryError.notFound) : .just("note \(id)")
        return load.trackError(tracker, context: .pageLoad)
      }
    }
    errorSubscription.dispose()
    XCTAssertEqual(results.events, [.next(210, "note 1"), .next(230, "note 3")])
    XCTAssertEqual(errors.events.map(\.time), [220])
    let error = errors.events.first?.value.element
    XCTAssertEqual(error?.userMessage, "메모를 찾을 수 없습니다.")
    XCTAssertEqual(error?.context, .pageLoad)
    XCTAssertEqual(error?.source.line, line)
  }

  func testRoutesTheErrorIntoTheBus() {
    let bus = ErrorBus()
    let recorder = ErrorRecorder(bus: bus)
    let completed = Locked(0)
    let subscription = Observable<Int>.error(NotesRepositoryError.notFound)
      .trackError(into: bus, context: .action)
      .subscribe(onCompleted: { completed.add(1) })
    subscription.dispose()
    recorder.dispose()
    XCTAssertEqual(completed.value, 1)
    XCTAssertEqual(recorder.notices.map(\.summary), ["toast:메모를 찾을 수 없습니다."])
  }
}
