/// A fault `--fail` injects, each showing one path of the error flow.
enum Fault: String, Sendable, CaseIterable {
  /// notes.json is a folder: reading fails (error page), saving fails (toast).
  case storage
  /// notes.json is not JSON: the load fails with a decoding error (error page).
  case corrupt
  /// Every save is written to /dev/full: it fails with ENOSPC (critical alert).
  case critical
  /// notes.json.bak is a folder: the backup after a save fails (log line only).
  case logonly
  /// The sync server is a refused port: each sync is tried three times in all, silently, then
  /// one retryable alert (its retry fails again); the log records the attempts.
  case network
  /// Only the first sync request goes to a refused port: the silent retry succeeds, and the
  /// user sees no alert at all.
  case networkOnce = "network-once"
  /// The server answers with an error message full of escape sequences (toast, neutralised).
  case server
  /// Sessions expire at once: the next change signs out, once.
  case session
  /// The data folder is read-only (chmod 555; root ignores it).
  case readonly
  /// The error-report collector refuses connections until the demo quits: reports queue in
  /// the outbox, then drain (to `--report-url`, or to a stand-in collector in the demo).
  case reportDown = "report-down"

  /// One line for `--help` and the start-up banner, in `language`.
  func summary(in language: Language) -> String {
    language == .korean ? korean : english
  }

  private var english: String {
    switch self {
    case .storage: "notes.json is a folder: list -> error page, add -> toast"
    case .corrupt: "notes.json is not JSON: list -> error page"
    case .critical: "saving hits /dev/full (ENOSPC): add -> critical alert, every time"
    case .logonly: "the backup copy fails: add -> log line only, nothing on screen"
    case .network: "sync uses a refused port: sync -> 3 tries, then one alert (r fails again)"
    case .networkOnce: "only the first sync request fails: sync -> retried silently, no alert"
    case .server: "the server's error text holds escape sequences: sync -> safe toast"
    case .session: "sessions expire at once: add -> sign-out (once)"
    case .readonly: "chmod 555 on the data folder (no effect as root): add -> toast"
    case .reportDown: "the report collector is down until quit: reports queue, then drain"
    }
  }

  private var korean: String {
    switch self {
    case .storage: "notes.json이 폴더입니다: list -> 오류 페이지, add -> 토스트"
    case .corrupt: "notes.json이 JSON이 아닙니다: list -> 오류 페이지"
    case .critical: "저장이 /dev/full에 닿습니다 (ENOSPC): add -> 심각한 오류 알림, 매번"
    case .logonly: "백업 복사가 실패합니다: add -> 로그에만 남고 화면에는 없음"
    case .network: "동기화가 거부되는 포트를 씁니다: sync -> 3번 시도 후 알림 하나 (r도 실패)"
    case .networkOnce: "첫 동기화 요청만 실패합니다: sync -> 조용히 다시 시도, 알림 없음"
    case .server: "서버의 오류 문구에 이스케이프 시퀀스가 있습니다: sync -> 안전한 토스트"
    case .session: "세션이 바로 만료됩니다: add -> 로그아웃 (한 번)"
    case .readonly: "데이터 폴더에 chmod 555 (root에는 효과 없음): add -> 토스트"
    case .reportDown: "보고 수집기가 끝낼 때까지 꺼져 있습니다: 보고가 쌓였다가 전송됨"
    }
  }
}
