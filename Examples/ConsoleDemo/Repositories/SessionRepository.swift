/// Who is signed in, and until when.
struct SessionRepository: Sendable {
  let service: SessionService

  func signIn(user: String) -> String { service.signIn(user: user).user }

  func signOut() { service.signOut() }

  /// The token of the current session; throws when nobody is signed in or the session expired.
  func token() throws(SessionRepositoryError) -> String {
    do { return try service.validSession().token } catch { throw SessionRepositoryError(error) }
  }

  /// The signed-in user, if the session is still valid.
  var user: String? { try? service.validSession().user }
}
