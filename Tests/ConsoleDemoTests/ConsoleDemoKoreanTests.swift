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
        주입한 오류: notes.json is a folder: list -> error page, add -> toast
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
        주입한 오류: sync uses a refused port: sync -> alert with retry (fails again)
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
        주입한 오류: sessions expire at once: add -> sign-out (once)
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
}
