import CoreTestSupport
import ErrorFlowRxCompat
import Foundation
import ReactiveCore
import XCTest

/// RxCocoa's ControlProperty and ControlEvent subscribe their source with
/// `subscribeOn(ConcurrentMainScheduler.instance)`: from another thread, on the main queue.
final class ControlPropertyConcurrencyTests: CoreTestCase {
  func testValuesSubscribedOffTheMainThreadAreSubscribedOnTheMainQueue() {
    let subscribedOnMain = expectation(description: "subscribed on the main queue")
    let values = Observable<Int>.create { _ in
      XCTAssertTrue(Thread.isMainThread)
      subscribedOnMain.fulfill()
      return Disposables.create()
    }
    let property = ControlProperty(values: values, valueSink: AnyObserver<Int> { _ in })
    let subscription = SingleAssignmentDisposable()
    DispatchQueue.global().async { subscription.setDisposable(property.subscribe()) }
    wait(for: [subscribedOnMain], timeout: 5)
    subscription.dispose()
  }

  func testEventsSubscribedOffTheMainThreadAreSubscribedOnTheMainQueue() {
    let subscribedOnMain = expectation(description: "subscribed on the main queue")
    let events = Observable<Int>.create { _ in
      XCTAssertTrue(Thread.isMainThread)
      subscribedOnMain.fulfill()
      return Disposables.create()
    }
    let event = ControlEvent(events: events)
    let subscription = SingleAssignmentDisposable()
    DispatchQueue.global().async { subscription.setDisposable(event.subscribe()) }
    wait(for: [subscribedOnMain], timeout: 5)
    subscription.dispose()
  }
}
