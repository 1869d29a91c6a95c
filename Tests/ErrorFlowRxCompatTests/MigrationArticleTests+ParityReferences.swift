import ErrorFlowRxCompat
import ErrorFlowTesting
import ErrorFlowTestingXCTest
import Foundation
import ReactiveCore
import XCTest

extension MigrationArticleTests {
  /// The names added for RxSwift parity: the concurrency bridges, RxCocoa's
  /// control traits, `NotificationCenter.rx`, the remaining shared-sequence overloads and
  /// RxTest's XCTest assertions (from ErrorFlowTestingXCTest).
  func referenceParityNames(_ note: (String, Any...) -> Void) {
    let stream = AsyncStream<Int> { $0.finish() }
    note("Single.create(detached:priority:work:)", Single<Int>.create(detached: true) { 1 })
    note("asObservable(priority:)", stream.asObservable(priority: .low))
    note("asObservable(detached:)", stream.asObservable(detached: true))
    let property = ControlProperty(
      values: Observable<String?>.never(), valueSink: AnyObserver<String?> { _ in })
    let event = ControlEvent(events: Observable<Int>.never())
    note("ControlProperty", property, property.asDriver())
    note("ControlEvent", event, event.asDriver(), event.asSignal())
    note("ControlPropertyType", (any ControlPropertyType).self)
    note("ControlEventType", (any ControlEventType).self)
    note("asControlProperty", property.asControlProperty())
    note("asControlEvent", event.asControlEvent())
    note("changed", property.changed)
    note("orEmpty", property.orEmpty)
    note("NotificationCenter.rx.notification", NotificationCenter().rx.notification(nil))
    referenceSharedSequenceOverloads(note)
    note(
      "XCTAssertEqual",
      XCTAssertEqual(_:_:file:line:) as ([Event<Int>], [Event<Int>], StaticString, UInt) -> Void,
      XCTAssertEqual(_:_:file:line:)
        as ([Recorded<Event<Int>>], [Recorded<Event<Int>>], StaticString, UInt) -> Void,
      XCTAssertEqual(_:_:file:line:)
        as ([SingleEvent<Int>], [SingleEvent<Int>], StaticString, UInt) -> Void,
      XCTAssertEqual(_:_:file:line:)
        as ([MaybeEvent<Int>], [MaybeEvent<Int>], StaticString, UInt) -> Void,
      XCTAssertEqual(_:_:file:line:)
        as ([CompletableEvent], [CompletableEvent], StaticString, UInt) -> Void)
    note(
      "XCTAssertRecordedElements",
      XCTAssertRecordedElements(_:_:file:line:)
        as ([Recorded<Event<Int>>], [Int], StaticString, UInt) -> Void)
  }

  private func referenceSharedSequenceOverloads(_ note: (String, Any...) -> Void) {
    let driver = Driver.just(1)
    note("SharedSequence", Driver.concat(AnySequence([driver])), Driver.concat([driver]))
    note("concat", Driver.concat(AnySequence([driver])))
    note("merge", Driver.merge([driver][...]))
    note("merge()", Driver.just(driver).merge(), Driver.just(driver).merge(maxConcurrent: 1))
    note("zip", Driver.zip([driver][...]), Driver.zip([driver]) { $0.count })
    note("distinctUntilChanged(_:comparer:)", driver.distinctUntilChanged({ $0 }, comparer: ==))
    note("do(afterCompleted:onSubscribed:)", driver.do(afterCompleted: {}, onSubscribed: {}))
    let o = Observable.just(1)
    note(
      "asSharedSequence(sharingStrategy:onErrorJustReturn:)",
      o.asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: 0))
    note(
      "asSharedSequence(sharingStrategy:onErrorDriveWith:)",
      o.asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorDriveWith: .empty()))
    note(
      "asSharedSequence(sharingStrategy:onErrorRecover:)",
      o.asSharedSequence(
        sharingStrategy: DriverSharingStrategy.self, onErrorRecover: { _ in .empty() }))
  }
}
