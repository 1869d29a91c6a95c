import Foundation
import ReactiveCore

/// A sequence whose results the current thread waits for, as in RxBlocking; for code that is
/// not driven by a scheduler you control. Prefer ``TestScheduler`` when you can.
///
/// Every operation subscribes, blocks until it has its answer, and disposes the subscription.
/// With a timeout, an operation that has no answer in time throws `RxError.timeout` instead of
/// hanging; without one it waits as long as the sequence takes.
///
/// ```swift
/// let values = try Observable.of(1, 2, 3).toBlocking(timeout: 1).toArray()  // [1, 2, 3]
/// ```
///
/// On the main thread the wait keeps the main run loop turning, as RxBlocking does, so work
/// the sequence schedules on `MainScheduler` (an `observe(on:)`, a timer) still runs. The main
/// queue does not serve itself from inside one of its own blocks (a `@MainActor` task, a
/// `DispatchQueue.main.async` block), in RxBlocking either; there, and on any other thread, do
/// not block the thread or queue the sequence delivers on: the operation could then only end by
/// its timeout.
public struct BlockingObservable<Element> {
  /// The longest wait in seconds, or `nil` to wait as long as the sequence takes.
  let timeout: TimeInterval?
  /// The sequence waited on.
  let source: Observable<Element>
}

extension ObservableConvertibleType {
  /// Converts this sequence into one whose results the current thread waits for.
  ///
  /// ```swift
  /// let first = try service.fetch().toBlocking(timeout: 2).first()
  /// ```
  ///
  /// - Parameter timeout: The longest wait in seconds; `nil` waits as long as it takes.
  /// - Returns: The blocking view of this sequence.
  public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
    BlockingObservable(timeout: timeout, source: asObservable())
  }
}
