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
    let events = Locked<[Event<Int>]>([])
    let subscription = observable.subscribe { events.append($0) }
    XCTAssertEqual(events.value, [.next(1), .next(2), .completed])
    subscription.dispose()
  }

  func testEachSubscriptionRunsTheClosureAgain() {
    let runs = Locked(0)
    let observable = Observable<Int>.create { observer in
      let run = runs.withLock {
        $0 += 1
        return $0
      }
      observer.onNext(run)
      return Disposables.create()
    }
    let values = Locked<[Int]>([])
    let first = observable.subscribe(onNext: { values.append($0) })
    let second = observable.subscribe(onNext: { values.append($0) })
    XCTAssertEqual(values.value, [1, 2])
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
    let events = Locked<[Event<Int>]>([])
    let subscription = observable.subscribe { events.append($0) }
    XCTAssertEqual(events.value, [.next(1), .completed])
    subscription.dispose()
  }

  // Contract 1: nothing is delivered after an error.
  func testEventsAfterErrorAreDropped() {
    let captured = Locked<AnyObserver<Int>?>(nil)
    let observable = Observable<Int>.create { observer in
      captured.withLock { $0 = observer }
      return Disposables.create()
    }
    let events = Locked<[Event<Int>]>([])
    let subscription = observable.subscribe { events.append($0) }
    captured.value?.onNext(1)
    captured.value?.onError(testError)
    captured.value?.onNext(2)
    captured.value?.onCompleted()
    captured.value?.onError(testError2)
    XCTAssertEqual(events.value, [.next(1), .error(testError)])
    subscription.dispose()
    captured.withLock { $0 = nil }
  }

  func testItsDisposableRunsOnceOnCompletion() {
    let disposals = Locked(0)
    let captured = Locked<AnyObserver<Int>?>(nil)
    let observable = Observable<Int>.create { observer in
      captured.withLock { $0 = observer }
      return Disposables.create { disposals.add(1) }
    }
    let subscription = observable.subscribe()
    XCTAssertEqual(disposals.value, 0)
    captured.value?.onCompleted()
    XCTAssertEqual(disposals.value, 1)
    subscription.dispose()
    XCTAssertEqual(disposals.value, 1)
    captured.withLock { $0 = nil }
  }

  func testItsDisposableRunsOnceOnError() {
    let disposals = Locked(0)
    let captured = Locked<AnyObserver<Int>?>(nil)
    let observable = Observable<Int>.create { observer in
      captured.withLock { $0 = observer }
      return Disposables.create { disposals.add(1) }
    }
    let subscription = observable.subscribe(onError: { _ in })
    captured.value?.onError(testError)
    XCTAssertEqual(disposals.value, 1)
    subscription.dispose()
    XCTAssertEqual(disposals.value, 1)
    captured.withLock { $0 = nil }
  }

  func testItsDisposableRunsOnceOnDispose() {
    let disposals = Locked(0)
    let observable = Observable<Int>.create { _ in
      Disposables.create { disposals.add(1) }
    }
    let subscription = observable.subscribe()
    XCTAssertEqual(disposals.value, 0)
    subscription.dispose()
    XCTAssertEqual(disposals.value, 1)
    subscription.dispose()
    XCTAssertEqual(disposals.value, 1)
  }

  func testItsDisposableRunsOnceWhenCompletedSynchronously() {
    let disposals = Locked(0)
    let observable = Observable<Int>.create { observer in
      observer.onCompleted()
      return Disposables.create { disposals.add(1) }
    }
    let subscription = observable.subscribe()
    XCTAssertEqual(disposals.value, 1)
    subscription.dispose()
    XCTAssertEqual(disposals.value, 1)
  }

  // Contract 4: nothing sent after dispose() returns is delivered.
  func testNothingIsDeliveredAfterDispose() {
    let captured = Locked<AnyObserver<Int>?>(nil)
    let observable = Observable<Int>.create { observer in
      captured.withLock { $0 = observer }
      return Disposables.create()
    }
    let events = Locked<[Event<Int>]>([])
    let subscription = observable.subscribe { events.append($0) }
    captured.value?.onNext(1)
    subscription.dispose()
    captured.value?.onNext(2)
    captured.value?.onCompleted()
    XCTAssertEqual(events.value, [.next(1)])
    captured.withLock { $0 = nil }
  }
}
