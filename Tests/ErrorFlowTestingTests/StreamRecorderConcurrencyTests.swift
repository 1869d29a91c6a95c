import Dispatch
import ErrorFlow
import ErrorFlowTesting
import XCTest

/// StreamRecorder with values sent from several threads while tasks await them: no value is
/// lost, none is returned twice, and a wake-up racing a timeout or a cancellation is safe.
final class StreamRecorderConcurrencyTests: TestingTestCase {
  func testEveryValueSentFromFourThreadsReachesOneWait() async throws {
    let subject = PublishSubject<Int>()
    let recorder = StreamRecorder(subject)
    for sender in 0..<4 {
      DispatchQueue.global().async {
        for index in 0..<250 { subject.onNext(sender * 1_000 + index) }
      }
    }

    let values = try await recorder.next(1_000, timeout: .seconds(10))

    XCTAssertEqual(values.count, 1_000)
    for sender in 0..<4 {
      // Each thread's values arrive in the order it sent them.
      let own = values.filter { $0 / 1_000 == sender }
      XCTAssertEqual(own, (0..<250).map { sender * 1_000 + $0 })
    }
  }

  func testTwoWaitsSharingTheCursorNeverReturnTheSameValue() async throws {
    let subject = PublishSubject<Int>()
    let recorder = StreamRecorder(subject)
    async let first = recorder.next(500, timeout: .seconds(10))
    async let second = recorder.next(500, timeout: .seconds(10))
    DispatchQueue.global().async {
      for value in 0..<1_000 { subject.onNext(value) }
    }

    let (a, b) = try await (first, second)

    XCTAssertEqual(a.count, 500)
    XCTAssertEqual(b.count, 500)
    XCTAssertEqual(Set(a + b), Set(0..<1_000))
  }

  func testWaitsRacingTheirTimeoutsAndCancellationsEndEachOnce() async {
    let subject = PublishSubject<Int>()
    let recorder = StreamRecorder(subject)
    DispatchQueue.global().async {
      for value in 0..<200 { subject.onNext(value) }
    }
    var taken = 0
    for round in 0..<200 {
      let wait = Task { try await recorder.next(timeout: .microseconds(50)) }
      if round % 3 == 0 { wait.cancel() }
      switch await wait.result {
      case .success: taken += 1
      case .failure(is AsyncWaitError), .failure(is CancellationError): break
      case .failure(let error): XCTFail("unexpected \(error)")
      }
    }
    // Every value taken was taken once: the rest are still pending.
    let rest = try? await recorder.next(200 - taken, timeout: .seconds(10))
    XCTAssertEqual(rest?.count, 200 - taken)
  }
}
