import Foundation

/// What is at a path, without following a link: the kind and, for a small file, its bytes.
///
/// A fault compares the fingerprint of its artefact with what is there when it is undone, so
/// anything the user made since (a repaired `notes.json`) is left where it is.
enum FileFingerprint {
  /// Files larger than this are fingerprinted by size only (the artefacts are a few bytes).
  static let contentLimit = 64 * 1024

  /// The fingerprint of the entry at `url`, or `nil` when there is none.
  static func of(_ url: URL) -> String? {
    var info = stat()
    guard lstat(url.path, &info) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFLNK:
      return "link:"
        + ((try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) ?? "")
    case S_IFDIR:
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      return "folder:" + names.sorted().joined(separator: "/")
    case S_IFREG:
      guard info.st_size <= contentLimit, let data = try? Data(contentsOf: url) else {
        return "file-size:\(info.st_size)"
      }
      return "file:" + data.base64EncodedString()
    default:
      return "other"
    }
  }

  /// A folder holding `names`.
  static func folder(_ names: [String]) -> String {
    "folder:" + names.sorted().joined(separator: "/")
  }

  /// A regular file holding `data`.
  static func file(_ data: Data) -> String {
    "file:" + data.base64EncodedString()
  }

  /// Whether `current` is `artefact`, or what a fault interrupted while making it left (an
  /// empty folder where a folder was being filled, an empty file).
  static func isArtefact(_ current: String, _ artefact: String) -> Bool {
    if current == artefact { return true }
    if artefact.hasPrefix("folder:") { return current == "folder:" }
    if artefact.hasPrefix("file:") { return current == "file:" }
    return false
  }

  /// Whether anything, a dangling link included, is at `url`.
  static func exists(_ url: URL) -> Bool {
    var info = stat()
    return lstat(url.path, &info) == 0
  }
}
