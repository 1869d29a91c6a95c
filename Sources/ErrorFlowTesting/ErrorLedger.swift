import ErrorFlow
import ReactiveCore

/// What an ``ErrorExpectations`` scope has seen and not yet matched by an assertion: the
/// published errors, the bus notices and the log records, each in arrival order. It is the
/// observer the trackers, buses and loggers made inside the scope report to
/// (`ErrorObservation.swift` in ErrorFlow), from any thread; it calls nothing while its lock is
/// held, and ignores what arrives once the scope has finished.
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

    var isEmpty: Bool { errors.isEmpty && notices.isEmpty && records.isEmpty }
  }

  private let lock = Lock()
  private var unasserted = Entries()
  private var count: UInt64 = 0
  private var trackers: [WeakTracker] = []
  private var isClosed = false

  // MARK: - ErrorObserver

  func trackerCreated(_ tracker: ErrorTracker) {
    lock.withLock {
      guard !isClosed else { return }
      trackers.removeAll { $0.tracker == nil }
      trackers.append(WeakTracker(tracker: tracker))
    }
  }

  func published(_ error: AppError) {
    append(error, to: \.errors)
  }

  func noticeSent(_ notice: ErrorNotice) {
    append(notice, to: \.notices)
  }

  func logged(_ record: ErrorLogRecord) {
    append(record, to: \.records)
  }

  private func append<Entry>(_ entry: Entry, to path: WritableKeyPath<Entries, [Numbered<Entry>]>) {
    lock.withLock {
      guard !isClosed else { return }
      count &+= 1
      unasserted[keyPath: path].append(Numbered(number: count, entry: entry))
    }
  }

  // MARK: - For the scope

  /// Everything not matched yet.
  var entries: Entries { lock.withLock { unasserted } }

  /// The live trackers made in the scope, oldest first.
  var liveTrackers: [ErrorTracker] { lock.withLock { trackers.compactMap(\.tracker) } }

  /// Removes and returns the oldest entry of `path` that `matches`, or `nil`, leaving the
  /// entries as they were. `matches` runs outside the lock, on a copy; the entry matched is
  /// removed by its number.
  func take<Entry>(
    _ path: WritableKeyPath<Entries, [Numbered<Entry>]>, where matches: (Entry) throws -> Bool
  ) rethrows -> Entry? {
    while true {
      let candidates = lock.withLock { unasserted[keyPath: path] }
      guard let found = try candidates.first(where: { try matches($0.entry) }) else { return nil }
      let removed = lock.withLock { () -> Bool in
        guard let index = unasserted[keyPath: path].firstIndex(where: { $0.number == found.number })
        else { return false }
        unasserted[keyPath: path].remove(at: index)
        return true
      }
      // Taken meanwhile by another assertion: look again.
      if removed { return found.entry }
    }
  }

  /// Removes and returns every entry.
  func removeAll() -> Entries {
    lock.withLock {
      defer { unasserted = Entries() }
      return unasserted
    }
  }

  /// Stops recording and returns what is left.
  func close() -> Entries {
    lock.withLock {
      isClosed = true
      trackers.removeAll()
      defer { unasserted = Entries() }
      return unasserted
    }
  }
}

/// A tracker the ledger does not keep alive.
private struct WeakTracker {
  weak var tracker: ErrorTracker?
}
