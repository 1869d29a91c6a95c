import ErrorFlowTesting
import FaultKit
import ReactiveCore
import XCTest

final class ObservableTypeSubscribeTests: HooksRestoringTestCase {
  func testSubscribeWithAnEventHandlerReceivesEveryEvent() {
    var events: [Event<Int>] = []
    let subscription = Observable.from([1, 2]).subscribe { events.append($0) }
    XCTAssertEqual(events, [.next(1), .next(2), .completed])
    subscription.dispose()
  }

  func testOnDisposedRunsOnceAfterCompletion() {
    var log: [String] = []
    let subscription = Observable.from([1, 2]).subscribe(
      onNext: { log.append("next \($0)") },
      onError: { log.append("error \($0)") },
      onCompleted: { log.append("completed") },
      onDisposed: { log.append("disposed") })
    XCTAssertEqual(log, ["next 1", "next 2", "completed", "disposed"])
    subscription.dispose()
    XCTAssertEqual(log, ["next 1", "next 2", "completed", "disposed"])
  }

  func testOnDisposedRunsOnceAfterError() {
    var log: [String] = []
    let subscription = Observable<Int>.error(testError).subscribe(
      onNext: { log.append("next \($0)") },
      onError: { log.append("error \($0)") },
      onCompleted: { log.append("completed") },
      onDisposed: { log.append("disposed") })
    XCTAssertEqual(log, ["error TestError(1)", "disposed"])
    subscription.dispose()
    XCTAssertEqual(log, ["error TestError(1)", "disposed"])
  }

  func testOnDisposedRunsOnceOnDispose() {
    var log: [String] = []
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
    XCTAssertEqual(log, ["next 1", "disposed"])
  }

  func testErrorWithoutOnErrorGoesToTheDefaultErrorHandler() {
    let hooked = FoundationBox<[String]>([])
    Hooks.defaultErrorHandler = { hooked.append("\($1)") }
    var log: [String] = []
    let subscription = Observable<Int>.error(testError).subscribe(
      onNext: { log.append("next \($0)") },
      onDisposed: { log.append("disposed") })
    XCTAssertEqual(hooked.value, ["TestError(1)"])
    XCTAssertEqual(log, ["disposed"])
    subscription.dispose()
  }

  func testErrorWithOnErrorDoesNotReachTheHook() {
    let hooked = FoundationBox<[String]>([])
    Hooks.defaultErrorHandler = { hooked.append("\($1)") }
    var errors: [String] = []
    let subscription = Observable<Int>.error(testError).subscribe(onError: {
      errors.append("\($0)")
    })
    XCTAssertEqual(errors, ["TestError(1)"])
    XCTAssertEqual(hooked.value, [])
    subscription.dispose()
  }

  // Contract 1: the subscribe observer itself keeps the grammar.
  func testTheObserverDropsEventsAfterATerminalEvent() {
    var captured: AnyObserver<Int>?
    // A custom ObservableType hands the observer over unprotected.
    let source = RawSource<Int> { captured = $0 }
    var log: [String] = []
    let subscription = source.subscribe(
      onNext: { log.append("next \($0)") },
      onError: { log.append("error \($0)") },
      onCompleted: { log.append("completed") },
      onDisposed: { log.append("disposed") })
    captured?.onNext(1)
    captured?.onCompleted()
    captured?.onNext(2)
    captured?.onError(testError)
    captured?.onCompleted()
    XCTAssertEqual(log, ["next 1", "completed", "disposed"])
    subscription.dispose()
    captured = nil
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
