/// Something the error bus itself reports to the log: never shown to the user.
enum ErrorBusDiagnostic: AppErrorProtocol {
  /// A notice was dropped because a buffer was full.
  case noticeDropped(notice: String, total: Int)

  var errorDescription: String? { nil }

  var level: ErrorLevel { .logOnly }

  var debugDescription: String {
    switch self {
    case .noticeDropped(let notice, let total):
      "ErrorBus buffer full: dropped \(notice) (\(total) dropped so far)"
    }
  }
}
