import Foundation

/// Reads and writes the notes as JSON in `notes.json` under the data directory.
///
/// Saving writes a uniquely named temporary file, created exclusively in the data folder, and
/// renames it over `notes.json` (``AtomicFileWriter``): a failed save never leaves half a file
/// behind, and a link planted in the folder is never written through. Every framework error
/// becomes a ``NotesServiceError``.
struct NotesFileService: Sendable {
  /// The stored document.
  private struct Document: Codable {
    var version: Int? = 1
    var notes: [Note]
  }

  let fileURL: URL
  private let writer: AtomicFileWriter

  var backupURL: URL { fileURL.appendingPathExtension("bak") }

  /// - Parameter fullDevice: The `critical` fault: every write goes to this device instead
  ///   (`/dev/full`), and fails there with the kernel's own `ENOSPC`.
  init(directory: URL, fullDevice: URL? = nil) {
    fileURL = directory.appendingPathComponent("notes.json")
    writer = AtomicFileWriter(device: fullDevice)
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
      try writer.write(encode(notes), to: fileURL)
    } catch {
      throw NotesServiceError(error, writing: true)
    }
  }

  /// Copies the current notes to `notes.json.bak`.
  func backUp(_ notes: [Note]) throws(NotesServiceError) {
    do {
      try writer.write(encode(notes), to: backupURL)
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
