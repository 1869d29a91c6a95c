import ErrorFlow

/// Signing in and out. Logging in tells the bus the session is back, so the next expiry
/// signs out again (once).
@MainActor
final class SessionViewModel {
  /// Who is signed in after each change (`nil`: signed out).
  let user: Signal<String?>

  private let userRelay = PublishRelay<String?>()
  private let useCase: SessionUseCase
  private let bus: ErrorBus

  init(useCase: SessionUseCase, bus: ErrorBus) {
    self.useCase = useCase
    self.bus = bus
    user = userRelay.asSignal()
  }

  func logIn() {
    let name = useCase.logIn(user: "demo")
    bus.sessionRestored()
    userRelay.accept(name)
  }

  /// The bus's sign-out: the session is dropped; the sign-out notice tells the user.
  func sessionExpired() {
    useCase.logOut()
  }

  func logOut() {
    useCase.logOut()
    userRelay.accept(nil)
  }
}
