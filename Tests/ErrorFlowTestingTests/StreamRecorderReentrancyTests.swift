import CoreTestSupport
import ErrorFlowTesting
import Foundation
import ReactiveCore
import XCTest

/// A `StreamRecorder`'s source, delivering to it from a `TestScheduler`'s work, and another
/// observer of that source calling back into the recorder and the source — reading what was
/// recorded, sending again, disposing the recorder, waiting for its next value — under a
/// hang guard (issue 27, item 4; contract 8: no app code under a library lock).
final class StreamRecorderReentrancyTests: TestingTestCase {
  // The recorder reads the scheduler's clock for each event while the scheduler runs the
  // work that sent it. The other observer sends 2 while 1 is delivered (queued behind it,
  // contract 3), reads the values each time, and disposes the recorder at 3: 4 is not
  // recorded.
  func testAnObserverThatReadsSendsAndDisposesTheRecorder() {
    let scheduler = TestScheduler(initialClock: 0)
    let subject = PublishSubject<Int>()
    let recorder = StreamRecorder(subject, scheduler: scheduler)
    let log = Locked<[String]>([])
    let other = subject.subscribe(onNext: { value in
      log.append("\(value): recorded \(recorder.values)")
      if value == 1 { subject.onNext(2) }
      if value == 3 { recorder.dispose() }
    })
    scheduler.scheduleAt(10) { subject.onNext(1) }
    scheduler.scheduleAt(20) { subject.onNext(3) }
    scheduler.scheduleAt(30) { subject.onNext(4) }
    guard assertReturns({ scheduler.start() }) else { return }
    other.dispose()
    XCTAssertEqual(
      log.value,
      ["1: recorded [1]", "2: recorded [1, 2]", "3: recorded [1, 2, 3]", "4: recorded [1, 2, 3]"])
    XCTAssertEqual(recorder.recordedEvents, [.next(10, 1), .next(10, 2), .next(20, 3)])
  }

  // A task waits for the recorder's next values while another thread sends them from a
  // handler of the same subject that sends again: the wait sees every value, in order.
  func testAWaitForValuesSentFromAHandler() async throws {
    let subject = PublishSubject<Int>()
    let recorder = StreamRecorder(subject)
    let other = subject.subscribe(onNext: { value in
      if value < 3 { subject.onNext(value + 1) }
    })
    let waiting = Task { try await recorder.next(3, timeout: .seconds(10)) }
    Thread.detachNewThread { subject.onNext(1) }
    let values = try await waiting.value
    other.dispose()
    XCTAssertEqual(values, [1, 2, 3])
    XCTAssertEqual(recorder.events, [.next(1), .next(2), .next(3)])
  }
}
