import Dispatch
import ErrorFlowRxCompat
import ErrorFlowTesting
import ReactiveCore
import XCTest

/// A thread-safe count of how often a source was subscribed to and disposed.
private final class SubscriptionLog: @unchecked Sendable {
  private let lock = Lock()
  private var subscribed = 0
  private var disposed = 0

  var subscriptions: Int { lock.withLock { subscribed } }
  var disposals: Int { lock.withLock { disposed } }

  /// `source`, counting its subscriptions and disposals.
  func watch<Element>(_ source: Observable<Element>) -> Observable<Element> {
    source.do(
      onSubscribe: { [self] in lock.withLock { subscribed += 1 } },
      onDispose: { [self] in lock.withLock { disposed += 1 } })
  }
}

/// Not `Sendable`: the helpers must accept RxSwift-style element types.
private final class Note: Sendable {
  let text: String
  init(_ text: String) { self.text = text }
}

/// A source that sends `values` and nothing more, never ending.
private func sendsThenHangs(_ values: [Int]) -> Observable<Int> {
  Observable.create { observer in
    for value in values { observer.onNext(value) }
    return Disposables.create()
  }
}

final class ObservableConvertibleTypeAsyncTestingTests: TestingTestCase {
  // MARK: firstValue

  func testFirstValueReturnsTheFirstValueAndDisposes() async throws {
    let log = SubscriptionLog()
    let value = try await log.watch(Observable.of(1, 2, 3)).firstValue(timeout: .seconds(5))
    XCTAssertEqual(value, 1)
    XCTAssertEqual(log.subscriptions, 1)
    XCTAssertEqual(log.disposals, 1)
  }

  func testFirstValueAcceptsNonSendableElements() async throws {
    let note = try await Observable.just(Note("saved")).firstValue()
    XCTAssertEqual(note.text, "saved")
  }

  func testFirstValueRethrowsTheSourceError() async {
    do {
      _ = try await Observable<Int>.error(TestError(1)).firstValue()
      XCTFail("expected an error")
    } catch {
      XCTAssertEqual(error as? TestError, TestError(1))
    }
  }

  func testFirstValueOfAnEmptySequenceThrowsCompleted() async {
    do {
      _ = try await Observable<Int>.empty().firstValue()
      XCTFail("expected an error")
    } catch {
      XCTAssertEqual(
        error as? AsyncWaitError,
        AsyncWaitError(operation: "firstValue()", reason: .completed, received: []))
      XCTAssertEqual("\(error)", "firstValue() failed: the sequence completed after 0 values")
    }
  }

  func testFirstValueTimesOutOnASourceThatNeverSendsAndDisposesIt() async {
    let log = SubscriptionLog()
    do {
      _ = try await log.watch(Observable<Int>.never()).firstValue(timeout: .milliseconds(50))
      XCTFail("expected a timeout")
    } catch {
      XCTAssertEqual(
        error as? AsyncWaitError,
        AsyncWaitError(
          operation: "firstValue()", reason: .timedOut(after: .milliseconds(50)), received: []))
      XCTAssertEqual("\(error)", "firstValue() timed out after 0.05 seconds; received 0 values")
    }
    XCTAssertEqual(log.disposals, 1)
  }

  func testFirstValueOfABehaviorRelayIsItsCurrentValue() async throws {
    let relay = BehaviorRelay(value: "idle")
    let value = try await relay.firstValue()
    XCTAssertEqual(value, "idle")
  }

  // MARK: values(count:)

  func testValuesCountReturnsExactlyTheFirstValuesAndDisposes() async throws {
    let log = SubscriptionLog()
    let values = try await log.watch(Observable.of(1, 2, 3, 4, 5)).values(
      count: 3, timeout: .seconds(5))
    XCTAssertEqual(values, [1, 2, 3])
    XCTAssertEqual(log.disposals, 1)
  }

  func testValuesCountOfZeroDoesNotSubscribe() async throws {
    let log = SubscriptionLog()
    let values = try await log.watch(Observable<Int>.never()).values(count: 0)
    XCTAssertEqual(values, [])
    XCTAssertEqual(log.subscriptions, 0)
  }

  func testValuesCountThrowsWhenTheSequenceCompletesWithFewer() async {
    do {
      _ = try await Observable.of("a", "b").values(count: 3)
      XCTFail("expected an error")
    } catch {
      XCTAssertEqual(
        error as? AsyncWaitError,
        AsyncWaitError(
          operation: "values(count: 3)", reason: .completed, received: ["\"a\"", "\"b\""]))
      XCTAssertEqual(
        "\(error)", "values(count: 3) failed: the sequence completed after 2 values: [\"a\", \"b\"]"
      )
    }
  }

  func testValuesCountTimesOutListingWhatArrived() async {
    let log = SubscriptionLog()
    do {
      _ = try await log.watch(sendsThenHangs([1, 2])).values(count: 3, timeout: .milliseconds(50))
      XCTFail("expected a timeout")
    } catch {
      XCTAssertEqual(
        error as? AsyncWaitError,
        AsyncWaitError(
          operation: "values(count: 3)", reason: .timedOut(after: .milliseconds(50)),
          received: ["1", "2"]))
      XCTAssertEqual(
        "\(error)", "values(count: 3) timed out after 0.05 seconds; received 2 values: [1, 2]")
    }
    XCTAssertEqual(log.disposals, 1)
  }

  func testValuesCountRethrowsAnErrorSentBeforeEnoughValues() async {
    let source = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onError(TestError(2))
      return Disposables.create()
    }
    do {
      _ = try await source.values(count: 2)
      XCTFail("expected an error")
    } catch {
      XCTAssertEqual(error as? TestError, TestError(2))
    }
  }

  // MARK: collect(until:)

  func testCollectUntilIncludesTheMatchingValueAndDisposes() async throws {
    let log = SubscriptionLog()
    let values = try await log.watch(Observable.of(1, 2, 3, 4)).collect(
      until: { $0 == 3 }, timeout: .seconds(5))
    XCTAssertEqual(values, [1, 2, 3])
    XCTAssertEqual(log.disposals, 1)
  }

  func testCollectUntilRethrowsThePredicateError() async {
    do {
      _ = try await Observable.of(1, 2).collect(until: { _ in throw TestError(3) })
      XCTFail("expected an error")
    } catch {
      XCTAssertEqual(error as? TestError, TestError(3))
    }
  }

  func testCollectUntilThrowsWhenTheSequenceCompletesFirst() async {
    do {
      _ = try await Observable.of(1, 2).collect(until: { $0 > 5 })
      XCTFail("expected an error")
    } catch {
      XCTAssertEqual(
        error as? AsyncWaitError,
        AsyncWaitError(operation: "collect(until:)", reason: .completed, received: ["1", "2"]))
    }
  }

  func testCollectUntilTimesOut() async {
    do {
      _ = try await sendsThenHangs([1]).collect(until: { $0 > 5 }, timeout: .milliseconds(50))
      XCTFail("expected a timeout")
    } catch {
      XCTAssertEqual(
        error as? AsyncWaitError,
        AsyncWaitError(
          operation: "collect(until:)", reason: .timedOut(after: .milliseconds(50)),
          received: ["1"]))
    }
  }

  // MARK: completion

  func testCompletionReturnsTheValuesOfACompletedSequence() async throws {
    let result = try await Observable.of(1, 2).completion(timeout: .seconds(5))
    XCTAssertEqual("\(result)", "completed([1, 2])")
  }

  func testCompletionReturnsTheValuesAndErrorOfAFailedSequence() async throws {
    let source = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onError(TestError(4))
      return Disposables.create()
    }
    let result = try await source.completion()
    guard case .failed(let elements, let error) = result else {
      return XCTFail("expected a failure, got \(result)")
    }
    XCTAssertEqual(elements, [1])
    XCTAssertEqual(error as? TestError, TestError(4))
  }

  func testCompletionTimesOutOnARelay() async {
    let relay = PublishRelay<Int>()
    do {
      _ = try await relay.completion(timeout: .milliseconds(50))
      XCTFail("expected a timeout")
    } catch {
      XCTAssertEqual(
        error as? AsyncWaitError,
        AsyncWaitError(
          operation: "completion()", reason: .timedOut(after: .milliseconds(50)), received: []))
    }
  }

  func testCompletionOfADriver() async throws {
    let result = try await Driver.just(7).completion()
    XCTAssertEqual("\(result)", "completed([7])")
  }

  // MARK: traits

  func testFirstValueOfASingle() async throws {
    let value = try await Single.just(3).firstValue()
    XCTAssertEqual(value, 3)
  }

  func testCompletionOfACompletable() async throws {
    let result = try await Completable.empty().completion()
    XCTAssertEqual("\(result)", "completed([])")
  }

  // MARK: lifetime

  func testNothingTheWaitCapturedOutlivesIt() async throws {
    weak var released: Note?
    do {
      let note = Note("probe")
      released = note
      let values = try await Observable.of(1, 2).collect(
        until: { _ in note.text == "probe" }, timeout: .seconds(60))
      XCTAssertEqual(values, [1])
    }
    XCTAssertNil(released, "the predicate outlived the wait (kept by the pending timer?)")
  }

  func testAnyTimeoutIsAcceptedEvenPastWhatDurationComponentsHolds() async throws {
    // `Duration.components` traps once the seconds leave `Int64`; a test that writes
    // `.seconds(1e20)` for "no limit", or a negative timeout, must get an answer, not a trap.
    for timeout in [Duration.seconds(1e20), .seconds(Int64.max)] {
      let source = BehaviorSubject(value: 7)
      let values = try await source.values(count: 1, timeout: timeout)
      XCTAssertEqual(values, [7], "\(timeout)")
    }
    do {
      _ = try await PublishSubject<Int>().values(count: 1, timeout: .seconds(-1e20))
      XCTFail("a negative timeout waits for nothing")
    } catch let error as AsyncWaitError {
      XCTAssertEqual(error.reason, .timedOut(after: .seconds(-1e20)))
    }
  }
}
