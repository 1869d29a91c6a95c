import Foundation

/// The data folder: `--data-dir`, else `$HOME/.errorflow-demo`, else a temp folder.
enum DataDirectory {
  /// Picks and creates the folder; `nil` when even the temp folder cannot be created.
  static func prepare(_ requested: URL?) -> URL? {
    var candidates: [URL] = []
    if let requested {
      candidates.append(requested)
    } else {
      if let home = ProcessInfo.processInfo.environment["HOME"], !home.isEmpty {
        candidates.append(URL(fileURLWithPath: home).appendingPathComponent(".errorflow-demo"))
      }
      candidates.append(
        URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("errorflow-demo"))
    }
    return candidates.first { create($0) }?.standardizedFileURL
  }

  /// Writes `server.json`, the offline sync server's answer, when it is missing.
  static func seedServer(in directory: URL) {
    let url = directory.appendingPathComponent("server.json")
    // Anything there, a link included, is left alone (never written through).
    guard !FileFingerprint.exists(url) else { return }
    let body = """
      {"notes": [{"text": "Welcome to ErrorFlow"}, {"text": "Errors are events, not the end of a stream"}]}

      """
    try? AtomicFileWriter().write(Data(body.utf8), to: url)
  }

  private static func create(_ url: URL) -> Bool {
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      // A `readonly` fault that a killed run left in place is undone at start.
      return FileManager.default.isWritableFile(atPath: url.path)
        || FileFingerprint.exists(FaultJournal(directory: url).url)
    } catch {
      return false
    }
  }
}
