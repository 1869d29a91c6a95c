import ErrorFlow
import ErrorFlowTesting
import Foundation
import XCTest

/// Post 001's code (Post001Code.swift, Post001BeforeCode.swift), verbatim but for the import,
/// behaves as the post says: the view controller subscribes once to `output.error` and shows
/// every alert with the error's own title and message; the data stream never ends; before the
/// change, `onError` ended the data stream at the first error.
final class Post001Tests: XCTestCase {
  @MainActor
  func testOneSubscriptionShowsAnAlertForEveryRequest() async {
    let viewController = ViewController()
    let presented = expectation(description: "two alerts")
    presented.expectedFulfillmentCount = 2
    var onMainThread: [Bool] = []
    viewController.onPresent = { _ in
      onMainThread.append(Thread.isMainThread)
      presented.fulfill()
    }

    viewController.viewModel.input.onNext(.viewDidLoad)
    viewController.viewModel.input.onNext(.viewDidLoad)
    await fulfillment(of: [presented], timeout: 5)

    // The repository wraps the first failure (CoreData) as `AppError.coreData`.
    XCTAssertEqual(viewController.presented.map(\.title), ["저장소 에러", "저장소 에러"])
    XCTAssertEqual(
      viewController.presented.map(\.message), ["데이터 접근에 실패했습니다.", "데이터 접근에 실패했습니다."])
    XCTAssertEqual(viewController.presented.map(\.preferredStyle), [.alert, .alert])
    XCTAssertEqual(viewController.presented.map { $0.actions.map(\.title) }, [["확인"], ["확인"]])
    XCTAssertEqual(onMainThread, [true, true], "observe(on: MainScheduler.asyncInstance)")
  }

  @MainActor
  func testTheDataStreamNeverEndsAndTheErrorStreamKeepsDelivering() async {
    let viewModel = ViewModel()
    let data = TestScheduler(initialClock: 0).createObserver(String.self)
    let dataSubscription = viewModel.output.data.subscribe(data)
    let arrived = expectation(description: "three errors")
    arrived.expectedFulfillmentCount = 3
    let errors = ErrorStreamProbe(viewModel.output.error, fulfilling: arrived)

    for _ in 0..<3 { viewModel.input.onNext(.viewDidLoad) }
    await fulfillment(of: [arrived], timeout: 5)

    XCTAssertEqual(data.events.count, 0, "no value and, above all, no error or completion")
    XCTAssertEqual(errors.terminated, false, "the error stream never terminates")
    XCTAssertEqual(errors.messages, Array(repeating: "데이터 접근에 실패했습니다.", count: 3))
    dataSubscription.dispose()
    errors.dispose()
  }

  func testThePostsErrorsSpeakForThemselves() {
    // `error.localizedDescription` is the post's `errorDescription`, also on Linux.
    let coreData = AppError.coreData(CoreDataError.entityNotFound("entityNotFound"))
    XCTAssertEqual(coreData.localizedDescription, "데이터 접근에 실패했습니다.")
    XCTAssertEqual(
      coreData.debugDescription, "entityNotFound: \("entityNotFound".localizedDescription)")
    XCTAssertEqual(coreData.alertTitle, "저장소 에러")

    let network = AppError.network(NetworkError.invalidURL("invalidURL"))
    XCTAssertEqual(network.localizedDescription, "유효하지 않은 URL입니다.")
    XCTAssertEqual(network.alertTitle, "네트워크 에러")

    let unknown = AppError.unknown(CancellationError())
    XCTAssertEqual(unknown.localizedDescription, "알 수 없는 에러가 발생했습니다.")
    XCTAssertEqual(unknown.alertTitle, "알 수 없는 에러")
  }

  func testErrorFlowReadsThePostsOwnErrorsAsDomainErrors() {
    // The post's types adopt nothing of ErrorFlow's: a LocalizedError with a message is a
    // domain error showing it (ErrorFlow.AppError, not the post's AppError of this module).
    let coreData = ErrorFlow.AppError(
      AppError.coreData(CoreDataError.entityNotFound("entityNotFound")), context: .action)
    XCTAssertNotNil(coreData.domainError)
    XCTAssertEqual(coreData.userMessage, "데이터 접근에 실패했습니다.")
    XCTAssertEqual(coreData.level, .notifyUser)
    XCTAssertEqual(
      PresentationPolicy.standard().presentation(for: coreData),
      .toast(message: "데이터 접근에 실패했습니다."))

    // The post's `unknown` has a message of its own, so it is shown, not replaced.
    let unknown = ErrorFlow.AppError(AppError.unknown(CancellationError()), context: .action)
    XCTAssertEqual(unknown.userMessage, "알 수 없는 에러가 발생했습니다.")
  }

  @MainActor
  func testBeforeTheChangeTheFirstErrorEndsTheDataStream() async {
    let viewController = BeforeViewController()
    let presented = expectation(description: "one alert")
    viewController.onPresent = { _ in presented.fulfill() }

    viewController.viewModel.input.onNext(.viewDidLoad)
    await fulfillment(of: [presented], timeout: 5)

    XCTAssertEqual(viewController.presented.map(\.title), ["에러"])
    XCTAssertEqual(viewController.presented.map(\.message), ["데이터 접근에 실패했습니다."])
    // The subject has terminated: a new subscriber gets the error at once, so no later
    // request can reach the screen ("재요청 불가").
    let late = TestScheduler(initialClock: 0).createObserver(String.self)
    let subscription = viewController.viewModel.output.data.subscribe(late)
    XCTAssertEqual(late.events.count, 1)
    XCTAssertNotNil(late.events.first?.value.error)
    subscription.dispose()
  }
}

/// Records an `Observable` of the post's `AppError` from any thread, fulfilling `arrived` once
/// per error so a test awaits them without sleeping.
private final class ErrorStreamProbe: @unchecked Sendable {
  private let lock = NSLock()
  private var received: [AppError] = []
  private var ended = false
  private let arrived: XCTestExpectation
  private let subscription: Disposable

  init(_ errors: Observable<AppError>, fulfilling arrived: XCTestExpectation) {
    self.arrived = arrived
    let disposable = SingleAssignmentDisposable()
    subscription = disposable
    disposable.setDisposable(
      errors.subscribe(
        onNext: { [weak self] error in self?.append(error) },
        onError: { [weak self] _ in self?.end() },
        onCompleted: { [weak self] in self?.end() }))
  }

  var messages: [String?] { lock.withLock { received.map(\.errorDescription) } }
  var terminated: Bool { lock.withLock { ended } }

  func dispose() { subscription.dispose() }

  private func append(_ error: AppError) {
    lock.withLock { received.append(error) }
    arrived.fulfill()
  }

  private func end() { lock.withLock { ended = true } }
}
