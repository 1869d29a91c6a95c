import ErrorFlow
import ReactiveCore

/// What an ``ErrorExpectations`` scope has seen and not yet matched by an assertion: the
/// published errors, the bus notices and the log records, each in arrival order. It is the
/// observer the trackers, buses and loggers made inside the scope report to
/// (`ErrorObservation.swift` in ErrorFlow), from any thread; it calls nothing while its lock is
/// held.
///
/// A notice is kept as a view shows it: repeats folded into it after it was sent are read from
/// its bus whenever the entries are read, until a view is handed it, whose copy then stands.
/// The scope goes on recording after ``ErrorExpectations/finish()`` (a follow-up sent when its
/// window closes, after the test), up to ``keptAfterFinish`` entries, so a later `finish()`
/// reports it.
// unchecked Sendable: every `var` is guarded by `lock`
final class ErrorLedger: ErrorObserver, @unchecked Sendable {
  /// An entry and its number, unique in the ledger: what an assertion takes.
  struct Numbered<Entry> {
    let number: UInt64
    let entry: Entry
  }

  /// The three kinds of entries.
  struct Entries {
    var errors: [Numbered<AppError>] = []
    var notices: [Numbered<ErrorNotice>] = []
    var records: [Numbered<ErrorLogRecord>] = []
    /// By error number: the message a bus's policy shows for it, where it differs from the
    /// error's own.
    var presented: [UInt64: String] = [:]
    /// Entries that arrived after a finish beyond ``ErrorLedger/keptAfterFinish``, not kept.
    var notKept = 0

    var isEmpty: Bool { errors.isEmpty && notices.isEmpty && records.isEmpty && notKept == 0 }
  }

  /// How many entries the ledger keeps once the scope has finished: objects made in it may
  /// live on, reporting, and nobody may ever finish it again.
  static let keptAfterFinish = 1_000

  private let lock = Lock()
  private var unasserted = Entries()
  private var count: UInt64 = 0
  private var trackers: [WeakTracker] = []
  private var hasFinished = false
  /// By notice id: how to read a sent notice that no view was handed yet.
  private var readers: [UInt64: @Sendable () -> ErrorNotice] = [:]

  // MARK: - ErrorObserver

  func trackerCreated(_ tracker: ErrorTracker) {
    lock.withLock {
      trackers.removeAll { $0.tracker == nil }
      trackers.append(WeakTracker(tracker: tracker))
    }
  }

  func published(_ error: AppError, presentation: Presentation?) {
    // `userMessage` is the app's `errorDescription`, which may publish (and so come back
    // here): it is read before the lock (contract 8).
    let shown = presentation?.message.flatMap { $0 == error.userMessage ? nil : $0 }
    lock.withLock {
      guard let number = nextNumber() else { return }
      unasserted.errors.append(Numbered(number: number, entry: error))
      if let shown { unasserted.presented[number] = shown }
    }
  }

  func noticeSent(_ notice: ErrorNotice, current: (@Sendable () -> ErrorNotice)?) {
    lock.withLock {
      guard let number = nextNumber() else { return }
      unasserted.notices.append(Numbered(number: number, entry: notice))
      if let current { readers[notice.id] = current }
    }
  }

  func noticeHandedOver(_ notice: ErrorNotice) {
    lock.withLock {
      readers[notice.id] = nil
      replace(notice)
    }
  }

  func logged(_ record: ErrorLogRecord) {
    lock.withLock {
      guard let number = nextNumber() else { return }
      unasserted.records.append(Numbered(number: number, entry: record))
    }
  }

  /// The next entry's number, or `nil` (counted) when the scope has finished and keeps no more.
  /// Lock held.
  private func nextNumber() -> UInt64? {
    if hasFinished, total >= Self.keptAfterFinish {
      unasserted.notKept += 1
      return nil
    }
    count &+= 1
    return count
  }

  /// Lock held.
  private var total: Int {
    unasserted.errors.count + unasserted.notices.count + unasserted.records.count
  }

  /// Puts `notice` in place of the unasserted one with its id, if any. Lock held.
  private func replace(_ notice: ErrorNotice) {
    guard let index = unasserted.notices.firstIndex(where: { $0.entry.id == notice.id }) else {
      return
    }
    let number = unasserted.notices[index].number
    unasserted.notices[index] = Numbered(number: number, entry: notice)
  }

  /// Reads again, from their buses, the notices no view has been handed yet: their counts grow
  /// while repeats fold into them. The readers run outside the lock (each takes its bus's).
  private func refreshNotices() {
    let pending = lock.withLock { readers }
    guard !pending.isEmpty else { return }
    var read: [(UInt64, ErrorNotice)] = []
    for (id, reader) in pending { read.append((id, reader())) }
    lock.withLock {
      let unassertedIDs = Set(unasserted.notices.map(\.entry.id))
      readers = readers.filter { unassertedIDs.contains($0.key) }  // asserted: not read again
      for (id, notice) in read {
        // Handed to a view meanwhile: that copy stands.
        guard readers[id] != nil else { continue }
        replace(notice)
      }
    }
  }

  // MARK: - For the scope

  /// Everything not matched yet.
  var entries: Entries {
    refreshNotices()
    return lock.withLock { unasserted }
  }

  /// The live trackers made in the scope, oldest first.
  var liveTrackers: [ErrorTracker] { lock.withLock { trackers.compactMap(\.tracker) } }

  /// Removes and returns the oldest entry of `path` that `matches`, or `nil`, leaving the
  /// entries as they were. `matches` runs outside the lock, on a copy; the entry matched is
  /// removed by its number.
  func take<Entry>(
    _ path: WritableKeyPath<Entries, [Numbered<Entry>]>, where matches: (Entry) throws -> Bool
  ) rethrows -> Entry? {
    refreshNotices()
    while true {
      let candidates = lock.withLock { unasserted[keyPath: path] }
      guard let found = try candidates.first(where: { try matches($0.entry) }) else { return nil }
      let removed = lock.withLock { () -> Bool in
        guard let index = unasserted[keyPath: path].firstIndex(where: { $0.number == found.number })
        else { return false }
        unasserted[keyPath: path].remove(at: index)
        unasserted.presented[found.number] = nil
        return true
      }
      // Taken meanwhile by another assertion: look again.
      if removed { return found.entry }
    }
  }

  /// Removes and returns every entry.
  func removeAll() -> Entries {
    refreshNotices()
    return lock.withLock {
      defer {
        unasserted = Entries()
        readers.removeAll()
      }
      return unasserted
    }
  }

  /// Removes and returns every entry, as the scope finishes; from now on it keeps at most
  /// ``keptAfterFinish`` entries until the next finish.
  func finish() -> Entries {
    refreshNotices()
    return lock.withLock {
      hasFinished = true
      defer {
        unasserted = Entries()
        readers.removeAll()
      }
      return unasserted
    }
  }
}

/// A tracker the ledger does not keep alive.
private struct WeakTracker {
  weak var tracker: ErrorTracker?
}
