import Foundation

/// The list of changes the faults of the running process made, kept in the data folder
/// (`.errorflow-faults.json`) while they are in place.
///
/// It is rewritten before each change and after each undo, and removed once everything is
/// undone: a journal found at start is what an earlier run left behind (a crash, `SIGKILL`).
struct FaultJournal {
  static let name = ".errorflow-faults.json"

  let url: URL

  init(directory: URL) {
    url = directory.appendingPathComponent(Self.name)
  }

  /// The recorded changes, oldest first; empty when there is no journal. A damaged journal, or
  /// one naming anything outside the folder, is ignored.
  func load() -> [FaultChange] {
    var info = stat()
    guard lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
      info.st_size <= 1024 * 1024, let data = try? Data(contentsOf: url),
      let changes = try? JSONDecoder().decode([FaultChange].self, from: data),
      changes.allSatisfy(\.isConfined)
    else { return [] }
    return changes
  }

  /// Records `changes`; an empty list removes the journal.
  func save(_ changes: [FaultChange]) {
    guard !changes.isEmpty else {
      unlink(url.path)
      return
    }
    guard let data = try? JSONEncoder().encode(changes) else { return }
    try? AtomicFileWriter().write(data, to: url)
  }
}
