import ErrorFlow
import ReactiveCore

// The error layer's retry policy on RxSwift's traits: each runs ErrorFlow's
// `ObservableType.retry(_:scheduler:)` (Sources/ErrorFlow/Retry/ObservableType+RetryPolicy.swift)
// on the trait's observable.

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Resubscribes after a failure the policy retries, once its backoff wait has passed on
  /// `scheduler`; see `ObservableType.retry(_:scheduler:)` (ErrorFlow).
  ///
  /// ```swift
  /// api.user(id: 42).retry(.default, scheduler: MainScheduler.instance)
  /// ```
  ///
  /// - Parameters:
  ///   - policy: Which errors are retried, how often, and how long to wait.
  ///   - scheduler: Where the waits run.
  /// - Returns: The single across the attempts; the last failure when the policy gives up.
  public func retry(_ policy: RetryPolicy, scheduler: any SchedulerType) -> Single<Element> {
    primitiveSequence.asObservable().retry(policy, scheduler: scheduler).asSingle()
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Resubscribes after a failure the policy retries, once its backoff wait has passed on
  /// `scheduler`; see `ObservableType.retry(_:scheduler:)` (ErrorFlow).
  ///
  /// ```swift
  /// cache.user(id: 42).retry(.default, scheduler: MainScheduler.instance)
  /// ```
  ///
  /// - Parameters:
  ///   - policy: Which errors are retried, how often, and how long to wait.
  ///   - scheduler: Where the waits run.
  /// - Returns: The maybe across the attempts; the last failure when the policy gives up.
  public func retry(_ policy: RetryPolicy, scheduler: any SchedulerType) -> Maybe<Element> {
    primitiveSequence.asObservable().retry(policy, scheduler: scheduler).asMaybe()
  }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// Resubscribes after a failure the policy retries, once its backoff wait has passed on
  /// `scheduler`; see `ObservableType.retry(_:scheduler:)` (ErrorFlow).
  ///
  /// ```swift
  /// api.upload(draft).retry(.default, scheduler: MainScheduler.instance)
  /// ```
  ///
  /// - Parameters:
  ///   - policy: Which errors are retried, how often, and how long to wait.
  ///   - scheduler: Where the waits run.
  /// - Returns: The completable across the attempts; the last failure when the policy gives
  ///   up. Nothing resets a completable's round: it has no elements.
  public func retry(_ policy: RetryPolicy, scheduler: any SchedulerType) -> Completable {
    primitiveSequence.asObservable().retry(policy, scheduler: scheduler).asCompletable()
  }
}
