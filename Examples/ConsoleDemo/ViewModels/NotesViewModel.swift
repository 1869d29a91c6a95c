import ErrorFlow

/// The notes screen's view model: data outputs that never terminate, and an error output.
///
/// Every operation runs through one ``ErrorTracker``: a failure becomes an `AppError` on the
/// app's `ErrorBus` (and on ``errors``), and ``notes`` keeps working after it.
@MainActor
final class NotesViewModel {
  /// The notes, after every load, change or sync.
  let notes: Driver<[Note]>
  /// One event per successful change.
  let events: Signal<NotesEvent>
  /// True while an operation (or its retry) runs.
  let isLoading: Driver<Bool>
  /// This screen's errors; never terminates.
  let errors: Observable<AppError>

  private let notesRelay = BehaviorRelay<[Note]>(value: [])
  private let eventRelay = PublishRelay<NotesEvent>()
  private let notesUseCase: NotesUseCase
  private let syncUseCase: SyncUseCase
  private let tracker: ErrorTracker
  private let syncRetry: RetryPolicy

  /// - Parameter syncRetry: How a sync that cannot reach the server is tried again before
  ///   the user is told; the default policy tries three times in all.
  init(
    notes: NotesUseCase, sync: SyncUseCase, tracker: ErrorTracker,
    syncRetry: RetryPolicy = .default
  ) {
    notesUseCase = notes
    syncUseCase = sync
    self.tracker = tracker
    self.syncRetry = syncRetry
    self.notes = notesRelay.asDriver()
    events = eventRelay.asSignal()
    isLoading = tracker.isLoading.asDriver(onErrorJustReturn: false)
    errors = tracker.errors
  }

  /// Loads the notes: a failure is a page-load error (the whole screen cannot show).
  func load() {
    tracker.perform(context: .pageLoad) { () async throws(NotesUseCaseError) in
      self.notesRelay.accept(try self.notesUseCase.list())
    }
  }

  func add(_ text: String) {
    tracker.perform(context: .action) { () async throws(NotesUseCaseError) in
      let all = try self.notesUseCase.add(text)
      self.changed(all, .added(number: all.count))
    }
  }

  func delete(number: Int) {
    tracker.perform(context: .action) { () async throws(NotesUseCaseError) in
      let result = try self.notesUseCase.delete(number: number)
      self.changed(result.notes, .deleted(number: number))
    }
  }

  /// Fetches the server's notes. An unreachable server is retryable: the sync is tried again
  /// silently under ``syncRetry`` (a one-off failure never reaches the user), and only the
  /// last attempt's failure is published, with its attempt count; the alert's Retry starts a
  /// fresh round of attempts.
  func sync() {
    tracker.perform(context: .action, retry: syncRetry) { () async throws(SyncUseCaseError) in
      let result = try await self.syncUseCase.sync()
      self.changed(result.notes, .synced(added: result.added))
    }
  }

  /// Waits until no operation (nor a retry started from an alert) is running.
  func waitUntilIdle() async {
    for await loading in isLoading.values where !loading { return }
  }

  /// Whether an operation is running now.
  func isBusy() async -> Bool {
    for await loading in isLoading.values { return loading }
    return false
  }

  private func changed(_ all: [Note], _ event: NotesEvent) {
    eventRelay.accept(event)
    notesRelay.accept(all)
    // Best effort: a failed backup is logged, never shown.
    tracker.perform(context: .action) { () async throws(NotesUseCaseError) in
      try self.notesUseCase.backUp(all)
    }
  }
}
