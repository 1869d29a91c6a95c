/// What the user was doing when an error happened.
///
/// The same error is shown differently on a page that failed to load (an error page) and
/// after a button tap (an alert or a toast).
///
/// ```swift
/// tracker.perform(context: .pageLoad) { try await useCase.loadRecordings() }
/// ```
public enum ErrorContext: String, Sendable, Hashable, CaseIterable, Codable {
  /// Loading the content of a screen.
  case pageLoad
  /// A user action on a loaded screen: a tap, a save, a submit.
  case action
  /// Signing in, signing up, refreshing credentials.
  case authentication
}
