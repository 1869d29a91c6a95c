import ErrorFlow

/// An error whose user message exists in every ``Language``.
///
/// `errorDescription` (what the logs record) is the English message; the presentation policy
/// asks for the message in the language the user chose.
protocol LocalizedUserMessage: AppErrorProtocol {
  /// The message to show the user, or `nil` when the error is never shown.
  func userMessage(in language: Language) -> String?
}

extension LocalizedUserMessage {
  var errorDescription: String? { userMessage(in: .english) }
}
