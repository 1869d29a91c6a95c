import ErrorFlow

/// One-line descriptions of what an ``ErrorExpectations`` scope saw, for its failures and
/// reports: what the user reads first, then what a developer needs to find it.
enum EntryText {
  /// `"The notes could not be read."`, or `(no message)`.
  static func message(_ text: String?) -> String {
    text.map { String(reflecting: $0) } ?? "(no message)"
  }

  /// `pageLoad notifyUser "…" — NotesError.unreadable @ App/Notes.swift:12 load()`.
  static func error(_ error: AppError) -> String {
    "\(error.context) \(error.level.rawValue) \(message(error.userMessage)) — "
      + "\(error.debugMessage) @ \(error.source)"
  }

  /// `toast(message: "…") ×3 — NotesError.offline`, with the notice it follows up if any.
  static func notice(_ notice: ErrorNotice) -> String {
    let count = notice.count > 1 ? " ×\(notice.count)" : ""
    let followUp = notice.repeatOf.map { " (follow-up of notice \($0))" } ?? ""
    return "\(notice.presentation)\(count)\(followUp) — \(notice.error.debugMessage)"
  }

  /// `logOnly action domain "…" — NotesError.backupFailed @ App/Notes.swift:40 save()`.
  static func record(_ record: ErrorLogRecord) -> String {
    "\(record.level.rawValue) \(record.context) \(record.kind) \(message(record.userMessage))"
      + " — \(record.debugMessage) @ \(record.source)"
  }

  /// A section per kind of entry that has any: a heading with the count, then a line each.
  static func sections(_ entries: ErrorLedger.Entries) -> [String] {
    section("Published errors", entries.errors, error)
      + section("Notices", entries.notices, notice)
      + section("Log records", entries.records, record)
  }

  private static func section<Entry>(
    _ title: String, _ entries: [ErrorLedger.Numbered<Entry>], _ describe: (Entry) -> String
  ) -> [String] {
    guard !entries.isEmpty else { return [] }
    return ["\(title) (\(entries.count)):"]
      + entries.map { "  #\($0.number) \(describe($0.entry))" }
  }
}
