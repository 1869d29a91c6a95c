import ErrorFlowConsole
import XCTest

final class ConsoleRendererTests: XCTestCase {
  private let korean = "데이터 접근에 실패했습니다."
  private let long =
    "The notes file at /home/user/.errorflow/notes.json could not be read because it is "
    + "corrupt. Restore it from a backup or delete it to start over."

  private func renderer(width: Int, ascii: Bool = false, color: Bool = false) -> ConsoleRenderer {
    ConsoleRenderer(
      capabilities: TerminalCapabilities(usesColor: color, width: width, usesASCII: ascii))
  }

  func testEnglishAlertWithChoices() {
    let text = renderer(width: 40).render(
      ConsoleMessage(
        kind: .alert, title: "Network error", message: "The server did not answer.",
        choices: [.retry, .dismiss]))
    XCTAssertEqual(
      text,
      """
      ┌──────────────────────────────────────┐
      │ Network error                        │
      ├──────────────────────────────────────┤
      │ The server did not answer.           │
      │                                      │
      │ [r] Retry  [d] Dismiss               │
      └──────────────────────────────────────┘

      """)
  }

  func testKoreanMessageSitsExactlyInsideItsBox() {
    let text = renderer(width: 40).render(
      ConsoleMessage(kind: .alert, title: "오류", message: korean, choices: [.dismiss]))
    XCTAssertEqual(
      text,
      """
      ┌──────────────────────────────────────┐
      │ 오류                                 │
      ├──────────────────────────────────────┤
      │ 데이터 접근에 실패했습니다.          │
      │                                      │
      │ [d] Dismiss                          │
      └──────────────────────────────────────┘

      """)
    for line in text.split(separator: "\n") {
      XCTAssertEqual(DisplayWidth.columns(of: line), 40, String(line))
    }
  }

  func testEmojiClustersAreMeasuredAsTwoColumns() {
    let text = renderer(width: 40).render(
      ConsoleMessage(
        kind: .alert, title: "Sync 🔄", message: "👩‍💻 Your 🇰🇷 notes ❤️ could not sync 😀"))
    XCTAssertEqual(
      text,
      """
      ┌──────────────────────────────────────┐
      │ Sync 🔄                              │
      ├──────────────────────────────────────┤
      │ 👩‍💻 Your 🇰🇷 notes ❤️ could not sync   │
      │ 😀                                   │
      └──────────────────────────────────────┘

      """)
  }

  func testLongTextWrapsAtWidth40() {
    let text = renderer(width: 40).render(
      ConsoleMessage(
        kind: .alert, title: "Storage error", message: long, choices: [.retry, .dismiss]))
    XCTAssertEqual(
      text,
      """
      ┌──────────────────────────────────────┐
      │ Storage error                        │
      ├──────────────────────────────────────┤
      │ The notes file at                    │
      │ /home/user/.errorflow/notes.json     │
      │ could not be read because it is      │
      │ corrupt. Restore it from a backup or │
      │ delete it to start over.             │
      │                                      │
      │ [r] Retry  [d] Dismiss               │
      └──────────────────────────────────────┘

      """)
  }

  func testLongTextWrapsAtWidth80() {
    let text = renderer(width: 80).render(
      ConsoleMessage(
        kind: .alert, title: "Storage error", message: long, choices: [.retry, .dismiss]))
    XCTAssertEqual(
      text,
      """
      ┌──────────────────────────────────────────────────────────────────────────────┐
      │ Storage error                                                                │
      ├──────────────────────────────────────────────────────────────────────────────┤
      │ The notes file at /home/user/.errorflow/notes.json could not be read because │
      │ it is corrupt. Restore it from a backup or delete it to start over.          │
      │                                                                              │
      │ [r] Retry  [d] Dismiss                                                       │
      └──────────────────────────────────────────────────────────────────────────────┘

      """)
  }

  func testKoreanWithoutSpacesWrapsInsideTheBox() {
    let text = renderer(width: 20).render(
      ConsoleMessage(kind: .alert, message: "데이터접근에실패했습니다다시시도해주세요"))
    XCTAssertEqual(
      text,
      """
      ┌──────────────────┐
      │ 데이터접근에실패 │
      │ 했습니다다시시도 │
      │ 해주세요         │
      └──────────────────┘

      """)
  }

  func testAsciiModeDrawsPlusMinusBarAndEscapesControls() {
    let text = renderer(width: 40, ascii: true).render(
      ConsoleMessage(
        kind: .alert, title: "오류", message: korean + "\u{1B}[2J", choices: [.retry, .dismiss]))
    XCTAssertEqual(
      text,
      """
      +--------------------------------------+
      | 오류                                 |
      +--------------------------------------+
      | 데이터 접근에 실패했습니다.\\e[2J     |
      |                                      |
      | [r] Retry  [d] Dismiss               |
      +--------------------------------------+

      """)
  }

  func testErrorPage() {
    let text = renderer(width: 40).render(
      ConsoleMessage(
        kind: .errorPage, title: "Could not load notes", message: korean,
        choices: [ConsoleChoice(id: "reload", key: "l", label: "Reload")]))
    XCTAssertEqual(
      text,
      """
      ╔══════════════════════════════════════╗
      ║ Could not load notes                 ║
      ╟──────────────────────────────────────╢
      ║                                      ║
      ║ 데이터 접근에 실패했습니다.          ║
      ║                                      ║
      ║ [l] Reload                           ║
      ╚══════════════════════════════════════╝

      """)
  }

  func testErrorPageInAsciiMode() {
    let text = renderer(width: 40, ascii: true).render(
      ConsoleMessage(kind: .errorPage, title: "Could not load notes", message: korean))
    XCTAssertEqual(
      text,
      """
      +======================================+
      | Could not load notes                 |
      +--------------------------------------+
      |                                      |
      | 데이터 접근에 실패했습니다.          |
      |                                      |
      +======================================+

      """)
  }

  func testSignOutUsesDefaultTitle() {
    let text = renderer(width: 40).render(
      ConsoleMessage(kind: .signOut, message: "Your session expired. Please sign in again."))
    XCTAssertEqual(
      text,
      """
      ┌──────────────────────────────────────┐
      │ Signed out                           │
      ├──────────────────────────────────────┤
      │ Your session expired. Please sign in │
      │ again.                               │
      └──────────────────────────────────────┘

      """)
  }

  func testToastIsOneLineTruncatedToTheBoxWidth() {
    let renderer = renderer(width: 40)
    XCTAssertEqual(
      renderer.render(ConsoleMessage(kind: .toast, message: "Could not save the note.")),
      "! Could not save the note.\n")
    XCTAssertEqual(
      renderer.render(
        ConsoleMessage(kind: .toast, message: korean + " 다시 시도해 주세요.\n계속 실패하면 문의하세요.")),
      "! 데이터 접근에 실패했습니다. 다시 시도…\n")
    XCTAssertEqual(
      self.renderer(width: 20, ascii: true).render(
        ConsoleMessage(kind: .toast, message: "Could not save the note.")),
      "! Could not save...\n")
  }

  func testSilentRendersNothing() {
    XCTAssertEqual(renderer(width: 40).render(ConsoleMessage(kind: .silent, message: "hidden")), "")
  }

  func testHostileTitleAndMessageAreNeutralised() {
    let text = renderer(width: 40).render(
      ConsoleMessage(
        kind: .alert, title: "\u{1B}]0;pwned\u{07}Alert",
        message: "ok\rFAKE\n\u{1B}[2J\u{9B}31mred"))
    XCTAssertEqual(
      text,
      """
      ┌──────────────────────────────────────┐
      │ ␛]0;pwned␇Alert                      │
      ├──────────────────────────────────────┤
      │ ok␍FAKE                              │
      │ ␛[2J\\u{9B}31mred                     │
      └──────────────────────────────────────┘

      """)
    XCTAssertFalse(text.unicodeScalars.contains { $0 != "\n" && TerminalSanitizer.isUnsafe($0) })
  }

  func testHostileToastAndChoicesAreNeutralised() {
    let renderer = renderer(width: 40)
    XCTAssertEqual(
      renderer.render(ConsoleMessage(kind: .toast, message: "ok\rFAKE\u{1B}[2J")),
      "! ok␍FAKE␛[2J\n")
    let choice = ConsoleChoice(id: "x", key: "\u{1B}[A", label: "Up\u{07}")
    XCTAssertTrue(
      renderer.render(ConsoleMessage(kind: .alert, message: "m", choices: [choice]))
        .contains("│ [␛[A] Up␇                            │"))
  }

  func testColoursAreWrittenOnlyWhenEnabled() {
    let message = ConsoleMessage(kind: .alert, title: "T", message: "m")
    let plain = renderer(width: 12).render(message)
    XCTAssertFalse(plain.contains("\u{1B}"))
    let coloured = renderer(width: 12, color: true).render(message)
    XCTAssertEqual(
      coloured,
      "\u{1B}[31m┌──────────┐\u{1B}[0m\n"
        + "\u{1B}[31m│\u{1B}[0m \u{1B}[1mT\u{1B}[0m        \u{1B}[31m│\u{1B}[0m\n"
        + "\u{1B}[31m├──────────┤\u{1B}[0m\n"
        + "\u{1B}[31m│\u{1B}[0m m        \u{1B}[31m│\u{1B}[0m\n"
        + "\u{1B}[31m└──────────┘\u{1B}[0m\n")
    XCTAssertEqual(
      renderer(width: 12, color: true).render(ConsoleMessage(kind: .toast, message: "m")),
      "\u{1B}[33m!\u{1B}[0m m\n")
  }

  func testBoxWidthFollowsTheTerminalWithinLimits() {
    XCTAssertEqual(renderer(width: 132).boxWidth, 80)
    XCTAssertEqual(renderer(width: 60).boxWidth, 60)
    XCTAssertEqual(renderer(width: 3).boxWidth, ConsoleRenderer.minimumWidth)
    var wide = renderer(width: 132)
    wide.maximumWidth = 100
    XCTAssertEqual(wide.boxWidth, 100)
  }

  func testRenderToTextOutputStream() {
    var output = "> "
    renderer(width: 40).render(ConsoleMessage(kind: .toast, message: "Saved."), to: &output)
    XCTAssertEqual(output, "> ! Saved.\n")
  }

  func testRepeatCountIsShownAfterTheMessage() {
    XCTAssertEqual(
      renderer(width: 40).render(ConsoleMessage(kind: .toast, message: "Offline.", count: 3)),
      "! Offline. (×3)\n")
    XCTAssertEqual(
      renderer(width: 40, ascii: true).render(
        ConsoleMessage(kind: .toast, message: "Offline.", count: 10)),
      "! Offline. (x10)\n")
    XCTAssertEqual(
      renderer(width: 20).render(ConsoleMessage(kind: .alert, message: "오프라인", count: 2)),
      """
      ┌──────────────────┐
      │ 오프라인 (×2)    │
      └──────────────────┘

      """)
  }

  func testKoreanStringsTitleTheSignOutBox() {
    let renderer = ConsoleRenderer(
      capabilities: TerminalCapabilities(usesColor: false, width: 30, usesASCII: false),
      strings: .korean)
    XCTAssertEqual(
      renderer.render(
        ConsoleMessage(
          kind: .signOut, message: "세션이 만료되었습니다.", choices: [ConsoleStrings.korean.dismiss])),
      """
      ┌────────────────────────────┐
      │ 로그아웃됨                 │
      ├────────────────────────────┤
      │ 세션이 만료되었습니다.     │
      │                            │
      │ [d] 닫기                   │
      └────────────────────────────┘

      """)
  }
}
