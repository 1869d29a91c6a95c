import ErrorFlow
import Foundation

/// An in-memory session with an expiry date, like a token from a login server.
final class SessionService: @unchecked Sendable {
  /// A signed-in session.
  struct Session: Sendable {
    var user: String
    var token: String
    var expiresAt: Date
  }

  private let lock = NSLock()
  private let lifetime: TimeInterval
  private let now: @Sendable () -> Date
  private var session: Session?

  /// - Parameters:
  ///   - lifetime: How long a session lasts, in seconds (`--session-ttl`; 0 with `--fail session`).
  ///   - now: The clock.
  init(lifetime: TimeInterval, now: @escaping @Sendable () -> Date = { Date() }) {
    self.lifetime = lifetime
    self.now = now
  }

  func signIn(user: String) -> Session {
    let session = Session(
      user: user, token: UUID().uuidString, expiresAt: now().addingTimeInterval(lifetime))
    lock.withLock { self.session = session }
    return session
  }

  func signOut() {
    lock.withLock { session = nil }
  }

  /// The current session, if it is still valid.
  func validSession() throws(SessionServiceError) -> Session {
    guard let session = lock.withLock({ session }) else { throw .noSession }
    guard session.expiresAt > now() else { throw .expired }
    return session
  }
}
