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
