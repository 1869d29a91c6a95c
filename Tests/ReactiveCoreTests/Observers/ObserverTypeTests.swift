import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

/// A custom observer that records what it receives.
private final class Recorder<Element>: ObserverType {
  var events: [Event<Element>] = []

  func on(_ event: Event<Element>) { events.append(event) }
}

final class ObserverTypeTests: CoreTestCase {
  func testOnNextOnErrorOnCompletedSendTheMatchingEvents() {
    let recorder = Recorder<Int>()
    recorder.onNext(1)
    recorder.onError(testError)
    recorder.onCompleted()
    XCTAssertEqual(recorder.events, [.next(1), .error(testError), .completed])
  }

  func testAsObserverWrapsTheObserver() {
    let recorder = Recorder<Int>()
    let observer = recorder.asObserver()
    observer.onNext(1)
    observer.onCompleted()
    XCTAssertEqual(recorder.events, [.next(1), .completed])
  }

  func testMapObserverTransformsValues() {
    let recorder = Recorder<String>()
    let observer: AnyObserver<Int> = recorder.mapObserver { "\($0 * 2)" }
    observer.onNext(1)
    observer.onNext(2)
    observer.onError(testError)
    observer.onCompleted()
    XCTAssertEqual(recorder.events, [.next("2"), .next("4"), .error(testError), .completed])
  }

  func testMapObserverWithAThrowingTransformSendsAnError() {
    let recorder = Recorder<String>()
    let observer: AnyObserver<Int> = recorder.mapObserver { value in
      if value == 2 { throw testError2 }
      return "\(value)"
    }
    observer.onNext(1)
    observer.onNext(2)
    XCTAssertEqual(recorder.events, [.next("1"), .error(testError2)])
  }

  func testMapObserverAsASubscriptionTarget() {
    let recorder = Recorder<String>()
    let subscription = Observable.from([1, 2]).subscribe(recorder.mapObserver { "v\($0)" })
    XCTAssertEqual(recorder.events, [.next("v1"), .next("v2"), .completed])
    subscription.dispose()
  }
}

/// Sends a value through the protocol, as generic operator code does.
private func sendGenerically<Observer: ObserverType>(
  _ value: Observer.Element, to observer: Observer
) {
  observer.onNext(value)
}

final class ObserverTypeOnNextTests: CoreTestCase {
  func testOnNextDefaultsToAnOnNextEvent() {
    let recorder = EventRecorder<Int>()
    sendGenerically(1, to: recorder)
    recorder.onNext(2)
    XCTAssertEqual(recorder.events, [.next(1), .next(2)])
  }

  func testAnObserverImplementingOnNextReceivesValuesThroughIt() {
    let recorder = OnNextRecorder<Int>()
    sendGenerically(1, to: recorder)
    XCTAssertEqual(recorder.values, [1])
    XCTAssertEqual(recorder.events, [])
  }

  func testAnOnOnlyObserverReceivesEveryValueThroughAnOperatorChain() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    let subscription = subject.map { $0 * 10 }.filter { $0 != 20 }.subscribe(recorder)
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    subject.onCompleted()
    XCTAssertEqual(recorder.events, [.next(10), .next(30), .completed])
    subscription.dispose()
  }

  func testAnOnOnlyObserverReceivesEveryValueSubscribedDirectly() {
    let recorder = EventRecorder<Int>()
    let subscription = Observable.from([1, 2]).subscribe(recorder)
    XCTAssertEqual(recorder.events, [.next(1), .next(2), .completed])
    subscription.dispose()
  }

  func testOperatorsDeliverValuesThroughTheObserversOnNext() {
    let subject = PublishSubject<Int>()
    let recorder = OnNextRecorder<Int>()
    let subscription = subject.map { $0 * 10 }.filter { $0 != 20 }.subscribe(recorder)
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    subject.onCompleted()
    XCTAssertEqual(recorder.values, [10, 30])
    XCTAssertEqual(recorder.events, [.completed])
    subscription.dispose()
  }

  func testAThrowingMapStillSendsTheErrorAndUnsubscribes() {
    let subject = PublishSubject<Int>()
    let recorder = OnNextRecorder<Int>()
    let subscription = subject.map { value -> Int in
      if value == 2 { throw testError }
      return value
    }
    .subscribe(recorder)
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    XCTAssertEqual(recorder.values, [1])
    XCTAssertEqual(recorder.events, [.error(testError)])
    XCTAssertFalse(subject.hasObservers)
    subscription.dispose()
  }
}
