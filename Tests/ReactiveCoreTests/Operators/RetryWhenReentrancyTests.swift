import CoreTestSupport
import ReactiveCore
import XCTest

/// `retry(when:)`'s notification handler, and the trigger it returns, app code the operator
/// runs at each subscription and at each error, calling back into the library — subscribing
/// to the retried sequence again, disposing it — under a hang guard (issue 27, item 4;
/// contract 8: no app code under a library lock).
final class RetryWhenReentrancyTests: CoreTestCase {
  // The handler of the first subscription subscribes to the retried sequence itself: that
  // inner subscription runs all its attempts (1 fails, 2 completes) before the handler
  // returns, then the outer one runs its own (3 fails, 4 completes).
  func testAHandlerThatSubscribesToTheRetriedSequenceAgain() {
    let log = Locked<[String]>([])
    let attempts = Locked(0)
    let handlers = Locked(0)
    let box = Locked<Observable<Int>?>(nil)
    let nested = CompositeDisposable()
    let source = Observable<Int>.create { observer in
      let attempt = attempts.withLock { count -> Int in
        count += 1
        return count
      }
      observer.onNext(attempt)
      if attempt.isMultiple(of: 2) {
        observer.onCompleted()
      } else {
        observer.onError(testError)
      }
      return Disposables.create()
    }
    let retried = source.retry(when: { (errors: Observable<TestError>) -> Observable<Void> in
      let handler = handlers.withLock { count -> Int in
        count += 1
        return count
      }
      if handler == 1, let retried = box.value {
        _ = nested.insert(
          retried.subscribe(
            onNext: { log.append("inner \($0)") }, onCompleted: { log.append("inner completed") }))
      }
      return errors.map { _ in () }
    })
    box.withLock { $0 = retried }
    let outer = Locked<Disposable?>(nil)
    guard
      assertReturns({
        let subscription = retried.subscribe(
          onNext: { log.append("outer \($0)") }, onCompleted: { log.append("outer completed") })
        outer.withLock { $0 = subscription }
      })
    else { return }
    outer.value?.dispose()
    nested.dispose()
    box.withLock { $0 = nil }
    XCTAssertEqual(
      log.value,
      [
        "inner 1", "inner 2", "inner completed", "outer 3", "outer 4", "outer completed",
      ])
  }

  // The trigger, at the second error, disposes the retried subscription (from inside the
  // failing attempt's error) and subscribes to the retried sequence again: the disposed one
  // neither resubscribes nor sends anything more, the new one starts its own attempts.
  func testATriggerThatDisposesTheSubscriptionAndSubscribesAgain() {
    let log = Locked<[String]>([])
    let attempts = Locked(0)
    let fail = PublishSubject<Void>()
    let box = Locked<Observable<Int>?>(nil)
    let subscription = Locked<Disposable?>(nil)
    let later = Locked<Disposable?>(nil)
    let source = Observable<Int>.create { observer in
      let attempt = attempts.withLock { count -> Int in
        count += 1
        return count
      }
      log.append("subscribe \(attempt)")
      observer.onNext(attempt)
      let failing = fail.subscribe(onNext: { observer.onError(testError) })
      return Disposables.create {
        failing.dispose()
        log.append("dispose \(attempt)")
      }
    }
    let retried = source.retry(when: { (errors: Observable<TestError>) -> Observable<Int> in
      errors.enumerated().map { index, _ in
        if index == 1, let retried = box.value {
          log.append("trigger disposes")
          subscription.value?.dispose()
          later.withLock { $0 = retried.subscribe(onNext: { log.append("later \($0)") }) }
        }
        return index
      }
    })
    box.withLock { $0 = retried }
    subscription.withLock { $0 = retried.subscribe(onNext: { log.append("first \($0)") }) }
    guard assertReturns({ fail.onNext(()) }) else { return }
    guard assertReturns({ fail.onNext(()) }) else { return }
    later.value?.dispose()
    box.withLock { $0 = nil }
    XCTAssertFalse(fail.hasObservers)
    XCTAssertEqual(
      log.value,
      [
        "subscribe 1", "first 1", "dispose 1", "subscribe 2", "first 2", "trigger disposes",
        "dispose 2", "subscribe 3", "later 3", "dispose 3",
      ])
  }
}
