import CoreTestSupport
import ErrorFlowTesting
import ReactiveCore
import XCTest

final class BlockingObservableTests: TestingTestCase {
  private func values(_ elements: [Int], error: Error? = nil) -> Observable<Int> {
    Observable.create { observer in
      for element in elements { observer.onNext(element) }
      if let error { observer.onError(error) } else { observer.onCompleted() }
      return Disposables.create()
    }
  }

  private let never = Observable<Int>.create { _ in Disposables.create() }

  func testToArrayReturnsAllElements() throws {
    XCTAssertEqual(try values([1, 2, 3]).toBlocking(timeout: 1).toArray(), [1, 2, 3])
    XCTAssertEqual(try values([]).toBlocking().toArray(), [])
  }

  func testToArrayThrowsTheSequencesError() {
    XCTAssertThrowsError(try values([1], error: TestError(1)).toBlocking(timeout: 1).toArray()) {
      XCTAssertEqual($0 as? TestError, TestError(1))
    }
  }

  func testFirstStopsAtTheFirstElement() throws {
    let disposed = Locked(false)
    let endless = Observable<Int>.create { observer in
      observer.onNext(7)
      observer.onNext(8)
      return Disposables.create { disposed.withLock { $0 = true } }
    }
    XCTAssertEqual(try endless.toBlocking(timeout: 1).first(), 7)
    XCTAssertTrue(disposed.value)
    XCTAssertNil(try values([]).toBlocking(timeout: 1).first())
    XCTAssertThrowsError(try values([], error: TestError(2)).toBlocking(timeout: 1).first()) {
      XCTAssertEqual($0 as? TestError, TestError(2))
    }
  }

  func testLastReturnsTheLastElement() throws {
    XCTAssertEqual(try values([1, 2, 3]).toBlocking(timeout: 1).last(), 3)
    XCTAssertNil(try values([]).toBlocking(timeout: 1).last())
  }

  func testSingleNeedsExactlyOneElement() throws {
    XCTAssertEqual(try values([4]).toBlocking(timeout: 1).single(), 4)
    XCTAssertThrowsError(try values([]).toBlocking(timeout: 1).single()) {
      XCTAssertEqual($0 as? RxError, .noElements)
    }
    XCTAssertThrowsError(try values([1, 2]).toBlocking(timeout: 1).single()) {
      XCTAssertEqual($0 as? RxError, .moreThanOneElement)
    }
  }

  func testSingleWithPredicateCountsOnlyMatches() throws {
    XCTAssertEqual(try values([1, 2, 3]).toBlocking(timeout: 1).single { $0 == 2 }, 2)
    XCTAssertThrowsError(try values([1, 2, 3]).toBlocking(timeout: 1).single { $0 > 1 }) {
      XCTAssertEqual($0 as? RxError, .moreThanOneElement)
    }
    XCTAssertThrowsError(try values([1]).toBlocking(timeout: 1).single { _ in throw TestError(5) })
    {
      XCTAssertEqual($0 as? TestError, TestError(5))
    }
  }

  func testMaterializeReportsHowTheSequenceEnded() {
    guard case .completed(let elements) = values([1, 2]).toBlocking(timeout: 1).materialize()
    else { return XCTFail("expected completed") }
    XCTAssertEqual(elements, [1, 2])
    let failed = values([1], error: TestError(3)).toBlocking(timeout: 1).materialize()
    guard case .failed(let partial, let error) = failed else { return XCTFail("expected failed") }
    XCTAssertEqual(partial, [1])
    XCTAssertEqual(error as? TestError, TestError(3))
    XCTAssertEqual(failed.description, "failed([1], error: TestError(3))")
  }

  func testTimeoutThrowsInsteadOfHanging() {
    XCTAssertThrowsError(try never.toBlocking(timeout: 0.05).toArray()) {
      XCTAssertEqual($0 as? RxError, .timeout)
    }
    XCTAssertThrowsError(try never.toBlocking(timeout: 0.05).first()) {
      XCTAssertEqual($0 as? RxError, .timeout)
    }
  }

  /// RxBlocking keeps the run loop turning while it waits (RunLoopLock), so main-queue work
  /// completes when the test itself runs on the main thread.
  func testOnTheMainThreadWorkObservedOnTheMainSchedulerCompletes() throws {
    XCTAssertTrue(Thread.isMainThread)
    let values = try Observable.of(1, 2, 3)
      .observe(on: MainScheduler.asyncInstance)
      .toBlocking(timeout: 5)
      .toArray()
    XCTAssertEqual(values, [1, 2, 3])
  }

  func testOnTheMainThreadATimerOnTheMainSchedulerFires() throws {
    XCTAssertTrue(Thread.isMainThread)
    let first = try Observable<Int>.timer(.milliseconds(10), scheduler: MainScheduler.instance)
      .toBlocking(timeout: 5)
      .first()
    XCTAssertEqual(first, 0)
  }

  func testOnTheMainThreadAnErrorDeliveredOnTheMainQueueIsThrown() {
    XCTAssertTrue(Thread.isMainThread)
    let failing = values([1], error: TestError(4)).observe(on: MainScheduler.asyncInstance)
    guard case .failed(let elements, let error) = failing.toBlocking(timeout: 5).materialize()
    else { return XCTFail("expected failed") }
    XCTAssertEqual(elements, [1])
    XCTAssertEqual(error as? TestError, TestError(4))
  }

  func testTimeoutKeepsTheElementsSoFarInMaterialize() {
    let partial = Observable<Int>.create { observer in
      observer.onNext(1)
      return Disposables.create()
    }
    guard case .failed(let elements, let error) = partial.toBlocking(timeout: 0.05).materialize()
    else { return XCTFail("expected failed") }
    XCTAssertEqual(elements, [1])
    XCTAssertEqual(error as? RxError, .timeout)
  }
}
