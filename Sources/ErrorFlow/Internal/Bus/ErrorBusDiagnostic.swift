/// Something the error bus itself reports to the log: never shown to the user.
enum ErrorBusDiagnostic: AppErrorProtocol {
  /// A notice was dropped because a buffer was full.
  /// Its fields are kept as they are and formatted only when logged: a storm drops many.
  case noticeDropped(id: UInt64, count: Int, message: String, total: Int)

  var errorDescription: String? { nil }

  var level: ErrorLevel { .logOnly }

  /// Named, not derived by reflection: a storm logs many drops.
  var identityKey: String { "ErrorBus.noticeDropped" }

  var debugDescription: String {
    switch self {
    case .noticeDropped(let id, let count, let message, let total):
      "ErrorBus buffer full: dropped notice #\(id) ×\(count) \"\(message)\" "
        + "(\(total) dropped so far)"
    }
  }
}
