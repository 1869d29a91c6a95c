import ErrorFlow
import ErrorFlowTestSupport
import ErrorFlowTesting
import Foundation
import XCTest

// Recipe "Relays in, drivers out, at exact virtual times".

enum LookupError: LocalizedError {
  case notFound
  var errorDescription: String? { "No such user." }
}

final class UserLookupViewModel {
  let query = PublishRelay<String>()
  let name: Driver<String>
  let errorMessage: Signal<String>

  init(scheduler: SchedulerType, lookUp: @escaping @Sendable (String) -> Observable<String>) {
    let tracker = ErrorTracker()
    let typed = query.debounce(.milliseconds(300), scheduler: scheduler)
    name = typed.flatMapLatest { text in lookUp(text).trackError(tracker, context: .action) }
      .asDriver(onErrorJustReturn: "")
    errorMessage = tracker.errors.map { $0.userMessage ?? "" }.asSignal(onErrorJustReturn: "")
  }
}

final class UserLookupViewModelTests: XCTestCase {
  func testLooksUpAfterAPauseAndAFailureLeavesTheNameAlive() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    withErrorExpectations { errors in
      SharingScheduler.mock(scheduler: scheduler) {
        let viewModel = UserLookupViewModel(scheduler: scheduler) { text in
          text == "nobody" ? .error(LookupError.notFound) : .just(text.capitalized)
        }
        let names = StreamRecorder(viewModel.name, scheduler: scheduler)
        let messages = StreamRecorder(viewModel.errorMessage, scheduler: scheduler)
        let typing = scheduler.createHotObservable([
          .next(100, "a"), .next(200, "ada"), .next(600, "nobody"), .next(1_000, "grace"),
        ])
        let subscription = typing.bind(to: viewModel.query)

        scheduler.start()

        XCTAssertEqual(names.recordedEvents, [.next(501, "Ada"), .next(1_301, "Grace")])
        XCTAssertEqual(messages.recordedEvents, [.next(901, "No such user.")])
        errors.expectError("No such user.", context: .action)
        subscription.dispose()
      }
    }
  }
}
