import CoreTestSupport
import ReactiveCore
import XCTest

final class SubjectScaleTests: CoreTestCase {
  private let count = 100_000

  // Subscribe and dispose are O(1): 100,000 observers subscribed, then disposed in a
  // scrambled order (index * 7_919 mod 100,000 visits every index once). A quadratic registry
  // would take minutes here; this takes a fraction of a second in an optimised build.
  func testHundredThousandSubscribersDisposedInScrambledOrder() {
    let subject = PublishSubject<Int>()
    let received = SubjectTestCounter()
    let observer = AnyObserver<Int> { _ in received.increment() }
    let subscriptions = (0..<count).map { _ in subject.subscribe(observer) }
    subject.onNext(1)
    XCTAssertEqual(received.value, count)
    for step in 0..<count {
      subscriptions[step * 7_919 % count].dispose()
      if step == count / 2 {
        subject.onNext(2)
        XCTAssertEqual(received.value, count + count - count / 2 - 1)
      }
    }
    XCTAssertFalse(subject.hasObservers)
  }

  // Disposing from inside a handler while a delivery is under way stays O(1): 100,000
  // observers that each dispose themselves on the first value.
  func testHundredThousandObserversDisposingThemselvesDuringDelivery() {
    let source = PublishSubject<Int>()
    let holders = (0..<count).map { _ in SingleAssignmentDisposable() }
    for holder in holders {
      holder.setDisposable(source.subscribe(AnyObserver { _ in holder.dispose() }))
    }
    XCTAssertTrue(source.hasObservers)
    source.onNext(1)
    XCTAssertFalse(source.hasObservers)
    source.onNext(2)
  }
}
