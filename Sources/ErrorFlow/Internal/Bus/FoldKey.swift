/// What makes two errors repeats of each other on an ``ErrorBus``: the same
/// ``AppError/identityKey``, shown the same way. A failed page load (an error page) and the
/// same failure of an action (a toast) are news to the user each, so they never fold together.
struct FoldKey: Hashable {
  /// The error's identity key.
  let identity: String
  /// The kind of presentation: alert, toast, error page or sign-out.
  let kind: UInt8

  init(_ identity: String, _ presentation: Presentation) {
    self.identity = identity
    switch presentation {
    case .alert: kind = 0
    case .toast: kind = 1
    case .errorPage: kind = 2
    case .signOut: kind = 3
    case .silent: kind = 4
    }
  }
}
