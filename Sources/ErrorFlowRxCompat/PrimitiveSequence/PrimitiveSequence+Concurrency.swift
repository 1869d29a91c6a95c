import ReactiveCore

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Waits for the single's outcome: returns the element or throws the failure.
  ///
  /// Each read subscribes once. Cancelling the awaiting task disposes the subscription at
  /// once and throws `CancellationError` (RxSwift's version would wait forever there). In a
  /// task already cancelled, a success or failure the single delivers while being subscribed
  /// to (`Single.just`) is returned or thrown, as in RxSwift.
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
  public static func from(_ block: @escaping @Sendable () async throws -> Element) -> Single<
    Element
  > {
    Single(raw: Observable.async(block))
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Waits for the maybe's outcome: the element, `nil` when it completes empty, or the
  /// thrown failure.
  ///
  /// Cancelling the awaiting task disposes the subscription and throws `CancellationError`.
  /// In a task already cancelled, an outcome the maybe delivers while being subscribed to
  /// (`Maybe.empty()` gives `nil`) is returned, as in RxSwift.
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
  public static func from(_ block: (@Sendable () async throws -> Element)?) -> Maybe<Element> {
    guard let block else { return Maybe(raw: Observable.empty()) }
    return Maybe(raw: Observable.async(block))
  }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// Waits for the completable to complete, or throws its failure.
  ///
  /// Cancelling the awaiting task disposes the subscription and throws `CancellationError`.
  /// In a task already cancelled, an outcome the completable delivers while being subscribed
  /// to (`Completable.empty()` returns) is kept, as in RxSwift.
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
  public static func from(_ block: @escaping @Sendable () async throws -> Void) -> Completable {
    let box = UncheckedSendableBox(block)
    return Completable(
      raw: Observable<Never>.task { _ in try await box.value() })
  }
}

/// Subscribes to `source` (one element then completion, or an error) and waits for its
/// first outcome; cancelling the task disposes the subscription and throws.
///
/// A cancellation that arrives before or during the subscribe call takes effect once the
/// call returns: an outcome the source delivered synchronously (`Single.just`,
/// `Maybe.empty()`, `Completable.empty()`) is returned, as RxSwift 6 does (its `value`
/// subscribes even in a cancelled task). Where RxSwift would then wait forever for a source
/// whose subscription it disposed, this throws `CancellationError`.
private func awaitOutcome<Element>(of source: Observable<Element>) async throws -> Element {
  let state = OutcomeState<Element>()
  let box = try await withTaskCancellationHandler {
    try await withCheckedThrowingContinuation { continuation in
      state.start(continuation)
      let observer = AnyObserver<Element> { event in
        switch event {
        case .next(let element): state.finish(.success(UncheckedSendableBox(element)))
        case .error(let error): state.finish(.failure(error))
        case .completed: state.finish(.failure(RxError.noElements))
        }
      }
      state.setSubscription(source.subscribe(observer))
      state.subscribed()
    }
  } onCancel: {
    state.cancel()
  }
  return box.value
}

/// The meeting point of the awaiting task, the subscription and the cancellation handler:
/// the first outcome resumes the continuation (exactly once) and disposes the subscription.
/// The continuation is resumed outside the lock (contract 3).
// unchecked Sendable: `continuation`, `outcome`, `isSubscribed` and `cancelPending` are guarded by
// `lock`; `subscription` is a SingleAssignmentDisposable (locked)
private final class OutcomeState<Element>: @unchecked Sendable {
  typealias Outcome = Swift.Result<UncheckedSendableBox<Element>, Swift.Error>
  typealias Continuation = CheckedContinuation<UncheckedSendableBox<Element>, Swift.Error>
  private let lock = Lock()
  private var continuation: Continuation?
  private var outcome: Outcome?
  /// Whether the subscribe call has returned; a cancellation waits for it.
  private var isSubscribed = false
  /// Whether a cancellation arrived before the subscribe call returned.
  private var cancelPending = false
  private let subscription = SingleAssignmentDisposable()

  /// Stores the continuation, before subscribing.
  func start(_ continuation: Continuation) {
    lock.withLock { self.continuation = continuation }
  }

  func setSubscription(_ disposable: Disposable) {
    subscription.setDisposable(disposable)
  }

  /// The subscribe call returned: a cancellation that came meanwhile ends the wait now,
  /// unless the source already delivered its outcome.
  func subscribed() {
    let cancelNow = lock.withLock { () -> Bool in
      isSubscribed = true
      return cancelPending
    }
    if cancelNow { finish(.failure(CancellationError())) }
  }

  /// The awaiting task was cancelled.
  func cancel() {
    let cancelNow = lock.withLock { () -> Bool in
      if isSubscribed { return true }
      cancelPending = true
      return false
    }
    if cancelNow { finish(.failure(CancellationError())) }
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
