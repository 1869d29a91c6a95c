import Dispatch
import Foundation
import ReactiveCore

extension BlockingObservable {
  /// Waits for the sequence to end and returns all its elements.
  ///
  /// ```swift
  /// XCTAssertEqual(try Observable.of(1, 2).toBlocking(timeout: 1).toArray(), [1, 2])
  /// ```
  ///
  /// - Returns: Every element.
  /// - Throws: The sequence's error, or `RxError.timeout`.
  public func toArray() throws -> [Element] {
    try materializeResult().elementsOrThrow()
  }

  /// Waits for the first element.
  ///
  /// ```swift
  /// XCTAssertEqual(try Observable.of(1, 2).toBlocking(timeout: 1).first(), 1)
  /// ```
  ///
  /// - Returns: The first element, or `nil` if the sequence completed empty.
  /// - Throws: The sequence's error if it failed before an element, or `RxError.timeout`.
  public func first() throws -> Element? {
    try materializeResult(max: 1).elementsOrThrow().first
  }

  /// Waits for the sequence to end and returns its last element.
  ///
  /// ```swift
  /// XCTAssertEqual(try Observable.of(1, 2).toBlocking(timeout: 1).last(), 2)
  /// ```
  ///
  /// - Returns: The last element, or `nil` if the sequence completed empty.
  /// - Throws: The sequence's error, or `RxError.timeout`.
  public func last() throws -> Element? {
    try materializeResult().elementsOrThrow().last
  }

  /// Waits for the sequence's only element.
  ///
  /// ```swift
  /// XCTAssertEqual(try Observable.just(1).toBlocking(timeout: 1).single(), 1)
  /// ```
  ///
  /// - Returns: The only element.
  /// - Throws: `RxError.noElements`, `RxError.moreThanOneElement`, the sequence's error, or
  ///   `RxError.timeout`.
  public func single() throws -> Element {
    try single { _ in true }
  }

  /// Waits for the only element that satisfies `predicate`.
  ///
  /// ```swift
  /// XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking(timeout: 1).single { $0 > 2 }, 3)
  /// ```
  ///
  /// - Parameter predicate: Selects the elements that count.
  /// - Returns: The only matching element.
  /// - Throws: `RxError.noElements`, `RxError.moreThanOneElement`, the sequence's or the
  ///   predicate's error, or `RxError.timeout`.
  public func single(_ predicate: @escaping @Sendable (Element) throws -> Bool) throws -> Element {
    let elements = try materializeResult(max: 2, predicate: predicate).elementsOrThrow()
    if elements.count > 1 { throw RxError.moreThanOneElement }
    guard let element = elements.first else { throw RxError.noElements }
    return element
  }

  /// Waits for the sequence to end and returns how it ended, with its elements.
  ///
  /// ```swift
  /// if case .failed(let elements, let error) = source.toBlocking(timeout: 1).materialize() {
  ///   print(elements, error)
  /// }
  /// ```
  ///
  /// - Returns: `.completed(elements:)`, or `.failed(elements:error:)` for an error or a
  ///   timeout (`RxError.timeout`).
  public func materialize() -> MaterializedSequenceResult<Element> {
    materializeResult()
  }

  private func materializeResult(
    max: Int? = nil, predicate: @escaping @Sendable (Element) throws -> Bool = { _ in true }
  ) -> MaterializedSequenceResult<Element> {
    let onMainThread = Thread.isMainThread
    let collector = BlockingCollector<Element>(
      max: max, predicate: predicate, wakesMainRunLoop: onMainThread)
    collector.subscription.setDisposable(source.subscribe(collector))
    if onMainThread {
      waitServingMainRunLoop(collector)
    } else if let timeout {
      let deadline = DispatchTime.now() + timeout
      if collector.finished.wait(timeout: deadline) == .timedOut {
        collector.finish(error: RxError.timeout)
      }
    } else {
      collector.finished.wait()
    }
    collector.subscription.dispose()
    return collector.result
  }

  /// Waits on the main thread as RxBlocking does (its `RunLoopLock` runs the current run loop
  /// until the sequence ends): the main run loop keeps turning, so the main queue is served
  /// and work scheduled on `MainScheduler` (an `observe(on:)`, a timer) completes instead of
  /// waiting for a thread that is blocked. Each turn returns after the main queue was served
  /// once; `finish` posts an empty block to the main queue to end a turn from another thread.
  private func waitServingMainRunLoop(_ collector: BlockingCollector<Element>) {
    let limit = timeout.map { Date(timeIntervalSinceNow: $0) } ?? .distantFuture
    while !collector.isDone {
      if Date() >= limit {
        collector.finish(error: RxError.timeout)
        return
      }
      _ = RunLoop.main.run(mode: .default, before: limit)
    }
  }
}

extension MaterializedSequenceResult {
  fileprivate func elementsOrThrow() throws -> [T] {
    switch self {
    case .completed(let elements): return elements
    case .failed(_, let error): throw error
    }
  }
}

/// Collects a blocking operation's elements from any thread and signals when it has enough.
// unchecked Sendable: `elements`, `error` and `done` are guarded by `lock`; `predicate` is
// @Sendable; the other `let`s are Sendable
private final class BlockingCollector<Element>: ObserverType, @unchecked Sendable {
  let subscription = SingleAssignmentDisposable()
  let finished = DispatchSemaphore(value: 0)
  private let lock = Lock()
  private let max: Int?
  private let predicate: @Sendable (Element) throws -> Bool
  private let wakesMainRunLoop: Bool
  private var elements: [Element] = []
  private var error: Error?
  private var done = false

  init(
    max: Int?, predicate: @escaping @Sendable (Element) throws -> Bool, wakesMainRunLoop: Bool
  ) {
    self.max = max
    self.predicate = predicate
    self.wakesMainRunLoop = wakesMainRunLoop
  }

  /// Whether the operation has ended.
  var isDone: Bool { lock.withLock { done } }

  var result: MaterializedSequenceResult<Element> {
    lock.withLock {
      if let error { return .failed(elements: elements, error: error) }
      return .completed(elements: elements)
    }
  }

  func on(_ event: Event<Element>) {
    if lock.withLock({ done }) { return }
    switch event {
    case .next(let element):
      do {
        let matches = try predicate(element)
        let full = lock.withLock { () -> Bool in
          if done || !matches { return false }
          elements.append(element)
          if let max { return elements.count >= max }
          return false
        }
        if full { finish(error: nil) }
      } catch {
        finish(error: error)
      }
    case .error(let error): finish(error: error)
    case .completed: finish(error: nil)
    }
  }

  /// Ends the operation once: records `error`, stops the subscription, wakes the waiter.
  func finish(error: Error?) {
    let first = lock.withLock { () -> Bool in
      if done { return false }
      done = true
      self.error = error
      return true
    }
    guard first else { return }
    subscription.dispose()
    finished.signal()
    // The waiter turns the main run loop: an empty main-queue block ends its current turn.
    if wakesMainRunLoop { DispatchQueue.main.async {} }
  }
}
