import CoreTestSupport
import ErrorFlowRxCompat
import ErrorFlowTesting
import Foundation
import ReactiveCore
import XCTest

/// `Infallible.debug`, which RxSwift has and a migrating app calls: it traces as
/// `Observable.debug` does and stays an `Infallible`.
final class InfallibleDebugTests: CoreTestCase {
  func testDebugTracesEveryEventAndStaysInfallible() {
    let lines = DebugLines()
    let previous = DebugPrinter.output
    DebugPrinter.output = { lines.append($0) }
    defer { DebugPrinter.output = previous }
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    let traced: Infallible<Int> = xs.asInfallible(onErrorJustReturn: 0).debug("counts")
    let res = scheduler.start { traced.asObservable() }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
    XCTAssertEqual(
      lines.contents,
      [
        "counts -> subscribed", "counts -> Event next(1)", "counts -> Event completed",
        "counts -> isDisposed",
      ])
  }
}

/// The lines `debug` printed, from any thread.
private final class DebugLines: @unchecked Sendable {
  // `lock` guards `lines`.
  private let lock = NSLock()
  private var lines: [String] = []

  func append(_ line: String) { lock.withLock { lines.append(line) } }

  /// The lines without their 23-character timestamp and the `: ` after it.
  var contents: [String] { lock.withLock { lines }.map { String($0.dropFirst(25)) } }
}
