import ErrorFlow

/// One-line descriptions of what an ``ErrorExpectations`` scope saw, for its failures and
/// reports: what the user reads first, then what a developer needs to find it.
enum EntryText {
  /// `"The notes could not be read."`, or `(no message)`.
  static func message(_ text: String?) -> String {
    text.map { String(reflecting: $0) } ?? "(no message)"
  }

  /// `pageLoad notifyUser "…" — NotesError.unreadable @ App/Notes.swift:12 load()`; with
  /// `shown as "…"` after its own message when a bus shows it with another (`presented`).
  static func error(_ error: AppError, presented: String? = nil) -> String {
    let shown = presented.map { ", shown as \(message($0))" } ?? ""
    return "\(error.context) \(error.level.rawValue) \(message(error.userMessage))\(shown) — "
      + "\(error.debugMessage) @ \(error.source)"
  }

  /// The published errors of `entries`, a line each, with the message each is shown with.
  static func errorLines(_ entries: ErrorLedger.Entries) -> [String] {
    entries.errors.map { entry in
      "  #\(entry.number) \(error(entry.entry, presented: entries.presented[entry.number]))"
    }
  }

  /// The notices of `entries`, a line each.
  static func noticeLines(_ entries: ErrorLedger.Entries) -> [String] {
    lines(entries.notices, notice)
  }

  /// The log records of `entries`, a line each.
  static func recordLines(_ entries: ErrorLedger.Entries) -> [String] {
    lines(entries.records, record)
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
    let errors =
      entries.errors.isEmpty
      ? [] : ["Published errors (\(entries.errors.count)):"] + errorLines(entries)
    let notKept =
      entries.notKept == 0
      ? []
      : [
        "And \(entries.notKept) more after the scope finished, beyond the "
          + "\(ErrorLedger.keptAfterFinish) it keeps then."
      ]
    return errors + section("Notices", entries.notices, notice)
      + section("Log records", entries.records, record) + notKept
  }

  /// A line each: its number, then its description.
  static func lines<Entry>(
    _ entries: [ErrorLedger.Numbered<Entry>], _ describe: (Entry) -> String
  ) -> [String] {
    entries.map { "  #\($0.number) \(describe($0.entry))" }
  }

  private static func section<Entry>(
    _ title: String, _ entries: [ErrorLedger.Numbered<Entry>], _ describe: (Entry) -> String
  ) -> [String] {
    guard !entries.isEmpty else { return [] }
    return ["\(title) (\(entries.count)):"]
      + entries.map { "  #\($0.number) \(describe($0.entry))" }
  }
}
