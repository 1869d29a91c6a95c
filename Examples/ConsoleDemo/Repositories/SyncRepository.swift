/// The server's copy of the notes.
struct SyncRepository: Sendable {
  let service: SyncService

  func remoteNotes(token: String) async throws(SyncRepositoryError) -> [Note] {
    do { return try await service.fetchNotes(token: token) } catch {
      throw SyncRepositoryError(error)
    }
  }
}
