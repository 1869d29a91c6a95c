/// Every user-facing sentence of the demo's errors, in English and Korean.
enum UserText {
  case storageUnavailable
  case corrupt
  case diskFull
  case noSuchNote(Int)
  case emptyText
  case sessionExpired
  case notSignedIn
  case backupFailed
  case offline
  case refused(String)
  case invalidAnswer

  func text(in language: Language) -> String {
    switch language {
    case .english: english
    case .korean: korean
    }
  }

  private var english: String {
    switch self {
    case .storageUnavailable: "Could not access your notes."
    case .corrupt: "The notes file is damaged, so it was left untouched."
    case .diskFull: "The disk is full: the note was NOT saved."
    case .noSuchNote(let number): "There is no note \(number)."
    case .emptyText: "Type the note after add, e.g. add buy milk"
    case .sessionExpired: "Your session has expired. Please log in again."
    case .notSignedIn: "Please log in first (type login)."
    case .backupFailed: "The backup copy could not be written."
    case .offline: "Cannot reach the sync server. Check the connection and retry."
    case .refused(let message): "The sync server refused: \(message)"
    case .invalidAnswer: "The sync server sent an answer the app cannot read."
    }
  }

  private var korean: String {
    switch self {
    case .storageUnavailable: "데이터 접근에 실패했습니다."
    case .corrupt: "메모 파일이 손상되어 그대로 두었습니다."
    case .diskFull: "디스크가 가득 차서 메모를 저장하지 못했습니다."
    case .noSuchNote(let number): "\(number)번 메모가 없습니다."
    case .emptyText: "add 뒤에 메모 내용을 입력하세요. 예: add 우유 사기"
    case .sessionExpired: "세션이 만료되었습니다. 다시 로그인하세요."
    case .notSignedIn: "먼저 로그인하세요 (login 입력)."
    case .backupFailed: "백업 파일을 쓰지 못했습니다."
    case .offline: "동기화 서버에 연결할 수 없습니다. 연결을 확인하고 다시 시도하세요."
    case .refused(let message): "동기화 서버가 거부했습니다: \(message)"
    case .invalidAnswer: "동기화 서버의 응답을 읽을 수 없습니다."
    }
  }
}
