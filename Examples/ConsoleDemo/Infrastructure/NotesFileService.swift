import Foundation

/// Reads and writes the notes as JSON in `notes.json` under the data directory.
///
/// Saving writes `notes.json.tmp` and renames it over `notes.json` (rename(2)), so a failed
/// save never leaves half a file behind. Every framework error becomes a ``NotesServiceError``.
struct NotesFileService: Sendable {
  /// The stored document.
  private struct Document: Codable {
    var version: Int? = 1
    var notes: [Note]
  }

  let fileURL: URL

  var backupURL: URL { fileURL.appendingPathExtension("bak") }
  private var temporaryURL: URL { fileURL.appendingPathExtension("tmp") }

  init(directory: URL) {
    fileURL = directory.appendingPathComponent("notes.json")
  }

  func load() throws(NotesServiceError) -> [Note] {
    do {
      let data = try Data(contentsOf: fileURL)
      return try JSONDecoder().decode(Document.self, from: data).notes
    } catch {
      throw NotesServiceError(error, writing: false)
    }
  }

  func save(_ notes: [Note]) throws(NotesServiceError) {
    do {
      try encode(notes).write(to: temporaryURL)
      guard rename(temporaryURL.path, fileURL.path) == 0 else {
        throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
      }
    } catch {
      throw NotesServiceError(error, writing: true)
    }
  }

  /// Copies the current notes to `notes.json.bak`.
  func backUp(_ notes: [Note]) throws(NotesServiceError) {
    do {
      try encode(notes).write(to: backupURL)
    } catch {
      throw NotesServiceError(error, writing: true)
    }
  }

  private func encode(_ notes: [Note]) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(Document(notes: notes))
  }
}
