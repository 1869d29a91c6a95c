/// Fetches the server's notes and adds the ones missing locally.
struct SyncUseCase: Sendable {
  let notes: NotesUseCase
  let server: SyncRepository
  let session: SessionRepository

  /// Returns how many notes were new, and all the notes.
  func sync() async throws(SyncUseCaseError) -> (added: Int, notes: [Note]) {
    let token: String
    do { token = try session.token() } catch { throw SyncUseCaseError(NotesUseCaseError(error)) }
    let remote: [Note]
    do { remote = try await server.remoteNotes(token: token) } catch {
      throw SyncUseCaseError(error)
    }
    do {
      var all = try notes.list()
      let new = remote.filter { !all.contains($0) }
      guard !new.isEmpty else { return (0, all) }
      all += new
      try notes.save(all)
      return (new.count, all)
    } catch {
      throw SyncUseCaseError(error)
    }
  }
}
