import ReactiveCore

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Creates a single that runs `work` in a `Task` per subscription, as RxSwift 6's
  /// `Single.create(detached:priority:work:)`: its result is the success, its thrown error
  /// the failure. Disposing the subscription cancels the task; nothing is reported afterwards.
  ///
  /// The outcome is reported on the task's thread. `detached` runs `work` in
  /// `Task.detached` instead of `Task`, so it inherits neither the caller's actor nor its
  /// task-local values.
  ///
  /// ```swift
  /// let user = Single<String>.create(priority: .userInitiated) { try await api.fetchName() }
  /// ```
  ///
  /// - Parameters:
  ///   - detached: Whether each subscription's task is detached.
  ///   - priority: The priority of each subscription's task.
  ///   - work: The work; called once per subscription.
  /// - Returns: The single.
  // RxSwift (PrimitiveSequence+Concurrency.swift) marks it disfavoured too, so that
  // `Single.create { observer in ... }` keeps meaning `create(subscribe:)`.
  @_disfavoredOverload
  public static func create(
    detached: Bool = false, priority: TaskPriority? = nil,
    work: @Sendable @escaping () async throws -> Element
  ) -> Single<Element> {
    Single<Element>.create { single in
      // The observer is handed to this subscription's task only (see UncheckedSendableBox).
      let observer = UncheckedSendableBox(single)
      let operation: @Sendable () async -> Void = {
        let outcome: UncheckedSendableBox<SingleEvent<Element>>
        do {
          outcome = UncheckedSendableBox(.success(try await work()))
        } catch {
          outcome = UncheckedSendableBox(.failure(error))
        }
        observer.value(outcome.value)
      }
      let task =
        detached
        ? Task.detached(priority: priority, operation: operation)
        : Task(priority: priority, operation: operation)
      return Disposables.create { task.cancel() }
    }
  }
}
