import ErrorFlow
import ErrorFlowTesting
import XCTest

private struct RecordedNotesError: AppErrorProtocol {
  let message: String?
  let level: ErrorLevel
  var errorDescription: String? { message }
  var debugDescription: String { "NotesError(\(message ?? "nil"))" }
  var alertTitle: String { "Notes" }
}

final class ErrorRecorderTests: TestingTestCase {
  func testRecordsAViewModelsErrorsInOrderWithMessagesLevelsAndContexts() {
    let errors = PublishSubject<AppError>()
    let recorder = ErrorRecorder(errors.asObservable())
    errors.onNext(
      AppError(RecordedNotesError(message: "Read failed", level: .notifyUser), context: .pageLoad))
    errors.onNext(AppError.cancelled(context: .action))
    XCTAssertEqual(recorder.count, 2)
    XCTAssertEqual(recorder.userMessages, ["Read failed", nil])
    XCTAssertEqual(recorder.levels, [.notifyUser, .logOnly])
    XCTAssertEqual(recorder.contexts, [.pageLoad, .action])
    XCTAssertEqual(recorder.presentations, [])
    recorder.dispose()
  }

  func testRecordsVirtualArrivalTimesWithATestScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let errors = PublishSubject<AppError>()
    let recorder = ErrorRecorder(errors.asObservable(), scheduler: scheduler)
    scheduler.scheduleAt(210) { errors.onNext(AppError.cancelled(context: .pageLoad)) }
    scheduler.scheduleAt(300) { errors.onNext(AppError.cancelled(context: .action)) }
    scheduler.start()
    XCTAssertEqual(recorder.entries.map(\.time), [210, 300])
    recorder.dispose()
  }

  func testStopsRecordingAfterDisposeAndForgetsOnRemoveAll() {
    let errors = PublishSubject<AppError>()
    let recorder = ErrorRecorder(errors.asObservable())
    errors.onNext(AppError.cancelled(context: .pageLoad))
    recorder.removeAll()
    XCTAssertEqual(recorder.count, 0)
    errors.onNext(AppError.cancelled(context: .action))
    recorder.dispose()
    errors.onNext(AppError.cancelled(context: .authentication))
    XCTAssertEqual(recorder.contexts, [.action])
    XCTAssertFalse(errors.hasObservers)
  }

  func testRecordsBusNoticesAndAcknowledgesAlertsSoTheQueueMovesOn() {
    let bus = ErrorBus()
    let recorder = ErrorRecorder(bus: bus)
    bus.publish(AppError(RecordedNotesError(message: "First", level: .critical), context: .action))
    bus.publish(AppError(RecordedNotesError(message: "Second", level: .critical), context: .action))
    XCTAssertEqual(recorder.userMessages, ["First", "Second"])
    XCTAssertEqual(recorder.noticeCounts, [1, 1])
    XCTAssertEqual(recorder.presentations.count, 2)
    XCTAssertTrue(recorder.presentations.allSatisfy(\.isAlert))
    recorder.dispose()
  }

  func testWithoutAcknowledgingTheSecondAlertWaitsForTheFirst() {
    let bus = ErrorBus()
    let recorder = ErrorRecorder(bus: bus, acknowledgeAlerts: false)
    bus.publish(AppError(RecordedNotesError(message: "First", level: .critical), context: .action))
    bus.publish(AppError(RecordedNotesError(message: "Second", level: .critical), context: .action))
    XCTAssertEqual(recorder.userMessages, ["First"])
    if let first = recorder.entries.first?.notice { bus.acknowledge(first) }
    XCTAssertEqual(recorder.userMessages, ["First", "Second"])
    recorder.dispose()
  }
}
