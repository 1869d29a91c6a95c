extension ErrorTracker {
  /// Runs `work` in a `Task` on the caller's actor; a failure is published on ``errors``.
  ///
  /// ```swift
  /// tracker.perform(context: .action) { () async throws(ValidationError) in
  ///   try await save()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - context: What the user is doing.
  ///   - isolation: The actor the task, and the delivery of its error, run on; leave the
  ///     default (the caller's).
  ///   - file: The source file; leave the default.
  ///   - function: The function; leave the default.
  ///   - line: The line; leave the default.
  ///   - work: The work; it may throw any error type. Like `Task { }`, it runs on the
  ///     caller's actor: a `@MainActor` view model's closure may touch its state directly.
  /// - Returns: The task, to cancel the work or await it.
  @discardableResult
  public func perform<Failure: Error>(
    context: ErrorContext, isolation: isolated (any Actor)? = #isolation,
    file: String = #fileID, function: String = #function, line: Int = #line,
    @_inheritActorContext _ work:
      @escaping @Sendable @isolated(any) () async throws(Failure) -> Void
  ) -> Task<Void, Never> {
    let site = CallSite(fileID: file, function: function, line: line)
    let tracked = TrackedWork(context: context, site: site, policy: nil, work: work)
    activity.increment()
    return start(tracked, isolation: isolation)
  }

  /// Runs `work` in a `Task` on the caller's actor, trying it again silently while `retry`
  /// allows; the failure of the last attempt is published on ``errors``, with
  /// ``AppError/attempts`` set.
  ///
  /// ```swift
  /// tracker.perform(context: .pageLoad, retry: .default) { () async throws(NetworkError) in
  ///   titles.accept(try await api.titles())
  /// }
  /// ```
  ///
  /// The waits follow the policy (see ``RetryPolicy``); nothing is published and
  /// ``isLoading`` stays `true` while they run. The published error's ``RetryAction``
  /// starts a fresh round of attempts. Cancelling the task ends a wait at once: no further
  /// attempt is made, and the cancellation is logged, not published.
  ///
  /// - Parameters:
  ///   - context: What the user is doing.
  ///   - retry: Which failures are retried, how often, and how long to wait between tries.
  ///   - isolation: The actor the task, and the delivery of its error, run on; leave the
  ///     default (the caller's).
  ///   - file: The source file; leave the default.
  ///   - function: The function; leave the default.
  ///   - line: The line; leave the default.
  ///   - work: The work; it may throw any error type, and runs on the caller's actor.
  /// - Returns: The task, to cancel the work (and its waits) or await it.
  @discardableResult
  public func perform<Failure: Error>(
    context: ErrorContext, retry: RetryPolicy, isolation: isolated (any Actor)? = #isolation,
    file: String = #fileID, function: String = #function, line: Int = #line,
    @_inheritActorContext _ work:
      @escaping @Sendable @isolated(any) () async throws(Failure) -> Void
  ) -> Task<Void, Never> {
    let site = CallSite(fileID: file, function: function, line: line)
    let tracked = TrackedWork(context: context, site: site, policy: retry, work: work)
    activity.increment()
    return start(tracked, isolation: isolation)
  }

  // MARK: - The task

  /// Runs counted work: the caller has already called `activity.increment()`, so the work is
  /// in flight (``isLoading``, ``waitUntilIdle()``) from the moment it was asked for.
  private func start<Failure: Error>(
    _ tracked: TrackedWork<Failure>, isolation: isolated (any Actor)?
  ) -> Task<Void, Never> {
    Task { [self] in
      _ = isolation  // the task runs on the caller's actor, and so does the delivery
      defer { activity.decrement() }
      var round = tracked.policy.map(RetryRound.init)
      while true {
        do throws(Failure) {
          try await tracked.work()
          return
        } catch {
          var appError = AppError(error, context: tracked.context, site: tracked.site)
          if round != nil, !Task.isCancelled,
            let delay = round?.nextDelay(after: appError, now: clock.now())
          {
            do {
              try await clock.sleep(delay)
            } catch {}
            if !Task.isCancelled { continue }
            // Cancelled during the wait: the attempt it waited for is never made.
            appError = AppError(CancellationError(), context: tracked.context, site: tracked.site)
            appError.attempts = max((round?.attempts ?? 1) - 1, 1)
          } else {
            appError.attempts = round?.attempts ?? 1
          }
          let retry = RetryAction { [weak self] in
            guard let self else { return }
            // Counted now, not when the task reaches the actor: whoever waits for the
            // tracker to be idle (a console's command loop, a test) waits for the retry too.
            activity.increment()
            Task { await self.restart(tracked, isolation: isolation) }
          }
          report(appError, retry: retry)
          return
        }
      }
    }
  }

  private func restart<Failure: Error>(
    _ tracked: TrackedWork<Failure>, isolation: isolated (any Actor)?
  ) {
    _ = start(tracked, isolation: isolation)
  }
}

/// One piece of tracked work, kept so a ``RetryAction`` can run it again.
private struct TrackedWork<Failure: Error>: Sendable {
  let context: ErrorContext
  let site: CallSite
  /// Retries before the failure is published; `nil` publishes the first failure.
  let policy: RetryPolicy?
  let work: @Sendable @isolated(any) () async throws(Failure) -> Void
}
