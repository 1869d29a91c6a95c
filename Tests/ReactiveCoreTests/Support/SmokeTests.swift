import CoreTestSupport
import ReactiveCore
import XCTest

final class SmokeTests: CoreTestCase {
  func testDeliversToSubscribersInOrder() {
    let subject = PublishSubject<Int>()
    let received = Locked<[String]>([])
    let bag = DisposeBag()
    subject.subscribe(onNext: { received.append("a\($0)") }).disposed(by: bag)
    subject.subscribe(onNext: { received.append("b\($0)") }, onCompleted: { received.append("c") })
      .disposed(by: bag)
    subject.onNext(1)
    subject.onCompleted()
    subject.onNext(2)
    XCTAssertEqual(received.value, ["a1", "b1", "c"])
  }
}
