import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class ObservableDebugTests: CoreTestCase {
  private var savedOutput: (@Sendable (String) -> Void)?
  private let lines = CapturedLines()

  override func setUp() {
    super.setUp()
    savedOutput = DebugPrinter.output
    let lines = self.lines
    DebugPrinter.output = { lines.append($0) }
  }

  override func tearDown() {
    if let savedOutput { DebugPrinter.output = savedOutput }
    super.tearDown()
  }

  func testDebugLogsSubscriptionEventsAndDisposal() {
    let received = Locked<[Int]>([])
    _ = Observable.of(1, 2).debug("numbers").subscribe(onNext: { received.append($0) })
    XCTAssertEqual(received.value, [1, 2])
    XCTAssertEqual(
      lines.contents,
      [
        "numbers -> subscribed", "numbers -> Event next(1)", "numbers -> Event next(2)",
        "numbers -> Event completed", "numbers -> isDisposed",
      ])
  }

  func testDebugLinesStartWithATimestamp() {
    _ = Observable.just(1).debug("x").subscribe()
    let first = lines.raw.first ?? ""
    let pattern = #"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}: x -> subscribed$"#
    XCTAssertNotNil(first.range(of: pattern, options: .regularExpression), first)
  }

  func testDebugLogsErrors() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, testError)])
    let res = scheduler.start { xs.debug("failing") }
    XCTAssertEqual(res.events, [.next(210, 1), .error(250, testError)])
    XCTAssertEqual(
      lines.contents,
      [
        "failing -> subscribed", "failing -> Event next(1)",
        "failing -> Event error(TestError(1))", "failing -> isDisposed",
      ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testDebugEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(300, Int.self)])
    let res = scheduler.start { xs.debug("empty") }
    XCTAssertEqual(res.events, [.completed(300)])
    XCTAssertEqual(
      lines.contents, ["empty -> subscribed", "empty -> Event completed", "empty -> isDisposed"])
  }

  func testDebugLogsDisposalByTheSubscriber() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
    let res = scheduler.start(disposed: 300) { xs.debug("cut") }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(
      lines.contents, ["cut -> subscribed", "cut -> Event next(1)", "cut -> isDisposed"])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testDebugTrimsLongEvents() {
    let long = String(repeating: "a", count: 60)
    _ = Observable.just(long).debug("long", trimOutput: true).subscribe()
    let expected =
      "long -> Event next(" + String(repeating: "a", count: 15) + "..."
      + String(repeating: "a", count: 19) + ")"
    XCTAssertEqual(lines.contents[1], expected)
  }

  func testDebugDefaultIdentifierNamesTheCallSite() {
    _ = Observable.just(1).debug().subscribe()
    XCTAssertTrue(
      lines.contents.first?.hasPrefix("ObservableDebugTests.swift:") ?? false,
      "\(lines.contents)")
  }
}

private final class CapturedLines: @unchecked Sendable {
  private let lock = NSLock()
  private var lines: [String] = []

  func append(_ line: String) {
    lock.withLock { lines.append(line) }
  }

  var raw: [String] { lock.withLock { lines } }

  /// The lines without their 23-character timestamp and the `: ` after it.
  var contents: [String] { raw.map { String($0.dropFirst(25)) } }
}
