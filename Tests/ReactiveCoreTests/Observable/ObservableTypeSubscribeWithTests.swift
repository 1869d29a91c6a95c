import CoreTestSupport
import ErrorFlowTesting
import FaultKit
import ReactiveCore
import XCTest

/// A `subscribe(with:)` owner must be `Sendable`: its log is locked, as an app's would be.
private final class Owner: Sendable {
  let log = Locked<[String]>([])
}

final class ObservableTypeSubscribeWithTests: HooksRestoringTestCase {
  func testPassesTheObjectToEveryHandler() {
    let owner = Owner()
    let subscription = Observable.from([1, 2]).subscribe(
      with: owner,
      onNext: { owner, value in owner.log.append("next \(value)") },
      onError: { owner, error in owner.log.append("error \(error)") },
      onCompleted: { owner in owner.log.append("completed") },
      onDisposed: { owner in owner.log.append("disposed") })
    XCTAssertEqual(owner.log.value, ["next 1", "next 2", "completed", "disposed"])
    subscription.dispose()
    XCTAssertEqual(owner.log.value, ["next 1", "next 2", "completed", "disposed"])
  }

  func testPassesErrorsToOnError() {
    let owner = Owner()
    let subscription = Observable<Int>.error(testError).subscribe(
      with: owner,
      onError: { owner, error in owner.log.append("error \(error)") },
      onDisposed: { owner in owner.log.append("disposed") })
    XCTAssertEqual(owner.log.value, ["error TestError(1)", "disposed"])
    subscription.dispose()
  }

  func testHoldsTheObjectWeaklyAndIgnoresEventsAfterItIsGone() {
    let subject = PublishSubject<Int>()
    let received = Locked<[Int]>([])
    let completions = Locked(0)
    let disposals = Locked(0)
    var owner: Owner? = Owner()
    weak let weakOwner = owner
    let subscription = subject.subscribe(
      with: owner ?? Owner(),
      onNext: { _, value in received.append(value) },
      onCompleted: { _ in completions.add(1) },
      onDisposed: { _ in disposals.add(1) })
    subject.onNext(1)
    owner = nil
    XCTAssertNil(weakOwner, "the subscription does not keep the object alive")
    subject.onNext(2)
    subject.onCompleted()
    XCTAssertEqual(received.value, [1])
    XCTAssertEqual(completions.value, 0)
    XCTAssertEqual(disposals.value, 0)
    subscription.dispose()
  }

  func testErrorWithoutOnErrorReachesTheHook() {
    let hooked = FoundationBox<[String]>([])
    Hooks.defaultErrorHandler = { hooked.append("\($1)") }
    let owner = Owner()
    let subscription = Observable<Int>.error(testError).subscribe(
      with: owner, onNext: { owner, value in owner.log.append("next \(value)") })
    XCTAssertEqual(hooked.value, ["TestError(1)"])
    XCTAssertEqual(owner.log.value, [])
    subscription.dispose()
  }

  func testErrorWithoutOnErrorReachesTheHookEvenAfterTheObjectIsGone() {
    let hooked = FoundationBox<[String]>([])
    Hooks.defaultErrorHandler = { hooked.append("\($1)") }
    let subject = PublishSubject<Int>()
    var owner: Owner? = Owner()
    let subscription = subject.subscribe(with: owner ?? Owner(), onNext: { _, _ in })
    owner = nil
    subject.onError(testError)
    XCTAssertEqual(hooked.value, ["TestError(1)"])
    subscription.dispose()
  }
}
