import ErrorFlowTesting
import ReactiveCore
import XCTest

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Asserts that a recording holds exactly `elements`, in order, and no `error` or `completed`
/// event, as RxTest's `XCTAssertRecordedElements`; the virtual times are not compared.
///
/// As in RxTest, a recording with a stop event fails ("A non-next stop event has been
/// emitted"), whatever its elements. Otherwise a difference fails at the caller's line with
/// a diff of the elements (`-` expected, `+` actual).
///
/// ```swift
/// let observer = scheduler.createObserver(Int.self)
/// scheduler.createColdObservable([.next(10, 1), .next(20, 2)]).subscribe(observer).disposed(by: bag)
/// scheduler.start()
/// XCTAssertRecordedElements(observer.events, [1, 2])
/// ```
///
/// - Parameters:
///   - stream: The recorded events.
///   - elements: The expected elements.
///   - file: The caller's file.
///   - line: The caller's line.
public func XCTAssertRecordedElements<T: Equatable>(
  _ stream: [Recorded<Event<T>>], _ elements: [T], file: StaticString = #filePath,
  line: UInt = #line
) {
  if let stopEvent = stream.first(where: { $0.value.isStopEvent }) {
    XCTFail("A non-next stop event has been emitted: \(stopEvent)", file: file, line: line)
    return
  }
  if let diff = EventDiff.describeElements(expected: elements, actual: stream) {
    XCTFail(diff, file: file, line: line)
  }
}
