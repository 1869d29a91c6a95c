/// The notes, whatever stores them. A missing file is simply no notes yet.
struct NotesRepository: Sendable {
  let service: NotesFileService

  func notes() throws(NotesRepositoryError) -> [Note] {
    do {
      return try service.load()
    } catch .missing {
      return []
    } catch {
      throw NotesRepositoryError(error)
    }
  }

  func save(_ notes: [Note]) throws(NotesRepositoryError) {
    do { try service.save(notes) } catch { throw NotesRepositoryError(error) }
  }

  func backUp(_ notes: [Note]) throws(NotesRepositoryError) {
    do { try service.backUp(notes) } catch { throw NotesRepositoryError(error) }
  }
}
