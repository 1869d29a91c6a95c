extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Waits for the single's outcome: returns the element or throws the failure.
  ///
  /// Each read subscribes once. Cancelling the awaiting task disposes the subscription at
  /// once and throws `CancellationError` (RxSwift's version would wait forever there).
  ///
  /// ```swift
  /// let notes = try await repository.fetch().value
  /// ```
  ///
  /// - Returns: The element.
  public var value: Element {
    get async throws {
      try await awaitOutcome(of: primitiveSequence.source)
    }
  }

  /// Creates a single that runs an `async throws` closure in a `Task` per subscription, as
  /// RxSwift 6.5's `Single.from(_:)`: its result is the success, its thrown error the
  /// failure. Disposing the subscription cancels the task; nothing is reported afterwards.
  ///
  /// ```swift
  /// let user = Single.from { try await api.fetchUser(id: 42) }
  /// ```
  ///
  /// - Parameter block: The work; called once per subscription.
  /// - Returns: The single.
  public static func from(_ block: @escaping () async throws -> Element) -> Single<Element> {
    Single(raw: Observable.async(block))
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Waits for the maybe's outcome: the element, `nil` when it completes empty, or the
  /// thrown failure.
  ///
  /// Cancelling the awaiting task disposes the subscription and throws `CancellationError`.
  ///
  /// ```swift
  /// if let note = try await cache.note(id: 7).value { show(note) }
  /// ```
  ///
  /// - Returns: The element, or `nil`.
  public var value: Element? {
    get async throws {
      let outcome = primitiveSequence.source.map { Optional($0) }.ifEmpty(default: nil)
      return try await awaitOutcome(of: outcome)
    }
  }

  /// Creates a maybe that runs an `async throws` closure in a `Task` per subscription, as
  /// RxSwift 6.5's `Maybe.from(_:)`; a `nil` closure completes empty. Disposing the
  /// subscription cancels the task.
  ///
  /// ```swift
  /// let note = Maybe.from { try await api.note(id: 7) }
  /// ```
  ///
  /// - Parameter block: The work, or `nil` for an empty maybe.
  /// - Returns: The maybe.
  public static func from(_ block: (() async throws -> Element)?) -> Maybe<Element> {
    guard let block else { return Maybe(raw: Observable.empty()) }
    return Maybe(raw: Observable.async(block))
  }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// Waits for the completable to complete, or throws its failure.
  ///
  /// Cancelling the awaiting task disposes the subscription and throws `CancellationError`.
  ///
  /// ```swift
  /// try await repository.save(note).value
  /// ```
  public var value: Void {
    get async throws {
      let done = primitiveSequence.andThen(Observable.just(()))
      try await awaitOutcome(of: done)
    }
  }

  /// Creates a completable that runs an `async throws` closure in a `Task` per
  /// subscription, as RxSwift 6.5's `Completable.from(_:)`. Disposing the subscription
  /// cancels the task.
  ///
  /// ```swift
  /// let saved = Completable.from { try await store.save(note) }
  /// ```
  ///
  /// - Parameter block: The work; called once per subscription.
  /// - Returns: The completable.
  public static func from(_ block: @escaping () async throws -> Void) -> Completable {
    let box = UncheckedSendableBox(block)
    return Completable(
      raw: Observable<Never>.task { _ in try await box.value() })
  }
}

/// Subscribes to `source` (one element then completion, or an error) and waits for its
/// first outcome; cancelling the task disposes the subscription and throws.
private func awaitOutcome<Element>(of source: Observable<Element>) async throws -> Element {
  let state = OutcomeState<Element>()
  let box = try await withTaskCancellationHandler {
    try await withCheckedThrowingContinuation { continuation in
      guard state.start(continuation) else { return }
      let observer = AnonymousObserver<Element> { event in
        switch event {
        case .next(let element): state.finish(.success(UncheckedSendableBox(element)))
        case .error(let error): state.finish(.failure(error))
        case .completed: state.finish(.failure(RxError.noElements))
        }
      }
      state.setSubscription(source.subscribe(observer))
    }
  } onCancel: {
    state.finish(.failure(CancellationError()))
  }
  return box.value
}

/// The meeting point of the awaiting task, the subscription and the cancellation handler:
/// the first outcome resumes the continuation (exactly once) and disposes the subscription.
/// The continuation is resumed outside the lock (contract 3).
private final class OutcomeState<Element>: @unchecked Sendable {
  typealias Outcome = Swift.Result<UncheckedSendableBox<Element>, Swift.Error>
  typealias Continuation = CheckedContinuation<UncheckedSendableBox<Element>, Swift.Error>
  private let lock = Lock()
  private var continuation: Continuation?
  private var outcome: Outcome?
  private let subscription = SingleAssignmentDisposable()

  /// Stores the continuation; when an outcome (a cancellation) came first, resumes it with
  /// that outcome and returns `false`: there is nothing to subscribe to.
  func start(_ continuation: Continuation) -> Bool {
    let early: Outcome? = lock.withLock {
      if let outcome { return outcome }
      self.continuation = continuation
      return nil
    }
    guard let early else { return true }
    continuation.resume(with: early)
    return false
  }

  func setSubscription(_ disposable: Disposable) {
    subscription.setDisposable(disposable)
  }

  func finish(_ result: Outcome) {
    let (first, waiting) = lock.withLock { () -> (Bool, Continuation?) in
      if outcome != nil { return (false, nil) }
      outcome = result
      defer { continuation = nil }
      return (true, continuation)
    }
    guard first else { return }
    subscription.dispose()
    waiting?.resume(with: result)
  }
}
