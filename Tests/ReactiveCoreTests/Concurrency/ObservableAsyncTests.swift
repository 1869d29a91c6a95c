import CoreTestSupport
import ReactiveCore
import XCTest

@MainActor
private final class MainActorModel {
  private var loads = 0

  func load() async -> Int {
    MainActor.assertIsolated()
    loads += 1
    return loads
  }

  func observable() -> Observable<Int> {
    Observable.async { await self.load() }
  }
}

final class ObservableAsyncConcurrencyTests: CoreTestCase {
  private func record<Element>(_ source: Observable<Element>) async -> [String] {
    let recorder = SyncedRecorder<Element>()
    let ended = expectation(description: "terminal event")
    let observer = recorder.observer
    let subscription = source.subscribe { event in
      observer.on(event)
      if event.isStopEvent { ended.fulfill() }
    }
    await fulfillment(of: [ended], timeout: 5)
    subscription.dispose()
    return recorder.events
  }

  func testAsyncEmitsTheResultThenCompletes() async {
    let source = Observable.async { () async throws -> Int in
      await Task.yield()
      return 42
    }
    let events = await record(source)
    XCTAssertEqual(events, ["next(42)", "completed"])
  }

  func testAsyncTurnsAThrownErrorIntoAnErrorEvent() async {
    let source = Observable<Int>.async { throw testError }
    let events = await record(source)
    XCTAssertEqual(events, ["error(TestError(1))"])
  }

  func testAsyncRunsTheWorkOncePerSubscription() async {
    let runs = SyncedRecorder<Int>()
    let source = Observable<Int>.async {
      runs.record("run")
      return 1
    }
    let first = await record(source)
    let second = await record(source)
    XCTAssertEqual(first, ["next(1)", "completed"])
    XCTAssertEqual(second, ["next(1)", "completed"])
    XCTAssertEqual(runs.events, ["run", "run"])
  }

  func testAsyncDoesNothingBeforeSubscribe() {
    let runs = SyncedRecorder<Int>()
    _ = Observable<Int>.async {
      runs.record("run")
      return 1
    }
    XCTAssertEqual(runs.events, [])
  }

  // Contract 4: dispose cancels the task; the cancellation error is not reported.
  func testDisposeCancelsTheWorkQuietly() async {
    let started = expectation(description: "work started")
    let cancelled = expectation(description: "work cancelled")
    let recorder = SyncedRecorder<Int>()
    let source = Observable<Int>.async {
      started.fulfill()
      do {
        try await Task.sleep(for: .seconds(60))
      } catch {
        cancelled.fulfill()
        throw error
      }
      return 1
    }
    let subscription = source.subscribe(recorder.observer)
    await fulfillment(of: [started], timeout: 5)
    subscription.dispose()
    await fulfillment(of: [cancelled], timeout: 5)
    XCTAssertEqual(recorder.events, [])
  }

  func testTaskSendsEveryValueThenCompletesWhenTheBodyReturns() async {
    let source = Observable<Int>.task { observer in
      for value in 1...3 {
        await Task.yield()
        observer.onNext(value)
      }
    }
    let events = await record(source)
    XCTAssertEqual(events, ["next(1)", "next(2)", "next(3)", "completed"])
  }

  func testTaskTurnsAThrownErrorIntoAnErrorEvent() async {
    let source = Observable<Int>.task { observer in
      observer.onNext(1)
      throw testError
    }
    let events = await record(source)
    XCTAssertEqual(events, ["next(1)", "error(TestError(1))"])
  }

  // Contract 1: nothing after the body's own terminal event.
  func testTaskKeepsTheGrammarWhenTheBodyEndsTheSequenceItself() async {
    let source = Observable<Int>.task { observer in
      observer.onNext(1)
      observer.onError(testError)
      observer.onNext(2)
    }
    let events = await record(source)
    XCTAssertEqual(events, ["next(1)", "error(TestError(1))"])
  }

  // Contract 2: values sent by concurrent child tasks arrive serially and whole.
  func testTaskSerialisesSendsFromChildTasks() async {
    let source = Observable<Int>.task { observer in
      await withTaskGroup(of: Void.self) { group in
        for child in 0..<4 {
          group.addTask {
            for index in 0..<100 { observer.onNext(child * 100 + index) }
          }
        }
      }
    }
    let events = await record(source)
    XCTAssertEqual(events.count, 401)
    XCTAssertEqual(events.last, "completed")
    XCTAssertEqual(Set(events.dropLast()).count, 400)
    XCTAssertFalse(events.contains("overlap"))
  }

  func testAsyncRunsAMainActorClosureOnTheMainActor() async throws {
    let model = MainActorModel()
    let source = await model.observable()
    var received: [Int] = []
    for try await value in source.values { received.append(value) }
    for try await value in source.values { received.append(value) }
    XCTAssertEqual(received, [1, 2])
  }
}
