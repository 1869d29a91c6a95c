import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableCreateTests: CoreTestCase {
  func testDeliversWhatTheSubscribeClosureSends() {
    let observable = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onNext(2)
      observer.onCompleted()
      return Disposables.create()
    }
    var events: [Event<Int>] = []
    let subscription = observable.subscribe { events.append($0) }
    XCTAssertEqual(events, [.next(1), .next(2), .completed])
    subscription.dispose()
  }

  func testEachSubscriptionRunsTheClosureAgain() {
    var runs = 0
    let observable = Observable<Int>.create { observer in
      runs += 1
      observer.onNext(runs)
      return Disposables.create()
    }
    var values: [Int] = []
    let first = observable.subscribe(onNext: { values.append($0) })
    let second = observable.subscribe(onNext: { values.append($0) })
    XCTAssertEqual(values, [1, 2])
    first.dispose()
    second.dispose()
  }

  // Contract 1: nothing is delivered after completed.
  func testEventsAfterCompletedAreDropped() {
    let observable = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onCompleted()
      observer.onNext(2)
      observer.onError(testError)
      observer.onCompleted()
      return Disposables.create()
    }
    var events: [Event<Int>] = []
    let subscription = observable.subscribe { events.append($0) }
    XCTAssertEqual(events, [.next(1), .completed])
    subscription.dispose()
  }

  // Contract 1: nothing is delivered after an error.
  func testEventsAfterErrorAreDropped() {
    var captured: AnyObserver<Int>?
    let observable = Observable<Int>.create { observer in
      captured = observer
      return Disposables.create()
    }
    var events: [Event<Int>] = []
    let subscription = observable.subscribe { events.append($0) }
    captured?.onNext(1)
    captured?.onError(testError)
    captured?.onNext(2)
    captured?.onCompleted()
    captured?.onError(testError2)
    XCTAssertEqual(events, [.next(1), .error(testError)])
    subscription.dispose()
    captured = nil
  }

  func testItsDisposableRunsOnceOnCompletion() {
    var disposals = 0
    var captured: AnyObserver<Int>?
    let observable = Observable<Int>.create { observer in
      captured = observer
      return Disposables.create { disposals += 1 }
    }
    let subscription = observable.subscribe()
    XCTAssertEqual(disposals, 0)
    captured?.onCompleted()
    XCTAssertEqual(disposals, 1)
    subscription.dispose()
    XCTAssertEqual(disposals, 1)
    captured = nil
  }

  func testItsDisposableRunsOnceOnError() {
    var disposals = 0
    var captured: AnyObserver<Int>?
    let observable = Observable<Int>.create { observer in
      captured = observer
      return Disposables.create { disposals += 1 }
    }
    let subscription = observable.subscribe(onError: { _ in })
    captured?.onError(testError)
    XCTAssertEqual(disposals, 1)
    subscription.dispose()
    XCTAssertEqual(disposals, 1)
    captured = nil
  }

  func testItsDisposableRunsOnceOnDispose() {
    var disposals = 0
    let observable = Observable<Int>.create { _ in
      Disposables.create { disposals += 1 }
    }
    let subscription = observable.subscribe()
    XCTAssertEqual(disposals, 0)
    subscription.dispose()
    XCTAssertEqual(disposals, 1)
    subscription.dispose()
    XCTAssertEqual(disposals, 1)
  }

  func testItsDisposableRunsOnceWhenCompletedSynchronously() {
    var disposals = 0
    let observable = Observable<Int>.create { observer in
      observer.onCompleted()
      return Disposables.create { disposals += 1 }
    }
    let subscription = observable.subscribe()
    XCTAssertEqual(disposals, 1)
    subscription.dispose()
    XCTAssertEqual(disposals, 1)
  }

  // Contract 4: nothing sent after dispose() returns is delivered.
  func testNothingIsDeliveredAfterDispose() {
    var captured: AnyObserver<Int>?
    let observable = Observable<Int>.create { observer in
      captured = observer
      return Disposables.create()
    }
    var events: [Event<Int>] = []
    let subscription = observable.subscribe { events.append($0) }
    captured?.onNext(1)
    subscription.dispose()
    captured?.onNext(2)
    captured?.onCompleted()
    XCTAssertEqual(events, [.next(1)])
    captured = nil
  }
}
