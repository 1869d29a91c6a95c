import XCTest

/// `--lang ko`: Korean messages sit inside their boxes (two columns per Hangul syllable).
final class ConsoleDemoKoreanTests: DemoTestCase {
  static let koreanBanner = """
    ErrorFlow 콘솔 데모: 하나의 오류 스트림 위의 메모. 명령어는 help.
    데이터 폴더: $DATA
    오류 로그:   $DATA/errors.jsonl

    """

  func testKoreanErrorPageAndToast() throws {
    let result = try run(["--lang", "ko", "--fail", "storage"], input: ["add 우유 사기"])
    assertOutput(
      result,
      Self.koreanBanner + """
        주입한 오류: notes.json이 폴더입니다: list -> 오류 페이지, add -> 토스트
        demo(으)로 로그인했습니다.
        ╔══════════════════════════════════════════════════════════╗
        ║ 메모를 표시할 수 없습니다                                ║
        ╟──────────────────────────────────────────────────────────╢
        ║                                                          ║
        ║ 데이터 접근에 실패했습니다.                              ║
        ║                                                          ║
        ╚══════════════════════════════════════════════════════════╝
        > add 우유 사기
        ! 데이터 접근에 실패했습니다.
        안녕히 가세요.

        """)
  }

  func testKoreanRetryAlertWrapsByDisplayColumns() throws {
    let result = try run(["--lang", "ko", "--fail", "network"], input: ["sync", "d", "add 우유 사기"])
    assertOutput(
      result,
      Self.koreanBanner + """
        주입한 오류: 동기화가 거부되는 포트를 씁니다: sync -> 3번 시도 후 알림 하나 (r도 실패)
        demo(으)로 로그인했습니다.
        메모가 없습니다. 예: add 우유 사기
        > sync
        ┌──────────────────────────────────────────────────────────┐
        │ 연결 문제                                                │
        ├──────────────────────────────────────────────────────────┤
        │ 동기화 서버에 연결할 수 없습니다. 연결을 확인하고 다시   │
        │ 시도하세요.                                              │
        │                                                          │
        │ [r] 다시 시도  [d] 닫기                                  │
        └──────────────────────────────────────────────────────────┘
        선택 [r/d]: d
        > add 우유 사기
        1번 메모를 추가했습니다.
        메모 (1):
          1. 우유 사기
        안녕히 가세요.

        """)
  }

  func testKoreanSignOutBox() throws {
    let result = try run(["--lang", "ko", "--fail", "session"], input: ["add 우유", "add 빵"])
    assertOutput(
      result,
      Self.koreanBanner + """
        주입한 오류: 세션이 바로 만료됩니다: add -> 로그아웃 (한 번)
        demo(으)로 로그인했습니다.
        메모가 없습니다. 예: add 우유 사기
        > add 우유
        ┌──────────────────────────────────────────────────────────┐
        │ 로그아웃됨                                               │
        ├──────────────────────────────────────────────────────────┤
        │ 세션이 만료되었습니다. 다시 로그인하세요.                │
        └──────────────────────────────────────────────────────────┘
        > add 빵
        ! 먼저 로그인하세요 (login 입력).
        안녕히 가세요.

        """)
  }

  func testKoreanHelpCommandAndAWrongAlertKey() throws {
    let result = try run(["--lang", "ko", "--fail", "network"], input: ["help", "sync", "x", "d"])
    assertOutput(
      result,
      Self.koreanBanner + """
        주입한 오류: 동기화가 거부되는 포트를 씁니다: sync -> 3번 시도 후 알림 하나 (r도 실패)
        demo(으)로 로그인했습니다.
        메모가 없습니다. 예: add 우유 사기
        > help
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
        > sync
        ┌──────────────────────────────────────────────────────────┐
        │ 연결 문제                                                │
        ├──────────────────────────────────────────────────────────┤
        │ 동기화 서버에 연결할 수 없습니다. 연결을 확인하고 다시   │
        │ 시도하세요.                                              │
        │                                                          │
        │ [r] 다시 시도  [d] 닫기                                  │
        └──────────────────────────────────────────────────────────┘
        선택 [r/d]: x
        r 또는 d 중 하나를 입력하세요 (Enter는 d).
        선택 [r/d]: d
        안녕히 가세요.

        """)
  }

  func testKoreanUsageListsTheFaultsInKorean() throws {
    let result = try DemoRunner.run(["--help", "--lang", "ko"], input: [])
    runs.append(result)
    XCTAssertEqual(result.status, 0)
    XCTAssertTrue(result.output.hasPrefix("사용법: ConsoleDemo [options]\n"), result.output)
    for fault in ["storage", "critical", "network-once", "readonly", "report-down"] {
      XCTAssertTrue(result.output.contains("        \(fault) "), "--help lacks \(fault)")
    }
    for text in [
      "명령어:", "옵션:", "notes.json이 폴더입니다", "세션이 바로 만료됩니다",
      "오류 로그를 OpenTelemetry 수집기에도 보냅니다", "보고 수집기가 끝낼 때까지 꺼져 있습니다",
    ] {
      XCTAssertTrue(result.output.contains(text), "--help lacks \(text)")
    }
    XCTAssertFalse(result.output.contains("notes.json is a folder"), result.output)
  }
}
