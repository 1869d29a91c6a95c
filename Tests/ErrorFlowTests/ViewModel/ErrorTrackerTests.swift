import CoreTestSupport
import ErrorFlow
import ErrorFlowTesting
import Foundation
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The seed pattern: a view model with a data output and an error output; a `Task` catches
/// and publishes; the view subscribes to `error` once.
private final class SeedViewModel: @unchecked Sendable {
  struct Output {
    let data: Observable<String>
    let error: Observable<AppError>
  }

  private let record: RecordUseCase
  private let data = PublishRelay<String>()
  private let errors = PublishRelay<AppError>()

  init(record: RecordUseCase) {
    self.record = record
  }

  var output: Output { Output(data: data.asObservable(), error: errors.asObservable()) }

  func recordTapped() -> Task<Void, Never> {
    Task { [record, data, errors] in
      do {
        data.accept(try await record())
      } catch {
        errors.accept(AppError(error, context: .action))
      }
    }
  }
}

/// The same view model with an ``ErrorTracker``.
private final class RecorderViewModel: @unchecked Sendable {
  struct Output {
    let data: Observable<String>
    let error: Observable<AppError>
    let isLoading: Driver<Bool>
  }

  let tracker: ErrorTracker
  private let record: RecordUseCase
  private let titles = PublishRelay<String>()

  init(record: RecordUseCase, tracker: ErrorTracker = ErrorTracker()) {
    self.record = record
    self.tracker = tracker
  }

  var output: Output {
    Output(data: titles.asObservable(), error: tracker.errors, isLoading: tracker.isLoading)
  }

  @discardableResult
  func recordTapped() -> Task<Void, Never> {
    tracker.perform(context: .action) { [record, titles] () async throws(RecordingUseCaseError) in
      titles.accept(try await record())
    }
  }
}

/// A main-actor view model: the work closure touches main-actor state directly.
@MainActor
private final class MainActorViewModel {
  let tracker = ErrorTracker()
  private let record: RecordUseCase
  private(set) var titles: [String] = []

  init(record: RecordUseCase) {
    self.record = record
  }

  func recordTapped() -> Task<Void, Never> {
    tracker.perform(context: .action) { [weak self] () async throws(RecordingUseCaseError) in
      guard let self else { return }
      titles.append(try await record())
    }
  }
}

private func makeUseCase(_ recorder: FakeRecorder) -> RecordUseCase {
  RecordUseCase(repository: RecordingRepository(service: RecordingService(recorder: recorder)))
}

final class ErrorTrackerTests: ErrorFlowTestCase {
  func testSeedPatternKeepsItsDataStreamAfterThreeFailures() async {
    let recorder = FakeRecorder()
    let viewModel = SeedViewModel(record: makeUseCase(recorder))
    let events = Locked<[String]>([])
    let bag = DisposeBag()
    viewModel.output.data.subscribe(
      onNext: { events.append("data \($0)") }, onError: { _ in events.append("terminated") },
      onCompleted: { events.append("completed") }
    ).disposed(by: bag)
    viewModel.output.error.subscribe(onNext: { events.append("error \($0.userMessage ?? "-")") })
      .disposed(by: bag)
    recorder.failNext(with: POSIXError(.ENOSPC))
    recorder.failNext(with: URLError(.notConnectedToInternet))
    recorder.failNext(with: POSIXError(.EACCES))
    for _ in 0..<4 { await viewModel.recordTapped().value }
    XCTAssertEqual(
      events.value,
      [
        "error 저장 공간이 부족합니다.", "error 녹음은 저장되었고, 연결되면 업로드합니다.",
        "error 마이크 권한이 필요합니다.", "data memo.m4a",
      ])
  }

  func testTrackedViewModelKeepsItsDataStreamAfterThreeFailures() async {
    let recorder = FakeRecorder()
    let viewModel = RecorderViewModel(record: makeUseCase(recorder))
    let data = Locked<[String]>([])
    let errors = Locked<[String]>([])
    let terminated = Locked(false)
    let bag = DisposeBag()
    viewModel.output.data.subscribe(
      onNext: { data.append($0) }, onError: { _ in terminated.withLock { $0 = true } },
      onCompleted: { terminated.withLock { $0 = true } }
    ).disposed(by: bag)
    viewModel.output.error.subscribe(onNext: { errors.append($0.debugMessage) }).disposed(by: bag)
    await viewModel.recordTapped().value
    for failure: any Error in [POSIXError(.ENOSPC), TestFailure(), URLError(.timedOut)] {
      recorder.failNext(with: failure)
      await viewModel.recordTapped().value
    }
    await viewModel.recordTapped().value
    XCTAssertEqual(data.value, ["memo.m4a", "memo.m4a"])
    XCTAssertEqual(errors.value.count, 3)
    XCTAssertFalse(terminated.value)
  }

  @MainActor
  func testMainActorViewModelKeepsWorkingAfterAFailure() async {
    let recorder = FakeRecorder()
    recorder.failNext(with: POSIXError(.ENOSPC))
    let viewModel = MainActorViewModel(record: makeUseCase(recorder))
    let errors = Locked<[String?]>([])
    let subscription = viewModel.tracker.errors.subscribe(onNext: { errors.append($0.userMessage) })
    await viewModel.recordTapped().value
    await viewModel.recordTapped().value
    subscription.dispose()
    XCTAssertEqual(viewModel.titles, ["memo.m4a"])
    XCTAssertEqual(errors.value, ["저장 공간이 부족합니다."])
  }

  func testCapturesThePerformCallSite() async {
    let recorder = FakeRecorder()
    recorder.failNext(with: POSIXError(.ENOSPC))
    let tracker = ErrorTracker()
    let sources = Locked<[CallSite]>([])
    let subscription = tracker.errors.subscribe(onNext: { sources.append($0.source) })
    let line = #line + 1
    await tracker.perform(context: .action) { _ = try await makeUseCase(recorder)() }.value
    subscription.dispose()
    XCTAssertEqual(sources.value.map(\.line), [line])
    XCTAssertEqual(sources.value.map(\.fileID), ["ErrorFlowTests/ErrorTrackerTests.swift"])
  }

  func testSynchronousTwinReturnsTheResultOrPublishes() {
    let tracker = ErrorTracker()
    let errors = Locked<[AppError]>([])
    let subscription = tracker.errors.subscribe(onNext: { errors.append($0) })
    let value = tracker.performNow(context: .action) { () throws(RecordingServiceError) in 42 }
    let line = #line + 1
    let failed = tracker.performNow(context: .action) { () throws(RecordingServiceError) -> Int in
      throw .storageFull
    }
    subscription.dispose()
    XCTAssertEqual(value, 42)
    XCTAssertNil(failed)
    XCTAssertEqual(errors.value.map(\.userMessage), ["저장 공간이 부족합니다."])
    XCTAssertEqual(errors.value.map(\.source.line), [line])
  }

  func testIsLoadingCountsWorkInFlight() async {
    let tracker = ErrorTracker()
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "isLoading")
    let states = StateLog()
    let sawFalseAgain = expectation(description: "loading ended")
    let subscription = SharingScheduler.mock(scheduler: scheduler) {
      tracker.isLoading.drive(onNext: { value in
        if states.append(value) == [false, true, false] { sawFalseAgain.fulfill() }
      })
    }
    let gate = AsyncGate()
    let first = tracker.perform(context: .pageLoad) { await gate.wait() }
    let second = tracker.perform(context: .pageLoad) { await gate.wait() }
    await gate.open()
    await first.value
    await second.value
    await fulfillment(of: [sawFalseAgain], timeout: 5)
    subscription.dispose()
    XCTAssertEqual(states.values, [false, true, false])
  }

  func testSynchronousWorkDoesNotFlickerIsLoading() {
    let tracker = ErrorTracker()
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.createObserver(Bool.self)
    let subscription = SharingScheduler.mock(scheduler: scheduler) {
      tracker.isLoading.drive(observer)
    }
    scheduler.scheduleAt(100) {
      tracker.performNow(context: .action) {
        tracker.performNow(context: .action) {}
      }
    }
    scheduler.start()
    subscription.dispose()
    // performNow starts and ends before a view could show a spinner: no true/false flicker.
    XCTAssertEqual(observer.events, [.next(1, false)])
  }

  func testRetryableErrorCarriesItsRetryAction() async {
    let recorder = FakeRecorder()
    recorder.failNext(with: URLError(.notConnectedToInternet))
    let viewModel = RecorderViewModel(record: makeUseCase(recorder))
    let data = Locked<[String]>([])
    let errors = Locked<[AppError]>([])
    let bag = DisposeBag()
    viewModel.output.data.subscribe(onNext: { data.append($0) }).disposed(by: bag)
    viewModel.output.error.subscribe(onNext: { errors.append($0) }).disposed(by: bag)
    let retried = expectation(description: "retried")
    let watcher = viewModel.output.data.subscribe(onNext: { _ in retried.fulfill() })
    await viewModel.recordTapped().value
    XCTAssertEqual(errors.value.map(\.level), [.retryable])
    XCTAssertEqual(data.value, [])
    errors.value.first?.retry?()
    await fulfillment(of: [retried], timeout: 5)
    watcher.dispose()
    XCTAssertEqual(data.value, ["memo.m4a"])
  }

  func testNotRetryableErrorsHaveNoRetryAction() async {
    let recorder = FakeRecorder()
    recorder.failNext(with: POSIXError(.ENOSPC))
    let tracker = ErrorTracker()
    let errors = Locked<[AppError]>([])
    let subscription = tracker.errors.subscribe(onNext: { errors.append($0) })
    await tracker.perform(context: .action) { _ = try await makeUseCase(recorder)() }.value
    subscription.dispose()
    XCTAssertEqual(errors.value.count, 1)
    XCTAssertNil(errors.value.first?.retry)
  }

  func testCancelledWorkIsLoggedButNotPublished() async {
    let memory = InMemoryLogSink()
    let tracker = ErrorTracker(logger: ErrorLogger(sinks: [memory]))
    let errors = Locked<[AppError]>([])
    let subscription = tracker.errors.subscribe(onNext: { errors.append($0) })
    await tracker.perform(context: .pageLoad) { throw CancellationError() }.value
    subscription.dispose()
    XCTAssertEqual(errors.value.count, 0)
    XCTAssertEqual(memory.records.map(\.kind), ["cancelled"])
  }

  func testForwardsToTheBusWhichLogsOnce() async {
    let memory = InMemoryLogSink()
    let bus = ErrorBus(logger: ErrorLogger(sinks: [memory]))
    let tracker = ErrorTracker(logger: ErrorLogger(sinks: [memory]), bus: bus)
    let recorder = ErrorRecorder(bus: bus, acknowledgeAlerts: false)
    await tracker.perform(context: .action) { throw RecordingServiceError.storageFull }.value
    recorder.dispose()
    XCTAssertEqual(recorder.notices.map(\.summary), ["toast:저장 공간이 부족합니다."])
    XCTAssertEqual(memory.records.count, 1)
  }
}

/// Loading states received on another thread.
private final class StateLog: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [Bool] = []

  var values: [Bool] { lock.withLock { stored } }

  func append(_ value: Bool) -> [Bool] {
    lock.withLock {
      stored.append(value)
      return stored
    }
  }
}

/// Suspends tasks until the test opens it.
private actor AsyncGate {
  private var isOpen = false
  private var waiters: [CheckedContinuation<Void, Never>] = []

  func wait() async {
    if isOpen { return }
    await withCheckedContinuation { waiters.append($0) }
  }

  func open() {
    isOpen = true
    for waiter in waiters { waiter.resume() }
    waiters = []
  }
}
