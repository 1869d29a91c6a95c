/// `--help` and the `help` command, in English and Korean (`--lang`).
enum HelpText {
  static func commands(in language: Language) -> String {
    language == .korean ? koreanCommands : englishCommands
  }

  static func usage(in language: Language) -> String {
    language == .korean ? koreanUsage : englishUsage
  }

  private static let englishCommands = """
    Commands:
      list           reload and show the notes (a failure is an error page)
      add <text>     add a note (needs a session; a failure is a toast)
      delete <n>     delete note n
      sync           fetch the server's notes (unreachable server: tried 3 times in all,
                     silently, then an alert with retry)
      login          sign in again (as demo)
      logout         sign out
      repeat <n> <command>
                     start the command n times at once, like quick taps
      help           this list
      quit           leave (also: exit, end of input)

    """

  private static let koreanCommands = """
    명령어:
      list           메모를 다시 읽어 보여 줍니다 (실패하면 오류 페이지)
      add <text>     메모를 추가합니다 (로그인 필요, 실패하면 토스트)
      delete <n>     n번 메모를 삭제합니다
      sync           서버의 메모를 가져옵니다 (서버에 닿지 않으면 조용히 모두 3번
                     시도한 뒤 다시 시도 알림)
      login          다시 로그인합니다 (demo로)
      logout         로그아웃합니다
      repeat <n> <command>
                     명령을 n번 한꺼번에 시작합니다 (빠르게 여러 번 누르듯이)
      help           이 목록
      quit           끝냅니다 (exit, 입력의 끝도 같습니다)

    """

  private static var englishUsage: String {
    """
    Usage: ConsoleDemo [options]
    A small notes app showing ErrorFlow: every failure becomes an AppError on one ErrorBus,
    rendered by one console view; the data streams keep working.

    \(englishCommands)
    Options:
      --data-dir DIR      where notes.json, server.json and errors.jsonl live
                          (default: $HOME/.errorflow-demo, or a temp folder without HOME)
      --sync-url URL      the sync server (default: file://DATA/server.json, offline)
      --report-url URL    also send the error log to an OpenTelemetry collector
                          (OTLP/HTTP JSON), e.g. http://127.0.0.1:4318/v1/logs; reports
                          not yet sent wait in DATA/report-outbox, even across runs
      --report-wait SECS  how long quitting waits for queued reports (default: 3)
      --script FILE       read commands from FILE (stdin is read the same way when it is
                          not a terminal: no prompts, commands echoed, no colours)
      --lang en|ko        language of the messages (default: en)
      --session-ttl SECS  session lifetime (default: 1800)
      --width N           box width in columns (default: 60, capped by the terminal)
      --ascii             ASCII boxes only
      --trace             print each view-model error on stderr (level, context, identity)
      --fail KIND         inject a fault (repeatable; undone when the demo ends):
    \(faultLines(.english))
      --help              this text

    """
  }

  private static var koreanUsage: String {
    """
    사용법: ConsoleDemo [options]
    ErrorFlow를 보여 주는 작은 메모 앱: 모든 실패는 하나의 ErrorBus 위의 AppError가 되고,
    하나의 콘솔 뷰가 그립니다. 데이터 스트림은 계속 동작합니다.

    \(koreanCommands)
    옵션:
      --data-dir DIR      notes.json, server.json, errors.jsonl이 있는 폴더
                          (기본: $HOME/.errorflow-demo, HOME이 없으면 임시 폴더)
      --sync-url URL      동기화 서버 (기본: file://DATA/server.json, 오프라인)
      --report-url URL    오류 로그를 OpenTelemetry 수집기에도 보냅니다 (OTLP/HTTP JSON),
                          예: http://127.0.0.1:4318/v1/logs; 아직 보내지 못한 보고는
                          DATA/report-outbox에서 기다립니다 (다음 실행까지도)
      --report-wait SECS  끝낼 때 대기 중인 보고를 기다리는 시간 (기본: 3)
      --script FILE       FILE에서 명령을 읽습니다 (표준 입력이 터미널이 아닐 때도
                          같습니다: 프롬프트 없음, 명령을 되풀이해 출력, 색 없음)
      --lang en|ko        메시지 언어 (기본: en)
      --session-ttl SECS  세션 유지 시간 (기본: 1800)
      --width N           상자 너비 (기본: 60, 터미널 너비가 상한)
      --ascii             ASCII 상자만 사용
      --trace             뷰 모델의 오류마다 stderr에 한 줄 (수준, 문맥, 식별자)
      --fail KIND         오류를 주입합니다 (여러 번 가능, 데모가 끝나면 되돌림):
    \(faultLines(.korean))
      --help              이 도움말

    """
  }

  private static func faultLines(_ language: Language) -> String {
    Fault.allCases.map { fault in
      let name = fault.rawValue.padding(toLength: 13, withPad: " ", startingAt: 0)
      return "        \(name) \(fault.summary(in: language))"
    }.joined(separator: "\n")
  }
}
