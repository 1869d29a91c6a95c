import CoreTestSupport
import ErrorFlowRxCompat
import ReactiveCore
import XCTest

/// A view as UIKit's are: main-actor isolated, hence `Sendable`, as a property binder's base
/// must be.
@MainActor
private final class StatusLine: ReactiveCompatible {
  var text = ""
  var count = 0
}

extension Reactive where Base: StatusLine {
  @MainActor fileprivate var isEmpty: Bool { base.text.isEmpty }
}

extension Reactive where Base == StatusLine {
  fileprivate static var kind: String { "status" }
}

private struct Point: ReactiveCompatible {
  var x = 1
}

extension Reactive where Base == Point {
  fileprivate var doubled: Int { base.x * 2 }
}

final class ReactiveTests: CoreTestCase {
  // The tests are `async`, as a main-actor test must be for Linux's XCTest, which runs a
  // synchronous test as a nonisolated function.
  @MainActor
  func testRxExposesTheBase() async {
    let line = StatusLine()
    XCTAssertTrue(line.rx.base === line)
    XCTAssertTrue(line.rx.isEmpty)
    XCTAssertEqual(StatusLine.rx.kind, "status")
    XCTAssertEqual(Point(x: 4).rx.doubled, 8)
  }

  // The binder's default scheduler is the main scheduler, which runs at once on the main
  // thread, where XCTest runs this test.
  @MainActor
  func testDynamicMemberBinderWritesTheProperty() async {
    let line = StatusLine()
    Observable.of("a", "b").bind(to: line.rx.text).dispose()
    Observable.just(3).bind(to: line.rx.count).dispose()
    XCTAssertEqual(line.text, "b")
    XCTAssertEqual(line.count, 3)
  }

  @MainActor
  func testBinderHoldsTheBaseWeakly() async {
    var line: StatusLine? = StatusLine()
    let binder = line?.rx.text
    line = nil
    binder?.onNext("ignored")
    XCTAssertNil(line)
  }
}
