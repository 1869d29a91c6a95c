/// The sign-out an ``ErrorPresenter`` reports: the session ended, and why. Plain, equatable
/// data.
///
/// The bus signs out once (its `onSignOut` handler runs for the first error that ends the
/// session, until ``ErrorBus/sessionRestored()``), so a presenter sets this once per session.
/// The view shows the sign-in screen, then calls ``ErrorPresenter/dismissSignOut()``.
///
/// ```swift
/// if let signOut = presenter.signOut { router.showSignIn(reason: signOut.message) }
/// ```
public struct SignOutState: Sendable, Hashable, Identifiable {
  /// The id of the bus's notice.
  public let id: UInt64
  /// Why the session ended, for the user.
  public let message: String

  /// A sign-out state; ``ErrorPresenter`` makes them, tests and previews may too.
  ///
  /// ```swift
  /// let preview = SignOutState(id: 1, message: "Your session has expired.")
  /// ```
  ///
  /// - Parameters:
  ///   - id: The notice's id.
  ///   - message: Why the session ended.
  public init(id: UInt64, message: String) {
    self.id = id
    self.message = message
  }
}
