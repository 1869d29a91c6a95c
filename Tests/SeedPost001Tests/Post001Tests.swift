import ErrorFlow
import ErrorFlowTesting
import Foundation
import XCTest

/// Post 001's code (Post001Code.swift, Post001BeforeCode.swift), verbatim but for the import,
/// behaves as the post says: the view controller subscribes once to `output.error` and shows
/// every alert with the error's own title and message; the data stream never ends; before the
/// change, `onError` ended the data stream at the first error.
///
/// The tests record the post's streams with `StreamRecorder`, which records from the moment it
/// is made: the view model's `Task` is its own (started in the input handler, never returned),
/// and awaiting the recorder returns errors sent before the `await` as well as after it.
final class Post001Tests: XCTestCase {
  @MainActor
  func testOneSubscriptionShowsAnAlertForEveryRequest() async throws {
    let viewController = ViewController()
    let alerts = StreamRecorder(viewController.presentations)

    viewController.viewModel.input.onNext(.viewDidLoad)
    viewController.viewModel.input.onNext(.viewDidLoad)
    let presented = try await alerts.next(2)

    // The repository wraps the first failure (CoreData) as `AppError.coreData`.
    XCTAssertEqual(presented.map(\.title), ["저장소 에러", "저장소 에러"])
    XCTAssertEqual(presented.map(\.message), ["데이터 접근에 실패했습니다.", "데이터 접근에 실패했습니다."])
    XCTAssertEqual(presented.map(\.preferredStyle), [.alert, .alert])
    XCTAssertEqual(presented.map { $0.actions.map(\.title) }, [["확인"], ["확인"]])
    XCTAssertEqual(
      viewController.presentedOnMainThread, [true, true], "observe(on: MainScheduler.asyncInstance)"
    )
  }

  @MainActor
  func testTheDataStreamNeverEndsAndTheErrorStreamKeepsDelivering() async throws {
    let viewModel = ViewModel()
    let data = StreamRecorder(viewModel.output.data)
    let errors = StreamRecorder(viewModel.output.error)

    for _ in 0..<3 { viewModel.input.onNext(.viewDidLoad) }
    let shown = try await errors.next(3)

    XCTAssertEqual(shown.map(\.errorDescription), Array(repeating: "데이터 접근에 실패했습니다.", count: 3))
    XCTAssertEqual(data.events.count, 0, "no value and, above all, no error or completion")
    XCTAssertFalse(errors.isTerminated, "the error stream never terminates")
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
  func testBeforeTheChangeTheFirstErrorEndsTheDataStream() async throws {
    let viewController = BeforeViewController()
    let alerts = StreamRecorder(viewController.presentations)

    viewController.viewModel.input.onNext(.viewDidLoad)
    let alert = try await alerts.next()

    XCTAssertEqual(alert.title, "에러")
    XCTAssertEqual(alert.message, "데이터 접근에 실패했습니다.")
    // The subject has terminated: a new subscriber gets the error at once, so no later
    // request can reach the screen ("재요청 불가").
    let late = StreamRecorder(viewController.viewModel.output.data)
    XCTAssertEqual(late.events.count, 1)
    XCTAssertNotNil(late.events.first?.error)
  }
}
