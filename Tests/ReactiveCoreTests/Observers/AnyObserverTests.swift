import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class AnyObserverTests: CoreTestCase {
  func testEventHandlerReceivesEveryEvent() {
    let events = Locked<[Event<Int>]>([])
    let observer = AnyObserver<Int> { events.append($0) }
    observer.onNext(1)
    observer.on(.next(2))
    observer.onError(testError)
    observer.onCompleted()
    XCTAssertEqual(events.value, [.next(1), .next(2), .error(testError), .completed])
  }

  func testWrapsAnotherObserver() {
    let events = Locked<[Event<Int>]>([])
    let inner = AnyObserver<Int> { events.append($0) }
    let outer = AnyObserver(inner)
    outer.onNext(1)
    outer.onCompleted()
    XCTAssertEqual(events.value, [.next(1), .completed])
  }

  func testAsObserverForwardsToTheSameHandler() {
    let events = Locked<[Event<Int>]>([])
    let observer = AnyObserver<Int> { events.append($0) }.asObserver()
    observer.onNext(3)
    XCTAssertEqual(events.value, [.next(3)])
  }

  func testCanSubscribeToAnObservable() {
    let events = Locked<[Event<Int>]>([])
    let subscription = Observable.from([1, 2]).subscribe(AnyObserver { events.append($0) })
    XCTAssertEqual(events.value, [.next(1), .next(2), .completed])
    subscription.dispose()
  }
}
