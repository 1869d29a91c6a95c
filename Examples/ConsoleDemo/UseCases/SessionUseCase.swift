/// Signing in and out.
struct SessionUseCase: Sendable {
  let session: SessionRepository

  /// Signs `user` in with a new session; returns the user name.
  func logIn(user: String) -> String { session.signIn(user: user) }

  func logOut() { session.signOut() }

  /// The signed-in user, or `nil`.
  var user: String? { session.user }
}
