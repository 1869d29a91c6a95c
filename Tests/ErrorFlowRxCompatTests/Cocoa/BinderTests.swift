import CoreTestSupport
import ErrorFlowRxCompat
import ErrorFlowTesting
import ReactiveCore
import XCTest

/// A target for binders: its bindings are `@Sendable`, so what it shows sits behind a lock.
private final class Label: Sendable {
  let texts = Locked<[String]>([])
}

private final class HookLog: @unchecked Sendable {
  private let lock = Lock()
  private var entries: [String] = []
  var recorded: [String] { lock.withLock { entries } }
  func record(_ error: Error) { lock.withLock { entries.append("\(error)") } }
}

final class BinderTests: CoreTestCase {
  private var savedHandler: Hooks.DefaultErrorHandler?
  private let hookLog = HookLog()

  override func setUp() {
    super.setUp()
    savedHandler = Hooks.defaultErrorHandler
    let hookLog = hookLog
    Hooks.defaultErrorHandler = { hookLog.record($1) }
  }

  override func tearDown() {
    if let savedHandler { Hooks.defaultErrorHandler = savedHandler }
    super.tearDown()
  }

  func testBinderAppliesValuesOnItsSchedulerAndIgnoresCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let label = Label()
    let binder = Binder<String>(label, scheduler: scheduler) { label, text in
      label.texts.append("\(text) @ \(scheduler.clock)")
    }
    let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(230)])
    var subscription: Disposable?
    scheduler.scheduleAt(200) { subscription = xs.bind(to: binder) }
    scheduler.scheduleAt(300) { subscription?.dispose() }
    scheduler.start()
    XCTAssertEqual(label.texts.value, ["a @ 211", "b @ 221"])
    XCTAssertEqual(hookLog.recorded, [])
  }

  func testBinderSendsAnErrorToTheDefaultHandlerWithoutCrashing() {
    let scheduler = TestScheduler(initialClock: 0)
    let label = Label()
    let binder = Binder(label, scheduler: scheduler) { label, text in label.texts.append(text) }
    binder.on(.error(testError))
    scheduler.start()
    XCTAssertEqual(label.texts.value, [])
    XCTAssertEqual(hookLog.recorded, ["TestError(1)"])
  }

  func testBinderHoldsItsTargetWeakly() {
    let scheduler = TestScheduler(initialClock: 0)
    weak var weakLabel: Label?
    let calls = Locked(0)
    let binder: Binder<String>
    do {
      let label = Label()
      weakLabel = label
      binder = Binder(label, scheduler: scheduler) { _, _ in calls.add(1) }
    }
    XCTAssertNil(weakLabel)
    binder.onNext("ignored")
    scheduler.start()
    XCTAssertEqual(calls.value, 0)
  }

  func testDriveAndEmitIntoABinder() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let label = Label()
    let binder = Binder(label, scheduler: scheduler) { label, text in label.texts.append(text) }
    let relay = BehaviorRelay<String>(value: "first")
    let signalSource = PublishRelay<String>()
    let (driver, signal) = SharingScheduler.mock(scheduler: scheduler) {
      (relay.asDriver(), signalSource.asSignal())
    }
    let bag = DisposeBag()
    scheduler.scheduleAt(200) {
      driver.drive(binder).disposed(by: bag)
      signal.emit(to: binder.asObserver()).disposed(by: bag)
    }
    scheduler.scheduleAt(210) { relay.accept("second") }
    scheduler.scheduleAt(220) { signalSource.accept("signal") }
    scheduler.start()
    XCTAssertEqual(label.texts.value, ["first", "second", "signal"])
  }
}
