/// A fault `--fail` injects, each showing one path of the error flow.
enum Fault: String, Sendable, CaseIterable {
  /// notes.json is a folder: reading fails (error page), saving fails (toast).
  case storage
  /// notes.json is not JSON: the load fails with a decoding error (error page).
  case corrupt
  /// notes.json.tmp points at /dev/full: saving fails with ENOSPC (critical alert).
  case critical
  /// notes.json.bak is a folder: the backup after a save fails (log line only).
  case logonly
  /// The sync server is a refused port (retryable alert; retry fails again).
  case network
  /// Only the first sync request goes to a refused port (retry succeeds).
  case networkOnce = "network-once"
  /// The server answers with an error message full of escape sequences (toast, neutralised).
  case server
  /// Sessions expire at once: the next change signs out, once.
  case session
  /// The data folder is read-only (chmod 555; root ignores it).
  case readonly

  /// One line for `--help`.
  var summary: String {
    switch self {
    case .storage: "notes.json is a folder: list -> error page, add -> toast"
    case .corrupt: "notes.json is not JSON: list -> error page"
    case .critical: "saving hits /dev/full (ENOSPC): add -> critical alert, every time"
    case .logonly: "the backup copy fails: add -> log line only, nothing on screen"
    case .network: "sync uses a refused port: sync -> alert with retry (fails again)"
    case .networkOnce: "only the first sync fails: sync -> alert, r -> retry succeeds"
    case .server: "the server's error text holds escape sequences: sync -> safe toast"
    case .session: "sessions expire at once: add -> sign-out (once)"
    case .readonly: "chmod 555 on the data folder (no effect as root): add -> toast"
    }
  }
}
