import CoreTestSupport
import ReactiveCore
import XCTest

final class ObservableAsyncSequenceConcurrencyTests: CoreTestCase {
  private func subscribe<Element>(
    _ source: Observable<Element>, into recorder: SyncedRecorder<Element>
  ) -> (Disposable, XCTestExpectation) {
    let ended = expectation(description: "terminal event")
    let subscription = source.subscribe(
      onNext: { recorder.record("next(\($0))") },
      onError: {
        recorder.record("error(\($0))")
        ended.fulfill()
      },
      onCompleted: {
        recorder.record("completed")
        ended.fulfill()
      })
    return (subscription, ended)
  }

  private func events(of source: Observable<Int>) async -> [String] {
    let recorder = SyncedRecorder<Int>()
    let (subscription, ended) = subscribe(source, into: recorder)
    await fulfillment(of: [ended], timeout: 5)
    subscription.dispose()
    return recorder.events
  }

  /// RxSwift 6's Observable+Concurrency.swift completes when the sequence itself throws a
  /// `CancellationError`; any other error is an error event.
  func testACancellationErrorFromTheSequenceCompletes() async {
    let stream = AsyncThrowingStream<Int, Error> { continuation in
      continuation.yield(1)
      continuation.finish(throwing: CancellationError())
    }
    let received = await events(of: stream.asObservable(priority: nil))
    XCTAssertEqual(received, ["next(1)", "completed"])
  }

  func testAnotherErrorIsAnErrorEvent() async {
    let stream = AsyncThrowingStream<Int, Error> { continuation in
      continuation.finish(throwing: TestError(1))
    }
    let received = await events(of: stream.asObservable(detached: true))
    XCTAssertEqual(received, ["error(TestError(1))"])
  }

  func testFromAsyncSequenceEmitsEveryElementThenCompletes() async {
    let stream = AsyncStream<Int> { continuation in
      for value in 1...3 { continuation.yield(value) }
      continuation.finish()
    }
    let recorder = SyncedRecorder<Int>()
    let (subscription, ended) = subscribe(Observable.from(stream), into: recorder)
    await fulfillment(of: [ended], timeout: 5)
    subscription.dispose()
    XCTAssertEqual(recorder.events, ["next(1)", "next(2)", "next(3)", "completed"])
  }

  func testFromEmptyAsyncSequenceCompletes() async {
    let stream = AsyncStream<Int> { $0.finish() }
    let recorder = SyncedRecorder<Int>()
    let (subscription, ended) = subscribe(stream.asObservable(), into: recorder)
    await fulfillment(of: [ended], timeout: 5)
    subscription.dispose()
    XCTAssertEqual(recorder.events, ["completed"])
  }

  func testFromAsyncSequenceTurnsAThrownErrorIntoAnErrorEvent() async {
    let stream = AsyncThrowingStream<Int, Error> { continuation in
      continuation.yield(1)
      continuation.finish(throwing: testError)
    }
    let recorder = SyncedRecorder<Int>()
    let (subscription, ended) = subscribe(Observable.from(stream), into: recorder)
    await fulfillment(of: [ended], timeout: 5)
    subscription.dispose()
    XCTAssertEqual(recorder.events, ["next(1)", "error(TestError(1))"])
  }

  // Contract 4: dispose cancels the iterating task, which ends quietly.
  func testDisposeCancelsTheIteratingTaskQuietly() async {
    let terminated = expectation(description: "stream terminated")
    let (stream, continuation) = AsyncStream<Int>.makeStream()
    continuation.onTermination = { termination in
      if case .cancelled = termination { terminated.fulfill() }
    }
    let first = expectation(description: "first value")
    let recorder = SyncedRecorder<Int>()
    let subscription = Observable.from(stream).subscribe(
      onNext: {
        recorder.record("next(\($0))")
        first.fulfill()
      },
      onError: { recorder.record("error(\($0))") },
      onCompleted: { recorder.record("completed") })
    continuation.yield(1)
    await fulfillment(of: [first], timeout: 5)
    subscription.dispose()
    await fulfillment(of: [terminated], timeout: 5)
    continuation.yield(2)
    XCTAssertEqual(recorder.events, ["next(1)"])
  }

  func testEachSubscriptionIteratesTheSequenceAnew() async {
    let source = Observable.from(CountingSequence(limit: 2))
    let recorder = SyncedRecorder<Int>()
    let (first, firstEnded) = subscribe(source, into: recorder)
    await fulfillment(of: [firstEnded], timeout: 5)
    let (second, secondEnded) = subscribe(source, into: recorder)
    await fulfillment(of: [secondEnded], timeout: 5)
    first.dispose()
    second.dispose()
    XCTAssertEqual(
      recorder.events, ["next(1)", "next(2)", "completed", "next(1)", "next(2)", "completed"])
  }
}

final class ObservableAsyncSequenceStressTests: CoreTestCase {
  // Contract 4: subscriptions disposed from many threads while their tasks iterate release
  // everything, whatever the interleaving.
  func testDisposeRacingTheIterationLeaksNothing() {
    let before = Diagnostics.liveSubscriptions
    let source = Observable.from(CountingSequence(limit: .max, yields: true))
    DispatchQueue.concurrentPerform(iterations: 200) { _ in
      let subscription = source.subscribe(onNext: { _ in })
      subscription.dispose()
    }
    XCTAssertEqual(Diagnostics.liveSubscriptions, before)
  }
}

/// Counts 1...limit; a fresh iterator starts again at 1.
private struct CountingSequence: AsyncSequence {
  let limit: Int
  var yields = false

  struct AsyncIterator: AsyncIteratorProtocol {
    let limit: Int
    let yields: Bool
    var current = 0

    mutating func next() async -> Int? {
      guard current < limit else { return nil }
      if yields { await Task.yield() }
      current += 1
      return current
    }
  }

  func makeAsyncIterator() -> AsyncIterator { AsyncIterator(limit: limit, yields: yields) }
}
