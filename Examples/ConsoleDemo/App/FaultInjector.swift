import Foundation

/// Applies `--fail` faults to the data folder, and undoes them when the app quits (normally or
/// on `SIGINT`, `SIGTERM`, `SIGHUP`), so the folder is left as it was.
///
/// Faults compose: each moves what it replaces aside under a name of its own and undoes only
/// its own change, newest first, so two faults on one file give the original back. Every
/// change is written to a ``FaultJournal`` before it is made: a run killed before it could
/// clean up is undone by ``undoStale()`` at the next start. The caller holds the folder's
/// ``DataFolderLock``, so no other instance changes the folder meanwhile. Not thread-safe: the
/// app uses it on the main actor only.
final class FaultInjector {
  /// A refused port: connecting gives a real `URLError.cannotConnectToHost`.
  static let refusedURL = URL(string: "http://127.0.0.1:9/notes.json")
  /// Where the `critical` fault sends every save: each write fails with `ENOSPC`.
  static let fullDevice = URL(fileURLWithPath: "/dev/full")

  /// What the undo could not put back because the user changed it since: `name` was left as
  /// the user made it, and the entry the fault had moved aside is kept as `saved`.
  struct Kept: Equatable {
    var name: String
    var saved: String
  }

  private let directory: URL
  private let journal: FaultJournal
  private var changes: [FaultChange] = []

  init(directory: URL) {
    self.directory = directory
    journal = FaultJournal(directory: directory)
  }

  /// The changes in place now, oldest first.
  var applied: [FaultChange] { changes }

  /// Undoes what an earlier run's faults left in place; returns how many changes that was,
  /// and what was kept.
  func undoStale() -> (undone: Int, kept: [Kept]) {
    changes = journal.load()
    let count = changes.count
    return (count, undoAll())
  }

  /// Applies the file faults in order, then `readonly` (which would stop the others).
  func apply(_ faults: [Fault]) {
    for fault in faults where fault != .readonly {
      switch fault {
      case .storage: replace("notes.json", with: .folder)
      case .corrupt: replace("notes.json", with: .file(Data("{ not json".utf8)))
      case .logonly: replace("notes.json.bak", with: .folder)
      case .server: replace("server.json", with: .file(Data(Self.hostileBody.utf8)))
      case .critical, .network, .networkOnce, .session, .readonly, .reportDown: break
      }
    }
    if faults.contains(.readonly) { makeReadOnly() }
  }

  /// Undoes every change, newest first; returns what was kept because the user changed it.
  @discardableResult
  func undoAll() -> [Kept] {
    var kept: [Kept] = []
    while let change = changes.last {
      if let saved = undo(change) { kept.append(saved) }
      changes.removeLast()
      journal.save(changes)
    }
    return kept
  }

  /// A server error whose text tries to clear the screen and retitle the terminal.
  static let hostileBody =
    #"{"error": "busy\u001b[2J\u001b]0;pwned\u0007, retry later"}"# + "\n"

  /// What a fault puts in place of an entry.
  private enum Artefact {
    /// A folder holding one empty file, `keep`.
    case folder
    case file(Data)

    var fingerprint: String {
      switch self {
      case .folder: FileFingerprint.folder(["keep"])
      case .file(let data): FileFingerprint.file(data)
      }
    }
  }

  private func replace(_ name: String, with artefact: Artefact) {
    let url = directory.appendingPathComponent(name)
    let saved = FileFingerprint.exists(url) ? freeName(for: name) : nil
    if FileFingerprint.exists(url), saved == nil { return }
    record(.replaced(name: name, saved: saved, artefact: artefact.fingerprint))
    if let saved {
      // rename(2) moves a link itself, never what it points at.
      guard rename(url.path, directory.appendingPathComponent(saved).path) == 0 else { return }
    }
    switch artefact {
    case .folder:
      guard mkdir(url.path, 0o755) == 0 else { return }
      try? AtomicFileWriter().write(Data(), to: url.appendingPathComponent("keep"))
    case .file(let data):
      try? AtomicFileWriter().write(data, to: url)
    }
  }

  /// `name.before-fault-N` for the first N with nothing there.
  private func freeName(for name: String) -> String? {
    (1...1000).lazy.map { "\(name).before-fault-\($0)" }.first {
      !FileFingerprint.exists(self.directory.appendingPathComponent($0))
    }
  }

  private func makeReadOnly() {
    // The error log exists first, so it can still be appended to.
    let log = directory.appendingPathComponent("errors.jsonl")
    if !FileFingerprint.exists(log) {
      _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    }
    var info = stat()
    guard stat(directory.path, &info) == 0 else { return }
    record(.mode(original: UInt16(truncatingIfNeeded: info.st_mode & 0o7777)))
    chmod(directory.path, 0o555)
  }

  private func record(_ change: FaultChange) {
    changes.append(change)
    journal.save(changes)
  }

  /// Undoes one change; returns what was kept when the user changed the entry since.
  private func undo(_ change: FaultChange) -> Kept? {
    switch change {
    case .mode(let original):
      chmod(directory.path, mode_t(original))
      return nil
    case .replaced(let name, let saved, let artefact):
      let url = directory.appendingPathComponent(name)
      let savedURL = saved.map { directory.appendingPathComponent($0) }
      let savedExists = savedURL.map(FileFingerprint.exists) ?? false
      if let current = FileFingerprint.of(url) {
        guard FileFingerprint.isArtefact(current, artefact) else {
          // The user made this since: leave it, and keep the earlier entry beside it.
          guard let saved, savedExists else { return nil }
          return Kept(name: name, saved: saved)
        }
        try? FileManager.default.removeItem(at: url)
      }
      if let savedURL, savedExists { rename(savedURL.path, url.path) }
      return nil
    }
  }
}
