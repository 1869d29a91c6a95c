import ErrorFlow
import ErrorFlowTesting
import XCTest

// "A view model", "Testing its outputs", "Time-based operators" and "Driving the clock by
// hand": a view model's outputs recorded in virtual time.

enum GreetingError: Error, Equatable {
  case emptyName
}

final class GreetingViewModel {
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

final class GreetingViewModelTests: XCTestCase {
  func testGreetsNamesAndReportsEmptyOnes() {
    let scheduler = TestScheduler(initialClock: 0)
    let names = scheduler.createHotObservable([
      .next(210, "Ada"), .next(220, ""), .next(230, "Grace"),
    ])
    let viewModel = GreetingViewModel(names: names.asObservable())
    let data = scheduler.createObserver(String.self)
    let errors = scheduler.createObserver(GreetingError.self)
    let disposeBag = DisposeBag()
    scheduler.scheduleAt(200) {
      viewModel.data.subscribe(data).disposed(by: disposeBag)
      viewModel.errors.subscribe(errors).disposed(by: disposeBag)
    }

    scheduler.start()

    XCTAssertEqual(data.events, [.next(210, "Hello, Ada!"), .next(230, "Hello, Grace!")])
    XCTAssertEqual(errors.events, [.next(220, .emptyName)])
  }
}

func assertEmptyNameReported(_ errors: TestableObserver<any Error>) {
  XCTAssertEqual(errors.events.map(\.description), ["next(emptyName) @ 220"])
}

extension GreetingViewModelTests {
  func testGreetsAdaBeforeTheEmptyName() {
    let scheduler = TestScheduler(initialClock: 0)
    let names = scheduler.createHotObservable([.next(210, "Ada"), .next(220, "")])
    let viewModel = GreetingViewModel(names: names.asObservable())
    let data = scheduler.createObserver(String.self)
    let subscription = viewModel.data.subscribe(data)

    scheduler.advanceTo(215)
    XCTAssertEqual(data.events, [.next(210, "Hello, Ada!")])
    scheduler.start()
    subscription.dispose()
  }
}

extension TestingArticleStatementsTests {
  // "Time-based operators"
  func testDebounceInVirtualTime() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let queries = scheduler.createHotObservable([
      .next(210, "a"), .next(300, "ab"), .next(650, "abc"),
    ])
    let res = scheduler.start {
      queries.debounce(.milliseconds(300), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(600, "ab"), .next(950, "abc")])
  }
}
