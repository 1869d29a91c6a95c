import Foundation

/// Applies `--fail` faults to the data folder, and undoes them when the app quits, so the
/// default folder is left as it was.
final class FaultInjector {
  /// A refused port: connecting gives a real `URLError.cannotConnectToHost`.
  static let refusedURL = URL(string: "http://127.0.0.1:9/notes.json")

  private let directory: URL
  private var undo: [() -> Void] = []

  init(directory: URL) {
    self.directory = directory
  }

  /// Applies each file fault; returns the summaries to print.
  func apply(_ faults: [Fault]) -> [String] {
    faults.map { fault in
      switch fault {
      case .storage: replace("notes.json") { try self.makeFolder($0) }
      case .corrupt: replace("notes.json") { try Data("{ not json".utf8).write(to: $0) }
      case .critical: replace("notes.json.tmp") { try self.linkToFullDevice($0) }
      case .logonly: replace("notes.json.bak") { try self.makeFolder($0) }
      case .server: replace("server.json") { try Data(Self.hostileBody.utf8).write(to: $0) }
      case .readonly: makeReadOnly()
      case .network, .networkOnce, .session: break
      }
      return fault.summary
    }
  }

  func undoAll() {
    for step in undo.reversed() { step() }
    undo = []
  }

  /// A server error whose text tries to clear the screen and retitle the terminal.
  static let hostileBody =
    #"{"error": "busy\u001b[2J\u001b]0;pwned\u0007, retry later"}"# + "\n"

  private func replace(_ name: String, with make: (URL) throws -> Void) {
    let manager = FileManager.default
    let url = directory.appendingPathComponent(name)
    let saved = directory.appendingPathComponent(name + ".saved-by-fault")
    let hadFile = (try? manager.moveItem(at: url, to: saved)) != nil
    try? make(url)
    let artefact = Self.fingerprint(of: url)
    undo.append {
      // Leave anything the user made since (a repaired notes.json) where it is.
      guard artefact != nil, Self.fingerprint(of: url) == artefact else { return }
      try? manager.removeItem(at: url)
      if hadFile { try? manager.moveItem(at: saved, to: url) }
    }
  }

  /// What is at `url` (type and contents), to tell whether a fault's artefact is still there.
  private static func fingerprint(of url: URL) -> String? {
    let manager = FileManager.default
    if let target = try? manager.destinationOfSymbolicLink(atPath: url.path) {
      return "link:" + target
    }
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return nil }
    if isDirectory.boolValue { return "folder" }
    return (try? Data(contentsOf: url)).map { "file:" + $0.base64EncodedString() }
  }

  private func makeFolder(_ url: URL) throws {
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    try Data().write(to: url.appendingPathComponent("keep"))
  }

  private func linkToFullDevice(_ url: URL) throws {
    try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: "/dev/full")
  }

  private func makeReadOnly() {
    // The error log exists first, so it can still be appended to.
    let log = directory.appendingPathComponent("errors.jsonl")
    if !FileManager.default.fileExists(atPath: log.path) {
      _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    }
    let path = directory.path
    chmod(path, 0o555)
    undo.append { chmod(path, 0o755) }
  }
}
