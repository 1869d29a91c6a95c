/// Reading, adding and deleting notes. Changing notes needs a valid session.
struct NotesUseCase: Sendable {
  let notes: NotesRepository
  let session: SessionRepository

  func list() throws(NotesUseCaseError) -> [Note] {
    do { return try notes.notes() } catch { throw NotesUseCaseError(error) }
  }

  /// Adds a note; returns all the notes.
  func add(_ text: String) throws(NotesUseCaseError) -> [Note] {
    guard !text.isEmpty else { throw .emptyText }
    try requireSession()
    var all = try list()
    all.append(Note(text: text))
    try save(all)
    return all
  }

  /// Deletes note `number` (1-based); returns the deleted note and all the notes left.
  func delete(number: Int) throws(NotesUseCaseError) -> (deleted: Note, notes: [Note]) {
    try requireSession()
    var all = try list()
    guard all.indices.contains(number - 1) else { throw .noSuchNote(number) }
    let deleted = all.remove(at: number - 1)
    try save(all)
    return (deleted, all)
  }

  /// Writes the backup copy; a failure is `.backupFailed`, which only the log sees.
  func backUp(_ all: [Note]) throws(NotesUseCaseError) {
    do { try notes.backUp(all) } catch { throw .backupFailed(error) }
  }

  func save(_ all: [Note]) throws(NotesUseCaseError) {
    do { try notes.save(all) } catch { throw NotesUseCaseError(error) }
  }

  func requireSession() throws(NotesUseCaseError) {
    do { _ = try session.token() } catch { throw NotesUseCaseError(error) }
  }
}
