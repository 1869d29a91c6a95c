import ErrorFlow
import ErrorFlowTesting
import Foundation
import XCTest

// The examples of StreamRecorder.swift, StreamRecorder+Waiting.swift and
// ObservableConvertibleType+AsyncTesting.swift, as tests (.ci/doc-comment-tests checks each
// appears here verbatim).

/// The app's own error type, as a view model's error output carries it.
private struct MyAppError: Error {
  var errorDescription: String? { "데이터 접근에 실패했습니다." }
}

private enum LoadState: Equatable, Sendable { case idle, loading, loaded }

/// A view model in the input/output style: each `.viewDidLoad` starts a `Task` of its own,
/// which fails.
private final class ViewModel: Sendable {
  enum Input: Sendable { case viewDidLoad }
  struct Output: Sendable { let error: Observable<MyAppError> }

  let input = PublishSubject<Input>()
  let output: Output
  private let subscription: Disposable

  init() {
    let errors = PublishSubject<MyAppError>()
    output = Output(error: errors.asObservable())
    subscription = input.subscribe(onNext: { _ in
      Task { errors.onNext(MyAppError()) }
    })
  }

  deinit { subscription.dispose() }
}

/// A screen with a title, a state and uploads.
private final class InboxScreen: Sendable {
  struct Output: Sendable { let error: Observable<MyAppError> }

  let input = PublishSubject<ViewModel.Input>()
  let output = Output(error: .never())
  private let titleRelay = BehaviorRelay(value: "Inbox")
  private let stateRelay = BehaviorRelay(value: LoadState.idle)

  var titles: Driver<String> { titleRelay.asDriver() }
  var title: Observable<String> { titleRelay.asObservable() }
  var state: Observable<LoadState> { stateRelay.asObservable() }

  func received() { titleRelay.accept("Inbox (1)") }

  func refresh() {
    let state = stateRelay
    Task {
      state.accept(.loading)
      state.accept(.loaded)
    }
  }
}

private enum SyncState: Equatable, Sendable { case started }
private enum SyncError: Error, Equatable { case offline }

private struct SyncService {
  func sync() -> Observable<SyncState> {
    Observable.just(.started).concat(Observable.error(SyncError.offline))
  }
}

final class StreamRecorderDocCommentTests: XCTestCase {
  @MainActor
  func testEveryRequestShowsItsError() async throws {
    let viewModel = ViewModel()
    let errors = StreamRecorder(viewModel.output.error)

    viewModel.input.onNext(.viewDidLoad)
    viewModel.input.onNext(.viewDidLoad)

    let shown = try await errors.next(2, timeout: .seconds(5))
    XCTAssertEqual(shown.map(\.errorDescription), ["데이터 접근에 실패했습니다.", "데이터 접근에 실패했습니다."])
  }

  @MainActor
  func testRecordingEveryKindOfStream() async throws {
    let scheduler = TestScheduler(initialClock: 0)
    let viewModel = InboxScreen()
    let titles = StreamRecorder(viewModel.titles)  // a Driver<String>
    let errors = StreamRecorder(viewModel.output.error)  // Observable<MyAppError>
    let times = StreamRecorder(viewModel.state, scheduler: scheduler)
    XCTAssertEqual(titles.events, [.next("Inbox")])  // no .completed: a Driver never ends
    viewModel.received()
    XCTAssertEqual(titles.values, ["Inbox", "Inbox (1)"])
    XCTAssertEqual(times.recordedEvents, [.next(0, .idle)])
    XCTAssertFalse(errors.isTerminated)
    errors.removeAll()
    errors.dispose()
    titles.dispose()
    times.dispose()
  }

  func testRecordingWithVirtualTimes() {
    let scheduler = TestScheduler(initialClock: 0)
    let names = scheduler.createHotObservable([.next(210, "Ada"), .next(230, "Grace")])
    let viewModel = (title: names.asObservable(), ())
    let titles = StreamRecorder(viewModel.title, scheduler: scheduler)
    scheduler.start()
    XCTAssertEqual(titles.recordedEvents, [.next(210, "Ada"), .next(230, "Grace")])
  }

  @MainActor
  func testAwaitingTheNextValues() async throws {
    let viewModel = ViewModel()
    let errors = StreamRecorder(viewModel.output.error)
    viewModel.input.onNext(.viewDidLoad)  // the view model starts a Task of its own
    let error = try await errors.next()
    XCTAssertEqual(error.errorDescription, "데이터 접근에 실패했습니다.")
    XCTAssertEqual(errors.pendingValues.count, 0)
    for _ in 0..<3 { viewModel.input.onNext(.viewDidLoad) }
    let shown = try await errors.next(3, timeout: .seconds(5))
    XCTAssertEqual(shown.count, 3)
    viewModel.input.onNext(.viewDidLoad)
    _ = try await errors.next()
    XCTAssertEqual(errors.pendingValues.count, 0)  // nothing arrived after it
  }

  @MainActor
  func testAwaitingAState() async throws {
    let viewModel = InboxScreen()
    let state = StreamRecorder(viewModel.state)
    viewModel.refresh()
    let states = try await state.next(until: { $0 == .loaded })
    XCTAssertEqual(states.last, .loaded)
    XCTAssertEqual(states, [.idle, .loading, .loaded])
  }

  func testAwaitingTheEnd() async throws {
    let uploads = StreamRecorder(Observable.of(1, 2))
    let ended = try await uploads.completion(timeout: .seconds(1))
    guard case .completed(let values) = ended else { return XCTFail("\(ended)") }
    XCTAssertEqual(values, [1, 2])
  }

  @MainActor
  func testTheFirstValueOfAStream() async throws {
    let viewModel = InboxScreen()
    viewModel.refresh()
    let title = try await viewModel.title.firstValue(timeout: .seconds(1))
    XCTAssertEqual(title, "Inbox")
  }

  func testValuesAndCollect() async throws {
    let viewModel = (state: Observable.of(LoadState.idle, .loading, .loaded), ())
    do {
      let states = try await viewModel.state.values(count: 3, timeout: .seconds(1))
      XCTAssertEqual(states, [.idle, .loading, .loaded])
    }
    do {
      let states = try await viewModel.state.collect(until: { $0 == .loaded }, timeout: .seconds(1))
      XCTAssertEqual(states.last, .loaded)
    }
  }

  func testHowAStreamEnded() async throws {
    let service = SyncService()
    let result = try await service.sync().completion(timeout: .seconds(1))
    guard case .failed(let values, let error) = result else { return XCTFail("\(result)") }
    XCTAssertEqual(values, [.started])
    XCTAssertEqual(error as? SyncError, .offline)
  }
}
