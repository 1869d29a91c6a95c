import CoreTestSupport
import ErrorFlowRxCompat
// This file is RxSwift/RxCocoa/RxTest code. The lines changed from the original are the
// imports: `import RxSwift`, `import RxCocoa` and `import RxRelay` became
// `import ReactiveCore` (apps write `import ErrorFlow`, which re-exports it), and
// `import RxTest` became `import ErrorFlowTesting`; and what Swift 6 mode rejects, because a
// closure would touch state on a thread that does not own it (issue 27):
// 1. `LoginAPI` is `Sendable` (`users` a `let`): `create` and `flatMapLatest` call it from
//    whatever thread subscribes.
// 2. `CounterViewModel` (`@MainActor`) binds `resets` after `observe(on: MainScheduler.instance)`,
//    whose `bind(with:)` runs on the main actor, and keeps its running total in `scan` rather
//    than in a property its `map` closure (which may run on any thread) mutated.
// 3. `LoginScreen` is `@MainActor`, as UIKit's views are, so its `Binder`s apply on the main
//    actor; the test that uses it is `@MainActor`, and drives `attempts` with the screen as the
//    owner (an owner must be `Sendable`; the test case is not); it is `async`, as a main-actor
//    test must be for Linux's XCTest, which runs a synchronous test as a nonisolated function.
import ErrorFlowTesting
import ReactiveCore
import XCTest

// MARK: - The view model, as written for RxSwift 6 / RxCocoa

struct LoginError: Error {}

final class LoginAPI: Sendable {
  let users: [String: String] = ["ada": "lovelace"]

  func login(username: String, password: String) -> Observable<String> {
    Observable.create { observer in
      if self.users[username] == password {
        observer.onNext("Welcome, \(username)!")
        observer.onCompleted()
      } else {
        observer.onError(LoginError())
      }
      return Disposables.create()
    }
  }
}

final class LoginViewModel {
  // Inputs
  let username = BehaviorRelay<String>(value: "")
  let password = BehaviorRelay<String>(value: "")
  let loginTaps = PublishRelay<Void>()

  // Outputs
  let isLoginEnabled: Driver<Bool>
  let greeting: Driver<String>
  let failures: Signal<String>
  let attempts: Driver<Int>

  private let attemptCount = BehaviorRelay<Int>(value: 0)
  private let failureRelay = PublishRelay<String>()
  private let disposeBag = DisposeBag()

  init(api: LoginAPI) {
    isLoginEnabled = Observable.combineLatest(username, password)
      .map { username, password in !username.isEmpty && password.count >= 6 }
      .distinctUntilChanged()
      .asDriver(onErrorJustReturn: false)

    let credentials = Observable.combineLatest(username, password) { ($0, $1) }
    let failureRelay = self.failureRelay

    greeting =
      loginTaps
      .withLatestFrom(credentials)
      .flatMapLatest { username, password in
        api.login(username: username, password: password)
          .catch { _ in
            failureRelay.accept("Wrong password for \(username)")
            return .empty()
          }
      }
      .asDriver(onErrorJustReturn: "")
      .startWith("Please log in")

    failures = failureRelay.asSignal()
    attempts = attemptCount.asDriver()

    loginTaps
      .withLatestFrom(attemptCount)
      .map { $0 + 1 }
      .bind(to: attemptCount)
      .disposed(by: disposeBag)
  }
}

// MARK: - A view model marked @MainActor, with what Swift 6 then asks (change 2 above)

@MainActor
final class CounterViewModel {
  let increments = PublishRelay<Void>()
  let resets = PublishRelay<Void>()
  private let disposeBag = DisposeBag()

  init() {
    resets
      .observe(on: MainScheduler.instance)
      .bind(with: self) { viewModel, _ in viewModel.log("reset") }
      .disposed(by: disposeBag)
  }

  func countText() -> Driver<String> {
    Observable.merge(increments.map { 1 }, resets.map { 0 })
      .asDriver(onErrorJustReturn: 0)
      .scan(0) { total, step in step == 0 ? 0 : total + step }
      .map { total in "Count: \(total)" }
      .startWith("Count: 0")
  }

  private(set) var events: [String] = []

  private func log(_ event: String) {
    events.append(event)
  }
}

// MARK: - A view, as written with RxCocoa's Binder

@MainActor
final class LoginScreen {
  private(set) var greetingText = ""
  private(set) var loginButtonEnabled = false

  var greeting: Binder<String> {
    Binder(self) { screen, text in screen.greetingText = text }
  }

  var isLoginEnabled: Binder<Bool> {
    Binder(self) { screen, enabled in screen.loginButtonEnabled = enabled }
  }
}

// MARK: - Tests, as written with RxTest

final class RxCocoaCompatibilityTests: CoreTestCase {
  func testViewModelWithTestScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let viewModel = SharingScheduler.mock(scheduler: scheduler) {
      LoginViewModel(api: LoginAPI())
    }
    let enabled = scheduler.createObserver(Bool.self)
    let greeting = scheduler.createObserver(String.self)
    let failures = scheduler.createObserver(String.self)
    let attempts = scheduler.createObserver(Int.self)
    let disposeBag = DisposeBag()

    scheduler.scheduleAt(100) {
      viewModel.isLoginEnabled.drive(enabled).disposed(by: disposeBag)
      viewModel.greeting.drive(greeting).disposed(by: disposeBag)
      viewModel.failures.emit(to: failures).disposed(by: disposeBag)
      viewModel.attempts.drive(attempts).disposed(by: disposeBag)
    }
    scheduler.scheduleAt(200) { viewModel.username.accept("ada") }
    scheduler.scheduleAt(300) { viewModel.password.accept("wrong-password") }
    scheduler.scheduleAt(400) { viewModel.loginTaps.accept(()) }
    scheduler.scheduleAt(500) { viewModel.password.accept("lovelace") }
    scheduler.scheduleAt(600) { viewModel.loginTaps.accept(()) }
    scheduler.start()

    XCTAssertEqual(enabled.events, [.next(101, false), .next(301, true)])
    XCTAssertEqual(greeting.events, [.next(100, "Please log in"), .next(601, "Welcome, ada!")])
    XCTAssertEqual(failures.events, [.next(401, "Wrong password for ada")])
    XCTAssertEqual(attempts.events, [.next(101, 0), .next(401, 1), .next(601, 2)])
  }

  @MainActor
  func testViewModelOnTheMainScheduler() async {
    // The test runs on the main thread, so MainScheduler delivers synchronously, as in an app.
    let viewModel = LoginViewModel(api: LoginAPI())
    let disposeBag = DisposeBag()
    let screen = LoginScreen()
    var log: [String] = []
    let enabledRelay = BehaviorRelay<Bool>(value: false)

    viewModel.isLoginEnabled.drive(enabledRelay).disposed(by: disposeBag)
    viewModel.greeting
      .drive(onNext: { log.append("greeting: \($0)") })
      .disposed(by: disposeBag)
    viewModel.failures
      .emit(onNext: { log.append("failure: \($0)") })
      .disposed(by: disposeBag)
    viewModel.attempts
      .drive(with: screen, onNext: { _, count in log.append("attempts: \(count)") })
      .disposed(by: disposeBag)

    viewModel.greeting.drive(screen.greeting).disposed(by: disposeBag)
    viewModel.isLoginEnabled.drive(screen.isLoginEnabled).disposed(by: disposeBag)
    XCTAssertEqual(screen.greetingText, "Please log in")
    XCTAssertFalse(screen.loginButtonEnabled)

    viewModel.username.accept("ada")
    viewModel.password.accept("nope-nope")
    XCTAssertTrue(screen.loginButtonEnabled)
    viewModel.loginTaps.accept(())
    XCTAssertTrue(enabledRelay.value)
    viewModel.password.accept("lovelace")
    viewModel.loginTaps.accept(())

    XCTAssertEqual(
      log,
      [
        "greeting: Please log in",
        "attempts: 0",
        "attempts: 1",
        "failure: Wrong password for ada",
        "attempts: 2",
        "greeting: Welcome, ada!",
      ])
    XCTAssertEqual(screen.greetingText, "Welcome, ada!")
  }

  @MainActor
  func testMainActorViewModelOnTheMainScheduler() {
    let viewModel = CounterViewModel()
    let disposeBag = DisposeBag()
    var texts: [String] = []
    viewModel.countText().drive(onNext: { texts.append($0) }).disposed(by: disposeBag)
    viewModel.increments.accept(())
    viewModel.increments.accept(())
    viewModel.resets.accept(())
    viewModel.increments.accept(())
    XCTAssertEqual(texts, ["Count: 0", "Count: 1", "Count: 2", "Count: 0", "Count: 1"])
    XCTAssertEqual(viewModel.events, ["reset"])
  }
}
