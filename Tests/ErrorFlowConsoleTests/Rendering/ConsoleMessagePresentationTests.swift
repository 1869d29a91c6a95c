import ErrorFlow
import ErrorFlowConsole
import XCTest

final class ConsoleMessagePresentationTests: XCTestCase {
  func testEveryPresentationMapsToItsKind() {
    XCTAssertEqual(
      ConsoleMessage(.alert(title: "T", message: "m"), choices: [.dismiss], count: 2),
      ConsoleMessage(kind: .alert, title: "T", message: "m", choices: [.dismiss], count: 2))
    XCTAssertEqual(
      ConsoleMessage(.toast(message: "m"), choices: [.dismiss]),
      ConsoleMessage(kind: .toast, message: "m"))
    XCTAssertEqual(
      ConsoleMessage(.errorPage(title: "T", message: "m")),
      ConsoleMessage(kind: .errorPage, title: "T", message: "m"))
    XCTAssertEqual(
      ConsoleMessage(.signOut(message: "m")), ConsoleMessage(kind: .signOut, message: "m"))
    XCTAssertEqual(ConsoleMessage(.silent), ConsoleMessage(kind: .silent, message: ""))
  }

  func testKoreanPresentationRendersInsideItsBox() {
    let renderer = ConsoleRenderer(
      capabilities: TerminalCapabilities(usesColor: false, width: 40, usesASCII: false),
      strings: .korean)
    let text = renderer.render(
      ConsoleMessage(
        .alert(title: "오류", message: "데이터 접근에 실패했습니다."),
        choices: [ConsoleStrings.korean.retry, ConsoleStrings.korean.dismiss]))
    XCTAssertEqual(
      text,
      """
      ┌──────────────────────────────────────┐
      │ 오류                                 │
      ├──────────────────────────────────────┤
      │ 데이터 접근에 실패했습니다.          │
      │                                      │
      │ [r] 다시 시도  [d] 닫기              │
      └──────────────────────────────────────┘

      """)
  }
}
