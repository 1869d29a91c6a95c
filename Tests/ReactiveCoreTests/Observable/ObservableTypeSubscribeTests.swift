import CoreTestSupport
import ErrorFlowTesting
import FaultKit
import ReactiveCore
import XCTest

final class ObservableTypeSubscribeTests: HooksRestoringTestCase {
  func testSubscribeWithAnEventHandlerReceivesEveryEvent() {
    let events = Locked<[Event<Int>]>([])
    let subscription = Observable.from([1, 2]).subscribe { events.append($0) }
    XCTAssertEqual(events.value, [.next(1), .next(2), .completed])
    subscription.dispose()
  }

  func testOnDisposedRunsOnceAfterCompletion() {
    let log = Locked<[String]>([])
    let subscription = Observable.from([1, 2]).subscribe(
      onNext: { log.append("next \($0)") },
      onError: { log.append("error \($0)") },
      onCompleted: { log.append("completed") },
      onDisposed: { log.append("disposed") })
    XCTAssertEqual(log.value, ["next 1", "next 2", "completed", "disposed"])
    subscription.dispose()
    XCTAssertEqual(log.value, ["next 1", "next 2", "completed", "disposed"])
  }

  func testOnDisposedRunsOnceAfterError() {
    let log = Locked<[String]>([])
    let subscription = Observable<Int>.error(testError).subscribe(
      onNext: { log.append("next \($0)") },
      onError: { log.append("error \($0)") },
      onCompleted: { log.append("completed") },
      onDisposed: { log.append("disposed") })
    XCTAssertEqual(log.value, ["error TestError(1)", "disposed"])
    subscription.dispose()
    XCTAssertEqual(log.value, ["error TestError(1)", "disposed"])
  }

  func testOnDisposedRunsOnceOnDispose() {
    let log = Locked<[String]>([])
    let subject = PublishSubject<Int>()
    let subscription = subject.subscribe(
      onNext: { log.append("next \($0)") },
      onCompleted: { log.append("completed") },
      onDisposed: { log.append("disposed") })
    subject.onNext(1)
    subscription.dispose()
    subscription.dispose()
    subject.onNext(2)
    subject.onCompleted()
    XCTAssertEqual(log.value, ["next 1", "disposed"])
  }

  func testErrorWithoutOnErrorGoesToTheDefaultErrorHandler() {
    let hooked = FoundationBox<[String]>([])
    Hooks.defaultErrorHandler = { hooked.append("\($1)") }
    let log = Locked<[String]>([])
    let subscription = Observable<Int>.error(testError).subscribe(
      onNext: { log.append("next \($0)") },
      onDisposed: { log.append("disposed") })
    XCTAssertEqual(hooked.value, ["TestError(1)"])
    XCTAssertEqual(log.value, ["disposed"])
    subscription.dispose()
  }

  func testErrorWithOnErrorDoesNotReachTheHook() {
    let hooked = FoundationBox<[String]>([])
    Hooks.defaultErrorHandler = { hooked.append("\($1)") }
    let errors = Locked<[String]>([])
    let subscription = Observable<Int>.error(testError).subscribe(onError: {
      errors.append("\($0)")
    })
    XCTAssertEqual(errors.value, ["TestError(1)"])
    XCTAssertEqual(hooked.value, [])
    subscription.dispose()
  }

  // Contract 1: the subscribe observer itself keeps the grammar.
  func testTheObserverDropsEventsAfterATerminalEvent() {
    let captured = Locked<AnyObserver<Int>?>(nil)
    // A custom ObservableType hands the observer over unprotected.
    let source = RawSource<Int> { observer in captured.withLock { $0 = observer } }
    let log = Locked<[String]>([])
    let subscription = source.subscribe(
      onNext: { log.append("next \($0)") },
      onError: { log.append("error \($0)") },
      onCompleted: { log.append("completed") },
      onDisposed: { log.append("disposed") })
    captured.value?.onNext(1)
    captured.value?.onCompleted()
    captured.value?.onNext(2)
    captured.value?.onError(testError)
    captured.value?.onCompleted()
    XCTAssertEqual(log.value, ["next 1", "completed", "disposed"])
    subscription.dispose()
    captured.withLock { $0 = nil }
  }
}

/// An `ObservableType` that hands each observer to `onSubscribe` and does nothing else.
final class RawSource<Element>: ObservableType {
  private let onSubscribe: (AnyObserver<Element>) -> Void

  init(_ onSubscribe: @escaping (AnyObserver<Element>) -> Void) {
    self.onSubscribe = onSubscribe
  }

  func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    onSubscribe(observer.asObserver())
    return Disposables.create()
  }
}
