import ReactiveCore
import XCTest

final class SubjectScaleTests: CoreTestCase {
  private let count = 100_000

  // Subscribe and dispose are O(1): 100,000 observers subscribed, then disposed in random
  // order. A quadratic registry would take minutes here; this finishes in well under a
  // second.
  func testHundredThousandSubscribersDisposedInRandomOrder() {
    let subject = PublishSubject<Int>()
    let received = SubjectTestCounter()
    var subscriptions = (0..<count).map { _ in
      subject.subscribe(onNext: { _ in received.increment() })
    }
    subject.onNext(1)
    XCTAssertEqual(received.value, count)
    subscriptions.shuffle()
    for (index, subscription) in subscriptions.enumerated() {
      subscription.dispose()
      if index == count / 2 {
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
    let subscriptions = SubjectTestDisposables()
    let holders = (0..<count).map { _ in SingleAssignmentDisposable() }
    for holder in holders {
      holder.setDisposable(source.subscribe(onNext: { _ in holder.dispose() }))
      subscriptions.add(holder)
    }
    XCTAssertTrue(source.hasObservers)
    source.onNext(1)
    XCTAssertFalse(source.hasObservers)
    source.onNext(2)
    subscriptions.disposeAll()
  }
}
