/// The screen's own sentences (not error messages), in English and Korean.
enum ScreenText: Equatable {
  case banner
  case dataDirectory(String)
  case logFile(String)
  case fault(String)
  case notesHeader(Int)
  case noNotes
  case added(Int)
  case deleted(Int)
  case synced(Int)
  case signedIn(String)
  case signedOut
  case unknownCommand(String)
  case deleteUsage
  case repeatUsage
  case bye
  case unknownError
  case criticalTitle
  case pageTitle
  case retryTitle
  case errorTitle
  /// After a wrong answer at an alert: the keys that work; `last` is what Enter picks.
  case alertKeys([String], last: String)
  /// At start: a run that ended without cleaning up left this many fault changes, now undone.
  case staleFaultsUndone(Int)
  /// The user changed `name` while a fault was in place: it is kept, and so is the earlier one.
  case keptEarlier(name: String, saved: String)
  /// Another instance holds the data folder (printed on stderr; the path is sanitized).
  case folderBusy(String)
  /// Where the error reports go (`--report-url`, sanitized), or `nil` for the stand-in
  /// collector of `--fail report-down`.
  case reportsTo(String?)
  /// Reports waiting in the outbox for the collector.
  case reportsQueued(Int)
  /// Reports the collector took, this run.
  case reportsDelivered(Int)
  /// At quit with `--fail report-down`: the collector answers again; the queue drains.
  case collectorBack(Int)
  /// At quit: reports the time limit did not let through, left for the next run.
  case reportsKept(Int)
  /// At quit, after ``reportsKept(_:)``: why the last try to send failed (sanitized).
  case reportFailure(String)
  /// At quit: reports the collector refused (4xx) or the full outbox dropped.
  case reportsLost(rejected: Int, dropped: Int)

  func text(in language: Language) -> String {
    language == .korean ? korean : english
  }

  private var english: String {
    switch self {
    case .banner: "ErrorFlow ConsoleDemo: notes on one error stream. Type help for commands."
    case .dataDirectory(let path): "Data folder: \(path)"
    case .logFile(let path): "Error log:   \(path)"
    case .fault(let summary): "Fault: \(summary)"
    case .notesHeader(let count): "Notes (\(count)):"
    case .noNotes: "No notes yet. Try: add buy milk"
    case .added(let number): "Added note \(number)."
    case .deleted(let number): "Deleted note \(number)."
    case .synced(let count): "Synced: \(count) new note(s)."
    case .signedIn(let user): "Signed in as \(user)."
    case .signedOut: "Signed out."
    case .unknownCommand(let word): "Unknown command: \(word). Type help."
    case .deleteUsage: "Usage: delete <number>"
    case .repeatUsage: "Usage: repeat <1-9> <command>"
    case .bye: "Bye."
    case .unknownError: "Something went wrong. Please try again."
    case .criticalTitle: "Critical error"
    case .pageTitle: "Cannot show your notes"
    case .retryTitle: "Connection problem"
    case .errorTitle: "Error"
    case .alertKeys(let keys, let last) where keys.count == 1:
      "Type \(last), or just press Enter."
    case .alertKeys(let keys, let last):
      "Type \(keys.dropLast().joined(separator: ", ")) or \(keys.last ?? last)"
        + " (Enter picks \(last))."
    case .staleFaultsUndone(let count):
      "Undid \(count) fault change(s) an earlier run left in the data folder."
    case .keptEarlier(let name, let saved):
      "\(name) changed while a fault was in place: kept it; the earlier one is \(saved)."
    case .folderBusy(let path):
      "ConsoleDemo: another ConsoleDemo is using the data folder \(path).\n"
        + "Quit it first, or choose another folder with --data-dir."
    case .reportsTo(let url): "Reports to:  \(url ?? "a stand-in collector in the demo")"
    case .reportsQueued(let count): "Reports queued: \(count)"
    case .reportsDelivered(let count): "Reports delivered: \(count)"
    case .collectorBack(let count): "The collector is back: sending \(count) queued report(s)."
    case .reportsKept(let count):
      "Reports not sent: \(count), kept in the outbox for the next run."
    case .reportFailure(let reason): "Last report failure: \(reason)"
    case .reportsLost(let rejected, let dropped):
      "Reports the collector rejected: \(rejected); dropped, outbox full: \(dropped)"
        + " (details on standard error)."
    }
  }

  private var korean: String {
    switch self {
    case .banner: "ErrorFlow 콘솔 데모: 하나의 오류 스트림 위의 메모. 명령어는 help."
    case .dataDirectory(let path): "데이터 폴더: \(path)"
    case .logFile(let path): "오류 로그:   \(path)"
    case .fault(let summary): "주입한 오류: \(summary)"
    case .notesHeader(let count): "메모 (\(count)):"
    case .noNotes: "메모가 없습니다. 예: add 우유 사기"
    case .added(let number): "\(number)번 메모를 추가했습니다."
    case .deleted(let number): "\(number)번 메모를 삭제했습니다."
    case .synced(let count): "동기화 완료: 새 메모 \(count)개."
    case .signedIn(let user): "\(user)(으)로 로그인했습니다."
    case .signedOut: "로그아웃했습니다."
    case .unknownCommand(let word): "알 수 없는 명령어: \(word). help를 입력하세요."
    case .deleteUsage: "사용법: delete <번호>"
    case .repeatUsage: "사용법: repeat <1-9> <명령어>"
    case .bye: "안녕히 가세요."
    case .unknownError: "문제가 발생했습니다. 다시 시도하세요."
    case .criticalTitle: "심각한 오류"
    case .pageTitle: "메모를 표시할 수 없습니다"
    case .retryTitle: "연결 문제"
    case .errorTitle: "오류"
    case .alertKeys(let keys, let last) where keys.count == 1:
      "\(last)를 입력하거나 Enter를 누르세요."
    case .alertKeys(let keys, let last):
      "\(keys.joined(separator: " 또는 ")) 중 하나를 입력하세요 (Enter는 \(last))."
    case .staleFaultsUndone(let count):
      "이전 실행이 데이터 폴더에 남긴 오류 주입 \(count)건을 되돌렸습니다."
    case .keptEarlier(let name, let saved):
      "오류 주입 중에 \(name)이(가) 바뀌어 그대로 두었습니다. 이전 것은 \(saved)입니다."
    case .folderBusy(let path):
      "ConsoleDemo: 다른 ConsoleDemo가 데이터 폴더 \(path)를 쓰고 있습니다.\n"
        + "먼저 그것을 끝내거나 --data-dir로 다른 폴더를 고르세요."
    case .reportsTo(let url): "보고 대상:   \(url ?? "데모 안의 대리 수집기")"
    case .reportsQueued(let count): "대기 중인 보고: \(count)개"
    case .reportsDelivered(let count): "전송한 보고: \(count)개"
    case .collectorBack(let count): "수집기가 돌아왔습니다: 대기 중인 보고 \(count)개를 보냅니다."
    case .reportsKept(let count):
      "보내지 못한 보고 \(count)개는 다음 실행을 위해 보관함에 남겨 두었습니다."
    case .reportFailure(let reason): "마지막 보고 실패: \(reason)"
    case .reportsLost(let rejected, let dropped):
      "수집기가 거부한 보고: \(rejected)개, 보관함이 가득 차 버린 보고: \(dropped)개"
        + " (자세한 내용은 표준 오류에)."
    }
  }
}
