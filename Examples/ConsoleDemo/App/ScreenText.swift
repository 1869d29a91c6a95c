/// The screen's own sentences (not error messages), in English and Korean.
enum ScreenText {
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
    }
  }
}
