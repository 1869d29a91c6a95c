import CoreTestSupport
import Dispatch
import ReactiveCore
import XCTest

private final class NotSendable {
  let id: Int
  init(_ id: Int) { self.id = id }
}

final class ObservableValuesConcurrencyTests: CoreTestCase {
  func testValuesYieldsEveryElementThenFinishes() async throws {
    let source = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onNext(2)
      observer.onNext(3)
      observer.onCompleted()
      return Disposables.create()
    }
    var received: [Int] = []
    for try await value in source.values { received.append(value) }
    XCTAssertEqual(received, [1, 2, 3])
  }

  func testValuesThrowsTheSourceError() async {
    let source = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onError(testError)
      return Disposables.create()
    }
    var received: [Int] = []
    do {
      for try await value in source.values { received.append(value) }
      XCTFail("expected an error")
    } catch {
      XCTAssertEqual(error as? TestError, testError)
    }
    XCTAssertEqual(received, [1])
  }

  func testValuesOfAnEmptySequenceFinishesAtOnce() async throws {
    let source = Observable<Int>.create { observer in
      observer.onCompleted()
      return Disposables.create()
    }
    var count = 0
    for try await _ in source.values { count += 1 }
    XCTAssertEqual(count, 0)
  }

  // Contract 4: leaving the loop disposes the subscription; the source sees it.
  func testBreakingOutOfTheLoopDisposesTheSubscription() async throws {
    let before = Diagnostics.liveSubscriptions
    let disposed = expectation(description: "source disposed")
    let source = Observable<Int>.create { observer in
      for value in 1...5 { observer.onNext(value) }
      return Disposables.create { disposed.fulfill() }
    }
    var received: [Int] = []
    for try await value in source.values {
      received.append(value)
      if value == 2 { break }
    }
    await fulfillment(of: [disposed], timeout: 5)
    XCTAssertEqual(received, [1, 2])
    XCTAssertEqual(Diagnostics.liveSubscriptions, before)
  }

  // Contract 4: cancelling the consuming task disposes the subscription; as in RxSwift 6
  // (Observable+Concurrency.swift), the loop throws `CancellationError`.
  func testCancellingTheConsumingTaskDisposesTheSubscription() async throws {
    let before = Diagnostics.liveSubscriptions
    let subject = PublishSubject<Int>()
    let subscribed = expectation(description: "subscribed")
    let source = Observable<Int>.create { observer in
      subscribed.fulfill()
      return subject.subscribe(observer)
    }
    let received = SyncedRecorder<Int>()
    let firstValue = expectation(description: "first value consumed")
    let consumer = Task {
      do {
        for try await value in source.values {
          received.record("next(\(value))")
          firstValue.fulfill()
        }
        received.record("finished")
      } catch {
        received.record(error is CancellationError ? "cancelled" : "error(\(error))")
      }
    }
    await fulfillment(of: [subscribed], timeout: 5)
    subject.onNext(1)
    await fulfillment(of: [firstValue], timeout: 5)
    consumer.cancel()
    await consumer.value
    XCTAssertFalse(subject.hasObservers)
    subject.onNext(2)
    XCTAssertEqual(received.events, ["next(1)", "cancelled"])
    XCTAssertEqual(Diagnostics.liveSubscriptions, before)
  }

  func testValuesBuffersWithoutBoundOrLoss() async throws {
    let count = 10_000
    let source = Observable<Int>.create { observer in
      for value in 0..<count { observer.onNext(value) }
      observer.onCompleted()
      return Disposables.create()
    }
    var received: [Int] = []
    for try await value in source.values { received.append(value) }
    XCTAssertEqual(received, Array(0..<count))
  }

  func testValuesCarriesNonSendableElements() async throws {
    let source = Observable<NotSendable>.create { observer in
      observer.onNext(NotSendable(7))
      observer.onCompleted()
      return Disposables.create()
    }
    var ids: [Int] = []
    for try await value in source.values { ids.append(value.id) }
    XCTAssertEqual(ids, [7])
  }

  // Contract 2: values sent from several threads arrive whole and serially.
  func testValuesFromManyThreadsArriveComplete() async throws {
    let threads = 4
    let perThread = 500
    let source = Observable<Int>.create { observer in
      let group = DispatchGroup()
      for thread in 0..<threads {
        DispatchQueue.global().async(group: group) {
          for index in 0..<perThread { observer.onNext(thread * perThread + index) }
        }
      }
      group.notify(queue: .global()) { observer.onCompleted() }
      return Disposables.create()
    }
    var received: [Int] = []
    for try await value in source.values { received.append(value) }
    XCTAssertEqual(received.sorted(), Array(0..<threads * perThread))
  }

  // Contract 4: cancelling consumers while a background thread keeps sending releases every
  // subscription, whatever the interleaving.
  func testCancellingWhileTheSourceSendsLeaksNothing() async throws {
    let before = Diagnostics.liveSubscriptions
    let source = Observable<Int>.create { observer in
      let stop = AtomicFlag()
      DispatchQueue.global().async {
        var value = 0
        while !stop.isSet {
          observer.onNext(value)
          value += 1
        }
      }
      return Disposables.create { stop.set() }
    }
    for _ in 0..<20 {
      let consumer = Task {
        var count = 0
        for try await _ in source.values {
          count += 1
          if count == 10 { break }
        }
      }
      try await consumer.value
      let cancelled = Task {
        for try await _ in source.values {}
      }
      await Task.yield()
      cancelled.cancel()
      _ = await cancelled.result
    }
    XCTAssertEqual(Diagnostics.liveSubscriptions, before)
  }
}
