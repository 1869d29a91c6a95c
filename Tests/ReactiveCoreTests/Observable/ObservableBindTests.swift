import CoreTestSupport
import ReactiveCore
import XCTest

/// Collects errors sent to `Hooks.defaultErrorHandler` while a test runs.
private final class HookErrors: @unchecked Sendable {
  private let lock = Lock()
  private var errors: [String] = []

  var recorded: [String] { lock.withLock { errors } }

  func record(_ error: Error) {
    lock.withLock { errors.append("\(error)") }
  }
}

/// A `bind(with:)` owner must be `Sendable`: its values are locked, as an app's would be.
private final class Owner: Sendable {
  let values = Locked<[Int]>([])
}

final class ObservableBindTests: CoreTestCase {
  private var savedHandler: Hooks.DefaultErrorHandler?
  private let hookErrors = HookErrors()

  override func setUp() {
    super.setUp()
    savedHandler = Hooks.defaultErrorHandler
    let hookErrors = hookErrors
    Hooks.defaultErrorHandler = { hookErrors.record($1) }
  }

  override func tearDown() {
    if let savedHandler { Hooks.defaultErrorHandler = savedHandler }
    super.tearDown()
  }

  func testBindToObserversSendsEveryEventToEachInOrder() {
    let source = PublishSubject<Int>()
    let first = SyncedRecorder<Int>()
    let second = SyncedRecorder<Int>()
    let subscription = source.bind(to: first.observer, second.observer)
    source.onNext(1)
    source.onNext(2)
    source.onCompleted()
    subscription.dispose()
    XCTAssertEqual(first.events, ["next(1)", "next(2)", "completed"])
    XCTAssertEqual(second.events, ["next(1)", "next(2)", "completed"])
  }

  func testBindToObserversForwardsAnErrorToThemAsRxCocoaDoes() {
    let source = PublishSubject<Int>()
    let target = SyncedRecorder<Int>()
    let subscription = source.bind(to: target.observer)
    source.onNext(1)
    source.onError(testError)
    subscription.dispose()
    XCTAssertEqual(target.events, ["next(1)", "error(TestError(1))"])
    XCTAssertEqual(hookErrors.recorded, [])
  }

  func testBindToASubjectFeedsItsSubscribers() {
    let source = PublishSubject<Int>()
    let target = PublishSubject<Int>()
    let recorder = SyncedRecorder<Int>()
    let bag = DisposeBag()
    target.subscribe(recorder.observer).disposed(by: bag)
    source.bind(to: target).disposed(by: bag)
    source.onNext(5)
    XCTAssertEqual(recorder.events, ["next(5)"])
  }

  func testBindToOptionalObserversWrapsEachValue() {
    let source = PublishSubject<Int>()
    let target = SyncedRecorder<Int?>()
    let subscription = source.bind(to: target.observer)
    source.onNext(1)
    source.onCompleted()
    subscription.dispose()
    XCTAssertEqual(target.events, ["next(Optional(1))", "completed"])
  }

  func testBindToDisposeStopsDelivery() {
    // Contract 4: nothing after dispose returns.
    let source = PublishSubject<Int>()
    let target = SyncedRecorder<Int>()
    let subscription = source.bind(to: target.observer)
    source.onNext(1)
    subscription.dispose()
    source.onNext(2)
    XCTAssertEqual(target.events, ["next(1)"])
    XCTAssertFalse(source.hasObservers)
  }

  func testBindToABinderFunctionReturnsItsResult() {
    let source = PublishSubject<Int>()
    let label = source.bind(to: { (observable: PublishSubject<Int>) in
      "bound \(type(of: observable))"
    })
    XCTAssertEqual(label, "bound PublishSubject<Int>")
  }

  func testBindToACurriedBinderPassesTheArgument() {
    let source = PublishSubject<Int>()
    let target = SyncedRecorder<Int>()
    func binder(_ observable: PublishSubject<Int>) -> (String) -> Disposable {
      { prefix in observable.subscribe(onNext: { target.record("\(prefix)\($0)") }) }
    }
    let subscription = source.bind(to: binder, curriedArgument: "value ")
    source.onNext(3)
    subscription.dispose()
    XCTAssertEqual(target.events, ["value 3"])
  }

  func testBindOnNextReceivesEachValue() {
    let source = PublishSubject<Int>()
    let received = Locked<[Int]>([])
    let subscription = source.bind(onNext: { received.append($0) })
    source.onNext(1)
    source.onNext(2)
    source.onCompleted()
    source.onNext(3)
    subscription.dispose()
    XCTAssertEqual(received.value, [1, 2])
  }

  func testBindOnNextSendsAnErrorToTheDefaultHandlerWithoutCrashing() {
    let source = PublishSubject<Int>()
    let received = Locked<[Int]>([])
    let subscription = source.bind(onNext: { received.append($0) })
    source.onNext(1)
    source.onError(testError)
    subscription.dispose()
    XCTAssertEqual(received.value, [1])
    XCTAssertEqual(hookErrors.recorded, ["TestError(1)"])
  }

  func testBindWithPassesTheObjectAndEachValue() {
    let source = PublishSubject<Int>()
    let owner = Owner()
    let subscription = source.bind(with: owner) { owner, value in owner.values.append(value) }
    source.onNext(1)
    source.onNext(2)
    subscription.dispose()
    XCTAssertEqual(owner.values.value, [1, 2])
  }

  func testBindWithHoldsTheObjectWeakly() {
    let source = PublishSubject<Int>()
    let calls = Locked(0)
    weak var weakOwner: Owner?
    var subscription: Disposable?
    do {
      let owner = Owner()
      weakOwner = owner
      subscription = source.bind(with: owner) { _, _ in calls.add(1) }
      source.onNext(1)
    }
    XCTAssertNil(weakOwner)
    source.onNext(2)
    subscription?.dispose()
    XCTAssertEqual(calls.value, 1)
  }

  func testBindWithSendsAnErrorToTheDefaultHandlerEvenAfterTheObjectIsGone() {
    let source = PublishSubject<Int>()
    weak var weakOwner: Owner?
    var subscription: Disposable?
    do {
      let owner = Owner()
      weakOwner = owner
      subscription = source.bind(with: owner) { _, _ in }
    }
    XCTAssertNil(weakOwner)
    source.onError(testError)
    subscription?.dispose()
    XCTAssertEqual(hookErrors.recorded, ["TestError(1)"])
  }
}
