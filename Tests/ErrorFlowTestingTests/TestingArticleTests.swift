import ErrorFlowTesting
import ReactiveCore
import XCTest

// The code of the DocC article Testing.md, compiled and run so the article stays true.

private enum GreetingError: Error, Equatable {
  case emptyName
}

private final class GreetingViewModel {
  let data: Observable<String>
  let errors: Observable<GreetingError>

  private let dataSubject = PublishSubject<String>()
  private let errorSubject = PublishSubject<GreetingError>()
  private let disposeBag = DisposeBag()

  init(names: Observable<String>) {
    data = dataSubject.asObservable()
    errors = errorSubject.asObservable()
    names
      .subscribe(onNext: { [dataSubject, errorSubject] name in
        if name.isEmpty {
          errorSubject.onNext(.emptyName)
        } else {
          dataSubject.onNext("Hello, \(name)!")
        }
      })
      .disposed(by: disposeBag)
  }
}

final class TestingArticleTests: TestingTestCase {
  func testGreetsNamesAndReportsEmptyOnes() {
    let scheduler = TestScheduler(initialClock: 0)
    let names = scheduler.createHotObservable([
      .next(210, "Ada"), .next(220, ""), .next(230, "Grace"),
    ])
    let data = scheduler.createObserver(String.self)
    let errors = scheduler.createObserver(GreetingError.self)
    do {
      let viewModel = GreetingViewModel(names: names.asObservable())
      let disposeBag = DisposeBag()
      scheduler.scheduleAt(200) {
        viewModel.data.subscribe(data).disposed(by: disposeBag)
        viewModel.errors.subscribe(errors).disposed(by: disposeBag)
      }

      scheduler.advanceTo(215)
      XCTAssertEqual(data.events, [.next(210, "Hello, Ada!")])
      scheduler.start()
    }

    XCTAssertEqual(data.events, [.next(210, "Hello, Ada!"), .next(230, "Hello, Grace!")])
    XCTAssertEqual(errors.events, [.next(220, .emptyName)])
    XCTAssertEqual(errors.events.map(\.description), ["next(emptyName) @ 220"])
    XCTAssertEqual(names.subscriptions, [Subscription(0, 230)])
  }
}
