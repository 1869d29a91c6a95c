import CoreTestSupport
import ReactiveCore
import XCTest

/// `DebugPrinter.output`, the app's closure that receives `debug`'s lines, calling back into
/// the library — subscribing to the debugged sequence again, sending on its source and on
/// another subject, disposing — under a hang guard (issue 27, item 4; contract 8: no app code
/// under a library lock).
final class DebugPrinterReentrancyTests: CoreTestCase {
  private var savedOutput: (@Sendable (String) -> Void)?

  override func setUp() {
    super.setUp()
    savedOutput = DebugPrinter.output
  }

  override func tearDown() {
    if let savedOutput { DebugPrinter.output = savedOutput }
    super.tearDown()
  }

  // The output, at the line of 1, subscribes to the debugged sequence again (its line comes
  // at once, nested), sends 2 on the source (queued behind 1, contract 3) and sends on
  // another subject (delivered at once). 2 then reaches both subscribers, in the order they
  // subscribed.
  func testAnOutputThatSubscribesAgainAndSends() {
    let log = Locked<[String]>([])
    let source = PublishSubject<Int>()
    let debugged = source.debug("d")
    let echo = PublishSubject<String>()
    let echoed = echo.subscribe(onNext: { log.append("echo \($0)") })
    let inner = CompositeDisposable()
    DebugPrinter.output = { line in
      // The line without its 23-character timestamp and the `: ` after it.
      let content = String(line.dropFirst(25))
      log.append(content)
      guard content == "d -> Event next(1)" else { return }
      _ = inner.insert(debugged.subscribe(onNext: { log.append("inner \($0)") }))
      source.onNext(2)
      echo.onNext("from output")
    }
    let outer = debugged.subscribe(onNext: { log.append("outer \($0)") })
    guard assertReturns({ source.onNext(1) }) else { return }
    guard assertReturns({ outer.dispose() }) else { return }
    inner.dispose()
    echoed.dispose()
    XCTAssertEqual(
      log.value,
      [
        "d -> subscribed", "d -> Event next(1)", "d -> subscribed", "echo from output",
        "outer 1", "d -> Event next(2)", "outer 2", "d -> Event next(2)", "inner 2",
        "d -> isDisposed", "d -> isDisposed",
      ])
  }

  // The output, at a disposal's line, disposes another debugged subscription and replaces
  // itself: the disposal it causes is printed through the new output, and nothing is lost.
  func testAnOutputThatDisposesAnotherSubscriptionAndReplacesItself() {
    let log = Locked<[String]>([])
    let source = PublishSubject<Int>()
    let second = Locked<Disposable?>(nil)
    DebugPrinter.output = { line in
      let content = String(line.dropFirst(25))
      log.append("first output: \(content)")
      guard content == "a -> isDisposed" else { return }
      DebugPrinter.output = { line in log.append("second output: \(line.dropFirst(25))") }
      second.value?.dispose()
    }
    let first = source.debug("a").subscribe(onNext: { log.append("a \($0)") })
    second.withLock { $0 = source.debug("b").subscribe(onNext: { log.append("b \($0)") }) }
    source.onNext(1)
    guard assertReturns({ first.dispose() }) else { return }
    source.onNext(2)
    XCTAssertFalse(source.hasObservers)
    XCTAssertEqual(
      log.value,
      [
        "first output: a -> subscribed", "first output: b -> subscribed",
        "first output: a -> Event next(1)", "a 1", "first output: b -> Event next(1)", "b 1",
        "first output: a -> isDisposed", "second output: b -> isDisposed",
      ])
  }
}
