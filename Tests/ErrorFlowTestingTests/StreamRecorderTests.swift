import Dispatch
import ErrorFlow
import ErrorFlowTesting
import XCTest

/// An app's own error type, as post 001 writes one: not `Equatable`, not `Sendable`-checked.
private enum FeedFailure: Error {
  case offline
  case unknown(any Error)
}

/// An element that is not `Sendable`.
private final class Row {
  let title: String
  init(_ title: String) { self.title = title }
}

final class StreamRecorderTests: TestingTestCase {
  func testValuesSentBeforeTheWaitAreReturnedByIt() async throws {
    let subject = PublishSubject<Int>()
    let recorder = StreamRecorder(subject)
    subject.onNext(1)
    subject.onNext(2)

    let values = try await recorder.next(2, timeout: .seconds(5))

    XCTAssertEqual(values, [1, 2])
  }

  func testTheAsyncHelperSubscribingOnlyWhenAwaitedMissesThem() async {
    // The contrast: `values(count:)` subscribes when awaited, so values sent before are gone.
    let subject = PublishSubject<Int>()
    subject.onNext(1)
    do {
      _ = try await subject.values(count: 1, timeout: .milliseconds(50))
      XCTFail("expected a timeout")
    } catch {
      XCTAssertEqual(
        error as? AsyncWaitError,
        AsyncWaitError(
          operation: "values(count: 1)", reason: .timedOut(after: .milliseconds(50)),
          received: []))
    }
  }

  func testNextWaitsForAValueSentLaterOnAnotherThread() async throws {
    let subject = PublishSubject<String>()
    let recorder = StreamRecorder(subject)
    DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) {
      subject.onNext("late")
    }

    let value = try await recorder.next(timeout: .seconds(5))

    XCTAssertEqual(value, "late")
  }

  func testTheWaitsShareOneCursorAndTheSynchronousViewsKeepEverything() async throws {
    let subject = PublishSubject<Int>()
    let recorder = StreamRecorder(subject)
    for value in 1...5 { subject.onNext(value) }

    let first = try await recorder.next()
    let pair = try await recorder.next(2)
    let untilFive = try await recorder.next(until: { $0 == 5 })

    XCTAssertEqual(first, 1)
    XCTAssertEqual(pair, [2, 3])
    XCTAssertEqual(untilFive, [4, 5])
    XCTAssertEqual(recorder.pendingValues, [])
    XCTAssertEqual(recorder.values, [1, 2, 3, 4, 5])
    XCTAssertEqual(recorder.events, [.next(1), .next(2), .next(3), .next(4), .next(5)])
    let none = try await recorder.next(0)
    XCTAssertEqual(none, [])
  }

  func testNextUntilTestsEachValueOnce() async throws {
    let subject = PublishSubject<Int>()
    let recorder = StreamRecorder(subject)
    var tested: [Int] = []
    subject.onNext(1)
    DispatchQueue.global().async {
      subject.onNext(2)
      subject.onNext(3)
    }

    let values = try await recorder.next(
      until: { value in
        tested.append(value)
        return value == 3
      }, timeout: .seconds(5))

    XCTAssertEqual(values, [1, 2, 3])
    XCTAssertEqual(tested, [1, 2, 3])
  }

  func testATimeoutListsWhatArrivedAfterWhatEarlierWaitsReturned() async throws {
    let subject = PublishSubject<String>()
    let recorder = StreamRecorder(subject)
    subject.onNext("taken")
    _ = try await recorder.next()
    subject.onNext("a")
    subject.onNext("b")

    do {
      _ = try await recorder.next(3, timeout: .milliseconds(50))
      XCTFail("expected a timeout")
    } catch let error as AsyncWaitError {
      XCTAssertEqual(
        error,
        AsyncWaitError(
          operation: "next(3) after the 1 value returned before",
          reason: .timedOut(after: .milliseconds(50)), received: [#""a""#, #""b""#]))
      XCTAssertEqual(
        error.description,
        #"next(3) after the 1 value returned before timed out after 0.05 seconds; "#
          + #"received 2 values: ["a", "b"]"#)
    }
    // What arrived is still there for the next wait.
    let arrived = try await recorder.next(2)
    XCTAssertEqual(arrived, ["a", "b"])
  }

  func testAStreamThatCompletesFirstEndsTheWaitAndItsErrorIsRethrown() async throws {
    let completing = PublishSubject<Int>()
    let completed = StreamRecorder(completing)
    completing.onNext(1)
    completing.onCompleted()
    do {
      _ = try await completed.next(2, timeout: .seconds(5))
      XCTFail("expected the wait to end")
    } catch {
      XCTAssertEqual(
        error as? AsyncWaitError,
        AsyncWaitError(operation: "next(2)", reason: .completed, received: ["1"]))
    }

    let failing = PublishSubject<Int>()
    let failed = StreamRecorder(failing)
    failing.onError(TestError(7))
    do {
      _ = try await failed.next(timeout: .seconds(5))
      XCTFail("expected the stream's error")
    } catch {
      XCTAssertEqual(error as? TestError, TestError(7))
    }
  }

  func testCompletionReturnsEveryValueAndHowTheStreamEnded() async throws {
    let subject = PublishSubject<Int>()
    let recorder = StreamRecorder(subject)
    subject.onNext(1)
    _ = try await recorder.next()
    DispatchQueue.global().async {
      subject.onNext(2)
      subject.onError(TestError(3))
      subject.onNext(4)  // after the terminal event: never recorded
    }

    let ended = try await recorder.completion(timeout: .seconds(5))

    guard case .failed(let elements, let error) = ended else { return XCTFail("\(ended)") }
    XCTAssertEqual(elements, [1, 2])
    XCTAssertEqual(error as? TestError, TestError(3))
    XCTAssertTrue(recorder.isTerminated)
    XCTAssertEqual(recorder.events, [.next(1), .next(2), .error(TestError(3))])
  }

  func testRecordedEventsCarryTheVirtualTimeTheyArrivedAt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "a"), .next(300, "b"), .completed(400)])
    let recorder = StreamRecorder(xs, scheduler: scheduler)

    scheduler.start()

    XCTAssertEqual(recorder.recordedEvents, [.next(210, "a"), .next(300, "b"), .completed(400)])
  }

  func testRecordsRelaysDriversAndTheAppsOwnErrorType() async throws {
    let relay = PublishRelay<Row>()
    let errors = PublishSubject<FeedFailure>()
    let scheduler = TestScheduler(initialClock: 0)
    let driver = SharingScheduler.mock(scheduler: scheduler) {
      BehaviorRelay(value: "idle").asDriver()
    }
    let rows = StreamRecorder(relay)
    let failures = StreamRecorder(errors)
    let states = StreamRecorder(driver, scheduler: scheduler)

    relay.accept(Row("first"))
    errors.onNext(.unknown(TestError(1)))
    errors.onNext(.offline)
    scheduler.start()

    let row = try await rows.next()
    XCTAssertEqual(row.title, "first")
    let shown = try await failures.next(2)
    XCTAssertEqual(shown.map { "\($0)" }, ["unknown(TestError(1))", "offline"])
    XCTAssertEqual(states.recordedEvents, [.next(1, "idle")])
  }

  @MainActor
  func testAMainActorTestAwaitsValuesSentFromATaskOfItsOwn() async throws {
    let subject = PublishSubject<Row>()
    let recorder = StreamRecorder(subject)
    Task.detached { subject.onNext(Row("from a task")) }

    let row = try await recorder.next(timeout: .seconds(5))

    XCTAssertEqual(row.title, "from a task")
  }

  func testCancellingTheAwaitingTaskEndsTheWait() async {
    let recorder = StreamRecorder(PublishSubject<Int>())
    let wait = Task { try await recorder.next(timeout: .seconds(60)) }
    wait.cancel()
    let result = await wait.result
    XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError) }
  }

  func testRemoveAllForgetsAndResetsTheCursor() async throws {
    let subject = PublishSubject<Int>()
    let recorder = StreamRecorder(subject)
    subject.onNext(1)
    _ = try await recorder.next()
    recorder.removeAll()
    subject.onNext(2)

    XCTAssertEqual(recorder.values, [2])
    let next = try await recorder.next()
    XCTAssertEqual(next, 2)
  }

  func testDisposingOrReleasingStopsRecording() {
    let subject = PublishSubject<Int>()
    let start = Diagnostics.liveSubscriptions
    let recorder = StreamRecorder(subject)
    XCTAssertEqual(Diagnostics.liveSubscriptions, start + 1)
    recorder.dispose()
    subject.onNext(1)
    XCTAssertEqual(recorder.values, [])
    XCTAssertEqual(Diagnostics.liveSubscriptions, start)

    do { _ = StreamRecorder(subject) }
    XCTAssertEqual(Diagnostics.liveSubscriptions, start)
  }
}
