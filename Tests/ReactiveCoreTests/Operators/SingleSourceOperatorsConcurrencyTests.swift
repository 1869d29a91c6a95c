import CoreTestSupport
import Dispatch
import ErrorFlowTesting
import Foundation
import ReactiveCore
import XCTest

/// Runs each action asynchronously on a global concurrent queue, inside `pending`, so a test
/// can wait until every action (and the disposal it triggers) has finished.
private struct GlobalQueueScheduler: ImmediateSchedulerType {
  let pending: DispatchGroup

  func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
    -> Disposable
  {
    let cancelled = BooleanDisposable()
    let box = UncheckedBox(state: state, action: action)
    pending.enter()
    DispatchQueue.global().async {
      defer { pending.leave() }
      if !cancelled.isDisposed { _ = box.action(box.state) }
    }
    return cancelled
  }
}

private final class UncheckedBox<State>: @unchecked Sendable {
  let state: State
  let action: (State) -> Disposable

  init(state: State, action: @escaping (State) -> Disposable) {
    self.state = state
    self.action = action
  }
}

/// Records events from any thread and flags overlapping calls and grammar violations.
private final class CheckingRecorder<Element>: ObserverType, @unchecked Sendable {
  private let lock = NSLock()
  private var inside = false
  private(set) var overlapped = false
  private(set) var afterTerminal = false
  private var recorded: [Event<Element>] = []
  private let done: XCTestExpectation?

  init(done: XCTestExpectation? = nil) {
    self.done = done
  }

  func on(_ event: Event<Element>) {
    lock.lock()
    if inside { overlapped = true }
    if recorded.last?.isStopEvent == true { afterTerminal = true }
    inside = true
    recorded.append(event)
    lock.unlock()
    lock.lock()
    inside = false
    lock.unlock()
    if event.isStopEvent { done?.fulfill() }
  }

  var events: [Event<Element>] { lock.withLock { recorded } }
  var elements: [Element] { events.compactMap(\.element) }
}

final class SingleSourceOperatorsConcurrencyTests: CoreTestCase {
  // Contracts 1 and 2: take(until:) serialises the source and the trigger racing on two
  // threads; exactly one terminal event, nothing after it.
  func testTakeUntilSerialisesSourceAndTriggerFromTwoThreads() {
    for _ in 0..<50 {
      let source = PublishSubject<Int>()
      let stop = PublishSubject<Void>()
      let recorder = CheckingRecorder<Int>()
      let subscription = source.take(until: stop).subscribe(recorder)
      DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 {
          for value in 0..<200 { source.onNext(value) }
        } else {
          stop.onNext(())
        }
      }
      subscription.dispose()
      XCTAssertFalse(recorder.overlapped)
      XCTAssertFalse(recorder.afterTerminal)
      XCTAssertEqual(recorder.events.filter(\.isStopEvent).count, 1)
      XCTAssertEqual(recorder.elements, Array(0..<recorder.elements.count))
    }
  }

  // Contract 2: synchronous sources on many threads at once each run their own trampoline.
  func testSynchronousChainsOnManyThreadsAtOnce() {
    let results = ResultSlots(count: 8)
    DispatchQueue.concurrentPerform(iterations: 8) { index in
      let collected = Locked<[Int]>([])
      Observable.from(1...).map { $0 * (index + 1) }.take(100).toArray()
        .subscribe(onNext: { values in collected.withLock { $0 = values } })
        .dispose()
      results.set(index, collected.value)
    }
    for index in 0..<8 {
      XCTAssertEqual(results.get(index), (1...100).map { $0 * (index + 1) })
    }
  }

  // Contract 2: one element per action on a concurrent queue still arrives serially, in order.
  func testOfOnAConcurrentSchedulerDeliversSeriallyInOrder() {
    let done = expectation(description: "completed")
    let recorder = CheckingRecorder<Int>(done: done)
    let pending = DispatchGroup()
    let scheduler = GlobalQueueScheduler(pending: pending)
    let subscription = Observable.from(Array(0..<300), scheduler: scheduler)
      .map { $0 }
      .subscribe(recorder)
    wait(for: [done], timeout: 5)
    pending.wait()
    subscription.dispose()
    XCTAssertFalse(recorder.overlapped)
    XCTAssertEqual(recorder.elements, Array(0..<300))
    XCTAssertTrue(recorder.events.last?.isCompleted ?? false)
  }

  // Contract 4: take stops a scheduled infinite source running on another thread.
  func testTakeStopsAScheduledInfiniteSource() {
    let done = expectation(description: "completed")
    let recorder = CheckingRecorder<Int>(done: done)
    let pending = DispatchGroup()
    let scheduler = GlobalQueueScheduler(pending: pending)
    let subscription = Observable.repeatElement(1, scheduler: scheduler)
      .take(20)
      .subscribe(recorder)
    wait(for: [done], timeout: 5)
    pending.wait()
    subscription.dispose()
    XCTAssertEqual(recorder.elements, Array(repeating: 1, count: 20))
    XCTAssertFalse(recorder.afterTerminal)
  }

  // Retry resubscribes the right number of times when failures arrive on other threads.
  func testRetryWithFailuresOnOtherThreads() {
    let attempts = AttemptCounter()
    let pending = DispatchGroup()
    let source = Observable<Int>.create { observer in
      let attempt = attempts.increment()
      pending.enter()
      DispatchQueue.global().async {
        defer { pending.leave() }
        observer.onNext(attempt)
        observer.onError(testError)
      }
      return Disposables.create()
    }
    let done = expectation(description: "failed")
    let recorder = CheckingRecorder<Int>(done: done)
    let subscription = source.retry(4).subscribe(recorder)
    wait(for: [done], timeout: 5)
    pending.wait()
    subscription.dispose()
    XCTAssertEqual(attempts.value, 4)
    XCTAssertEqual(recorder.events, [.next(1), .next(2), .next(3), .next(4), .error(testError)])
    XCTAssertFalse(recorder.overlapped)
  }

  // retry(when:) with a trigger on another thread.
  func testRetryWhenWithATriggerOnAnotherThread() {
    let attempts = AttemptCounter()
    let source = Observable<Int>.deferred {
      let attempt = attempts.increment()
      return attempt < 3 ? .error(testError) : .just(attempt)
    }
    let done = expectation(description: "completed")
    let recorder = CheckingRecorder<Int>(done: done)
    let pending = DispatchGroup()
    let subscription = source.retry(when: { errors in
      errors.redelivered(on: GlobalQueueScheduler(pending: pending))
    })
    .subscribe(recorder)
    wait(for: [done], timeout: 5)
    pending.wait()
    subscription.dispose()
    XCTAssertEqual(recorder.events, [.next(3), .completed])
  }
}

extension ObservableType {
  /// Re-sends each event through `scheduler` (enough for these tests: one event at a time).
  fileprivate func redelivered(on scheduler: GlobalQueueScheduler) -> Observable<Element> {
    let source = asObservable()
    return Observable.create { observer in
      source.subscribe { event in
        _ = scheduler.schedule(event) { event in
          observer.on(event)
          return Disposables.create()
        }
      }
    }
  }
}

private final class AttemptCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  func increment() -> Int {
    lock.withLock {
      count += 1
      return count
    }
  }

  var value: Int { lock.withLock { count } }
}

private final class ResultSlots: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [[Int]]

  init(count: Int) {
    slots = Array(repeating: [], count: count)
  }

  func set(_ index: Int, _ value: [Int]) {
    lock.withLock { slots[index] = value }
  }

  func get(_ index: Int) -> [Int] { lock.withLock { slots[index] } }
}
