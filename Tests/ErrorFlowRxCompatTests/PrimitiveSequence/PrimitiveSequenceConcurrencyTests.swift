import CoreTestSupport
import ErrorFlowRxCompat
import ReactiveCore
import XCTest

final class PrimitiveSequenceConcurrencyTests: CoreTestCase {
  func testSingleValueReturnsTheSuccess() async throws {
    let value = try await Single.just(42).value
    XCTAssertEqual(value, 42)
  }

  func testSingleValueThrowsTheFailure() async {
    do {
      _ = try await Single<Int>.error(testError).value
      XCTFail("expected a failure")
    } catch {
      XCTAssertEqual(error as? TestError, testError)
    }
  }

  func testSingleValueOfAnAsyncSource() async throws {
    let value = try await Single.from { () async throws -> Int in
      await Task.yield()
      return 7
    }.value
    XCTAssertEqual(value, 7)
  }

  // Contract 4: cancelling the awaiting task disposes the subscription and throws.
  func testCancellingTheTaskDisposesTheSubscription() async {
    let subscribed = expectation(description: "subscribed")
    let disposed = expectation(description: "disposed")
    let single = Single<Int>.never().do(
      onSubscribed: { subscribed.fulfill() }, onDispose: { disposed.fulfill() })
    let task = Task { try await single.value }
    await fulfillment(of: [subscribed], timeout: 5)
    task.cancel()
    await fulfillment(of: [disposed], timeout: 5)
    let result = await task.result
    XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError) }
  }

  /// RxSwift's `value` subscribes even in a cancelled task; where nothing is ready, this
  /// disposes the subscription and throws (RxSwift would wait forever).
  func testValueInAnAlreadyCancelledTaskThrowsWhenNothingIsReady() async {
    let lifecycle = SyncedRecorder<Int>()
    let single = Single<Int>.never().do(
      onSubscribe: { lifecycle.record("subscribe") }, onDispose: { lifecycle.record("dispose") })
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await single.value
    }
    let result = await task.result
    XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError) }
    XCTAssertEqual(lifecycle.events, ["subscribe", "dispose"])
  }

  /// RxSwift 6 returns an outcome that is ready at subscription even in a cancelled task:
  /// `Maybe.empty().value` is `nil`, `Completable.empty().value` returns.
  func testReadyOutcomesInAnAlreadyCancelledTaskAreReturned() async {
    let task = Task { () -> [String] in
      withUnsafeCurrentTask { $0?.cancel() }
      var seen: [String] = []
      do {
        let none = try await Maybe<Int>.empty().value
        seen.append("maybe empty: \(String(describing: none))")
        let some = try await Maybe.just(2).value
        seen.append("maybe just: \(String(describing: some))")
        try await Completable.empty().value
        seen.append("completable empty")
        seen.append("single just: \(try await Single.just(5).value)")
        _ = try await Single<Int>.error(testError).value
      } catch {
        seen.append("thrown: \(error)")
      }
      return seen
    }
    let seen = await task.value
    XCTAssertEqual(
      seen,
      [
        "maybe empty: nil", "maybe just: Optional(2)", "completable empty", "single just: 5",
        "thrown: \(testError)",
      ])
  }

  func testMaybeValue() async throws {
    let some = try await Maybe.just(1).value
    let none = try await Maybe<Int>.empty().value
    XCTAssertEqual(some, 1)
    XCTAssertNil(none)
    do {
      _ = try await Maybe<Int>.error(testError).value
      XCTFail("expected a failure")
    } catch {
      XCTAssertEqual(error as? TestError, testError)
    }
  }

  func testMaybeFromAndNilBlock() async throws {
    let some = try await Maybe.from { () async throws -> Int in 3 }.value
    let none = try await Maybe<Int>.from(nil).value
    XCTAssertEqual(some, 3)
    XCTAssertNil(none)
  }

  func testCompletableValue() async throws {
    try await Completable.empty().value
    do {
      try await Completable.error(testError).value
      XCTFail("expected a failure")
    } catch {
      XCTAssertEqual(error as? TestError, testError)
    }
  }

  func testCompletableFromRunsTheBlock() async throws {
    let runs = SyncedRecorder<Int>()
    try await Completable.from { runs.record("run") }.value
    XCTAssertEqual(runs.events, ["run"])
  }

  func testCompletableFromThrowingBlockFails() async {
    do {
      try await Completable.from { throw testError }.value
      XCTFail("expected a failure")
    } catch {
      XCTAssertEqual(error as? TestError, testError)
    }
  }

  // Contract 4: disposing a `from` single cancels its task quietly.
  func testDisposingSingleFromCancelsTheTask() async {
    let started = expectation(description: "started")
    let cancelled = expectation(description: "cancelled")
    let outcomes = SyncedRecorder<Int>()
    let single = Single<Int>.from {
      started.fulfill()
      do {
        try await Task.sleep(for: .seconds(60))
      } catch {
        cancelled.fulfill()
        throw error
      }
      return 1
    }
    let subscription = single.subscribe(
      onSuccess: { outcomes.record("success(\($0))") },
      onFailure: { outcomes.record("failure(\($0))") })
    await fulfillment(of: [started], timeout: 5)
    subscription.dispose()
    await fulfillment(of: [cancelled], timeout: 5)
    XCTAssertEqual(outcomes.events, [])
  }
}

final class PrimitiveSequenceRaceTests: CoreTestCase {
  // Contract 1 under a race: two threads report at once; exactly one outcome is delivered.
  func testConcurrentReportsDeliverExactlyOneOutcome() {
    for _ in 0..<200 {
      let outcomes = SyncedRecorder<Int>()
      let single = Single<Int>.create { single in
        let box = ReportBox(single)
        DispatchQueue.concurrentPerform(iterations: 4) { index in
          box.report(index.isMultiple(of: 2) ? .success(index) : .failure(testError))
        }
        return Disposables.create()
      }
      single.subscribe(
        onSuccess: { _ in outcomes.record("success") },
        onFailure: { _ in outcomes.record("failure") }
      ).dispose()
      XCTAssertEqual(outcomes.events.count, 1)
    }
  }
}

/// Hands a single's observer to several threads (the race under test).
private final class ReportBox: @unchecked Sendable {
  let report: (SingleEvent<Int>) -> Void

  init(_ report: @escaping (SingleEvent<Int>) -> Void) {
    self.report = report
  }
}
