import Dispatch
import ReactiveCore

/// How an ``AsyncCollector`` ended without timing out or being cancelled.
enum AsyncCollectorOutcome<Element> {
  /// `isSatisfied` returned `true` after the last of `elements`.
  case satisfied([Element])
  /// The sequence completed after `elements`.
  case completed([Element])
  /// The sequence (or `isSatisfied`) failed after `elements`.
  case failed([Element], Error)
}

/// Subscribes to a sequence for one awaiting task, collects its elements until `isSatisfied`
/// says so or the sequence ends, and resumes the task once: the machinery of the async test
/// helpers.
///
/// Whatever ends the wait first wins: enough elements, a terminal event, the timeout (a
/// `DispatchWorkItem` on a global queue, so it fires even when the sequence never sends
/// anything and whatever thread the test runs on), or the awaiting task's cancellation. The
/// winner disposes the subscription and cancels the timer *before* the task resumes, so the
/// subscription is gone when the `await` returns. Events may arrive on any thread; the state
/// is guarded by a lock that is never held while calling the sequence or `isSatisfied`.
// unchecked Sendable: `elements`, `continuation`, `timer` and `ending` are guarded by `lock`;
// `isSatisfied` is @Sendable; the other `let`s are Sendable
final class AsyncCollector<Element>: ObserverType, @unchecked Sendable {
  private typealias Continuation = CheckedContinuation<
    UncheckedSendableBox<AsyncCollectorOutcome<Element>>, Error
  >

  private let lock = Lock()
  private let operation: String
  private let timeout: Duration
  private let isSatisfied: @Sendable (Element, Int) throws -> Bool
  private let subscription = SingleAssignmentDisposable()
  private var elements: [Element] = []
  private var continuation: Continuation?
  private var timer: DispatchWorkItem?
  /// The wait's end, once known; kept when the task has not yet handed over its continuation.
  private var ending: Result<UncheckedSendableBox<AsyncCollectorOutcome<Element>>, Error>?

  /// - Parameters:
  ///   - operation: The helper's name for ``AsyncWaitError``.
  ///   - timeout: The longest wait.
  ///   - isSatisfied: Called with each element and how many were received with it; `true`
  ///     ends the wait.
  init(
    operation: String, timeout: Duration,
    isSatisfied: @escaping @Sendable (Element, Int) throws -> Bool
  ) {
    self.operation = operation
    self.timeout = timeout
    self.isSatisfied = isSatisfied
  }

  /// Subscribes to `source` and waits for the outcome.
  ///
  /// - Throws: ``AsyncWaitError`` on timeout, `CancellationError` when the task is cancelled.
  func run(
    _ source: Observable<Element>, isolation: isolated (any Actor)? = #isolation
  ) async throws -> AsyncCollectorOutcome<Element> {
    let box = try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation(isolation: isolation) {
        (continuation: Continuation) in
        start(source, continuation: continuation)
      }
    } onCancel: {
      finish(.failure(CancellationError()))
    }
    return box.value
  }

  private func start(_ source: Observable<Element>, continuation: Continuation) {
    // Weak: a cancelled work item stays queued until its deadline, and must not keep the
    // collector (its elements, the caller's predicate) alive that long after the wait.
    let timer = DispatchWorkItem { [weak self] in self?.timeOut() }
    let alreadyEnded = lock.withLock { () -> Bool in
      if ending != nil { return true }
      self.continuation = continuation
      self.timer = timer
      return false
    }
    if alreadyEnded {
      // Cancelled before the wait began: never subscribe.
      resume(continuation)
      return
    }
    DispatchQueue.global().asyncAfter(deadline: .deadline(after: timeout), execute: timer)
    // A wait that ended meanwhile has disposed `subscription`, which then disposes this
    // subscription as soon as it is set.
    subscription.setDisposable(source.subscribe(self))
  }

  private func timeOut() {
    let received = lock.withLock { elements.map { String(reflecting: $0) } }
    finish(
      .failure(
        AsyncWaitError(operation: operation, reason: .timedOut(after: timeout), received: received)
      ))
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      guard
        let count = lock.withLock({ () -> Int? in
          if ending != nil { return nil }
          elements.append(element)
          return elements.count
        })
      else { return }
      do {
        if try isSatisfied(element, count) {
          let satisfying = Array(currentElements.prefix(count))
          finish(.success(UncheckedSendableBox(.satisfied(satisfying))))
        }
      } catch {
        finish(.success(UncheckedSendableBox(.failed(currentElements, error))))
      }
    case .error(let error):
      finish(.success(UncheckedSendableBox(.failed(currentElements, error))))
    case .completed:
      finish(.success(UncheckedSendableBox(.completed(currentElements))))
    }
  }

  private var currentElements: [Element] { lock.withLock { elements } }

  /// Ends the wait once with `result`: disposes the subscription, cancels the timer and
  /// resumes the task if it is waiting. Later calls do nothing.
  private func finish(_ result: Result<UncheckedSendableBox<AsyncCollectorOutcome<Element>>, Error>)
  {
    let (isFirst, continuation, timer) = lock.withLock {
      () -> (Bool, Continuation?, DispatchWorkItem?) in
      if ending != nil { return (false, nil, nil) }
      ending = result
      defer {
        self.continuation = nil
        self.timer = nil
      }
      return (true, self.continuation, self.timer)
    }
    guard isFirst else { return }
    timer?.cancel()
    subscription.dispose()
    if let continuation { resume(continuation) }
  }

  private func resume(_ continuation: Continuation) {
    guard let ending = lock.withLock({ ending }) else { return }
    continuation.resume(with: ending)
  }
}
