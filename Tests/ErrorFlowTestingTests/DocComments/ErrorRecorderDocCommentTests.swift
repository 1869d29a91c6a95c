import ErrorFlow
import ErrorFlowTesting
import Foundation
import XCTest

// The examples of ErrorRecorder.swift and ErrorRecorder+Async.swift, as tests
// (.ci/doc-comment-tests checks each appears here verbatim).

private struct Message: AppErrorProtocol {
  let text: String
  var level: ErrorLevel = .notifyUser
  var errorDescription: String? { text }
}

/// A view model whose errors come out of its tracker: at once, from a background queue, or
/// from a task it keeps to itself.
private final class RecordedViewModel: Sendable {
  struct Output: Sendable { let error: Observable<AppError> }

  let tracker = ErrorTracker()
  private let inBackground: Bool
  var errors: Observable<AppError> { tracker.errors }
  var output: Output { Output(error: tracker.errors) }

  init(inBackground: Bool = false) { self.inBackground = inBackground }

  func load() {
    let tracker = tracker
    guard inBackground else { return tracker.publish(NotesError.unreadable, context: .pageLoad) }
    DispatchQueue.global().async { tracker.publish(NotesError.unreadable, context: .pageLoad) }
  }

  func save() {
    tracker.perform(context: .action) { () async throws(Message) in
      throw Message(text: "Offline.")
    }
  }
}

final class ErrorRecorderDocCommentTests: XCTestCase {
  func testRecordingAViewModelsErrors() {
    let viewModel = RecordedViewModel()
    let errors = ErrorRecorder(viewModel.errors)
    viewModel.load()
    XCTAssertEqual(errors.userMessages, ["The notes could not be read."])
    XCTAssertEqual(errors.contexts, [.pageLoad])
    errors.dispose()
  }

  func testRecordingAnOutput() {
    let viewModel = RecordedViewModel()
    let errors = ErrorRecorder(viewModel.output.error)
    viewModel.load()
    XCTAssertEqual(errors.count, 1)
    errors.dispose()
  }

  func testRecordingTheBus() {
    let bus = ErrorBus()
    bus.publish(Message(text: "Saved offline"), context: .action)
    let recorder = ErrorRecorder(bus: bus)
    XCTAssertEqual(recorder.presentations, [.toast(message: "Saved offline")])
    recorder.dispose()
  }

  func testAwaitingTheBus() async throws {
    let bus = ErrorBus()
    let recorder = ErrorRecorder(bus: bus)
    DispatchQueue.global().async { bus.publish(Message(text: "Saved offline"), context: .action) }
    let entry = try await recorder.stream.next()
    XCTAssertEqual(entry.notice?.presentation, .toast(message: "Saved offline"))
    recorder.dispose()
  }

  func testAnAlertWaitsForTheOneShown() {
    let bus = ErrorBus()
    let first = AppError(Message(text: "First", level: .critical), context: .action)
    let second = AppError(Message(text: "Second", level: .critical), context: .action)
    let recorder = ErrorRecorder(bus: bus, acknowledgeAlerts: false)
    bus.publish(first)
    bus.publish(second)
    XCTAssertEqual(recorder.count, 1)  // the second alert waits for the first
    recorder.dispose()
  }

  func testEntriesKeepTheirVirtualTimes() {
    let scheduler = TestScheduler(initialClock: 0)
    let tracker = ErrorTracker()
    let recorder = ErrorRecorder(tracker.errors, scheduler: scheduler)
    let offline = Message(text: "Check your connection.", level: .retryable)
    scheduler.scheduleAt(210) { tracker.publish(offline, context: .pageLoad) }
    scheduler.scheduleAt(300) { tracker.publish(NotesError.unreadable, context: .action) }
    scheduler.start()
    XCTAssertEqual(recorder.entries.map(\.time), [210, 300])
    XCTAssertTrue(recorder.errors.allSatisfy { !$0.isCancelled })
    XCTAssertEqual(recorder.contexts, [.pageLoad, .action])
    recorder.removeAll()
    scheduler.scheduleAt(400) { tracker.publish(offline, context: .action) }
    scheduler.start()
    XCTAssertEqual(recorder.userMessages, ["Check your connection."])
    XCTAssertEqual(recorder.levels, [.retryable])
    recorder.dispose()
  }

  func testCountsAndPresentations() {
    let scheduler = TestScheduler(initialClock: 0)
    let bus = ErrorBus(scheduler: scheduler)
    let recorder = ErrorRecorder(bus: bus)
    for _ in 0..<10 { bus.publish(NotesError.unreadable, context: .action) }
    scheduler.start()
    XCTAssertEqual(recorder.noticeCounts, [1, 9])  // the first at once, then nine more
    bus.publish(NotesError.unreadable, context: .pageLoad)
    XCTAssertEqual(recorder.count, 3)
    recorder.removeAll()
    bus.publish(
      AppError(Message(text: "Please sign in again.", level: .sessionExpired), context: .action))
    XCTAssertEqual(recorder.presentations, [.signOut(message: "Please sign in again.")])
    recorder.dispose()
  }

  func testWaitingForAnErrorFromABackgroundQueue() async throws {
    let viewModel = RecordedViewModel(inBackground: true)
    let errors = ErrorRecorder(viewModel.errors)
    viewModel.load()  // fails on a background queue
    try await errors.waitUntil(count: 1, timeout: .seconds(1))
    XCTAssertEqual(errors.userMessages, ["The notes could not be read."])
    errors.dispose()
  }

  func testAwaitingTheNextErrors() async throws {
    let viewModel = RecordedViewModel()
    let errors = ErrorRecorder(viewModel.errors)
    viewModel.save()  // publishes from a task the view model keeps to itself
    let error = try await errors.next()
    XCTAssertEqual(error.context, .action)
    viewModel.save()
    viewModel.save()
    let shown = try await errors.next(2)
    XCTAssertEqual(shown.map(\.userMessage), ["Offline.", "Offline."])
    errors.dispose()
  }
}
