import ReactiveCore
import XCTest

final class PublishSubjectReentrancyTests: CoreTestCase {
  // Contract 3 and 6: a value sent from inside a handler before a new subscriber subscribes
  // was sent before that subscription: a PublishSubject does not replay it to the newcomer.
  func testValueSentBeforeReentrantSubscribeIsNotDeliveredToTheNewSubscriber() {
    let subject = PublishSubject<Int>()
    var first: [Int] = []
    var late: [Int] = []
    var lateSubscription: Disposable?
    let subscription = subject.subscribe(onNext: { value in
      first.append(value)
      if value == 1 {
        subject.onNext(2)
        lateSubscription = subject.subscribe(onNext: { late.append($0) })
        subject.onNext(3)
      }
    })
    subject.onNext(1)
    subscription.dispose()
    lateSubscription?.dispose()
    XCTAssertEqual(first, [1, 2, 3])
    XCTAssertEqual(late, [3])
  }
}
