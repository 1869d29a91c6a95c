import CoreTestSupport
import ErrorFlow
import ErrorFlowConsole
import XCTest

final class ConsoleViewTests: XCTestCase {
  private var subscriptionsAtStart = 0

  override func setUp() {
    super.setUp()
    subscriptionsAtStart = Diagnostics.liveSubscriptions
  }

  override func tearDown() {
    XCTAssertEqual(Diagnostics.liveSubscriptions, subscriptionsAtStart, "leaked subscriptions")
    super.tearDown()
  }

  private func makeView(_ answers: [String], echo: Bool = false) -> (ConsoleView, ConsoleBuffer) {
    let buffer = ConsoleBuffer()
    let renderer = ConsoleRenderer(
      capabilities: TerminalCapabilities(usesColor: false, width: 30, usesASCII: false))
    let view = ConsoleView(
      renderer: renderer, output: buffer, input: ScriptedInput(answers), echoesInput: echo)
    return (view, buffer)
  }

  private let alert = ConsoleMessage(
    kind: .alert, title: "Sync failed", message: "Offline.", choices: [.retry, .dismiss])

  func testAlertWaitsForScriptedRetry() {
    let (view, buffer) = makeView(["r"])
    let messages = PublishSubject<ConsoleMessage>()
    let answers = Locked<[ConsoleChoice]>([])
    let subscription = view.bind(to: messages) { _, choice in answers.append(choice) }
    messages.onNext(alert)
    XCTAssertEqual(answers.value, [.retry])
    XCTAssertEqual(
      buffer.text,
      """
      ┌────────────────────────────┐
      │ Sync failed                │
      ├────────────────────────────┤
      │ Offline.                   │
      │                            │
      │ [r] Retry  [d] Dismiss     │
      └────────────────────────────┘

      """ + "Choose [r/d]: ")
    subscription.dispose()
  }

  func testAlertWithoutChoicesOffersDismiss() {
    let (view, buffer) = makeView(["d"])
    let choice = view.show(ConsoleMessage(kind: .alert, title: "", message: "Failed."))
    XCTAssertEqual(choice, .dismiss)
    XCTAssertEqual(
      buffer.text,
      """
      ┌────────────────────────────┐
      │ Failed.                    │
      │                            │
      │ [d] Dismiss                │
      └────────────────────────────┘

      """ + "Choose [d]: ")
  }

  func testAnswersAreCaseInsensitiveAndTrimmed() {
    let (view, _) = makeView(["  R \r"])
    XCTAssertEqual(view.show(alert), .retry)
  }

  func testEmptyAnswerPicksTheLastChoice() {
    let (view, _) = makeView([""])
    XCTAssertEqual(view.show(alert), .dismiss)
  }

  func testUnknownAnswerAsksAgain() {
    let (view, buffer) = makeView(["x", "r"], echo: true)
    XCTAssertEqual(view.show(alert), .retry)
    XCTAssertTrue(buffer.text.hasSuffix("Choose [r/d]: x\nChoose [r/d]: r\n"), buffer.text)
  }

  func testEndOfInputDismisses() {
    let (view, buffer) = makeView([])
    XCTAssertEqual(view.show(alert), .dismiss)
    XCTAssertTrue(buffer.text.hasSuffix("Choose [r/d]: \n"))
  }

  func testEchoedAnswerIsSanitized() {
    let (view, buffer) = makeView(["\u{1B}[2Jd"], echo: true)
    _ = view.show(ConsoleMessage(kind: .alert, message: "m"))
    XCTAssertTrue(buffer.text.hasSuffix("Choose [d]: ␛[2Jd\nChoose [d]: \n"), buffer.text)
  }

  func testToastErrorPageSignOutAndSilentDoNotWait() {
    let input = ScriptedInput(["unused"])
    let buffer = ConsoleBuffer()
    let view = ConsoleView(
      renderer: ConsoleRenderer(
        capabilities: TerminalCapabilities(usesColor: false, width: 30, usesASCII: true)),
      output: buffer, input: input)
    let messages = PublishSubject<ConsoleMessage>()
    let answered = Locked(0)
    let subscription = view.bind(to: messages) { _, _ in answered.add(1) }
    messages.onNext(ConsoleMessage(kind: .toast, message: "Saved offline."))
    messages.onNext(ConsoleMessage(kind: .silent, message: "log only"))
    messages.onNext(ConsoleMessage(kind: .errorPage, title: "Notes", message: "Load failed."))
    messages.onNext(ConsoleMessage(kind: .signOut, message: "Session expired."))
    subscription.dispose()
    XCTAssertEqual(answered.value, 0)
    XCTAssertEqual(input.remaining, 1)
    XCTAssertEqual(
      buffer.text,
      """
      ! Saved offline.
      +============================+
      | Notes                      |
      +----------------------------+
      |                            |
      | Load failed.               |
      |                            |
      +============================+
      +----------------------------+
      | Signed out                 |
      +----------------------------+
      | Session expired.           |
      +----------------------------+

      """)
  }

  func testNothingIsShownAfterDispose() {
    let (view, buffer) = makeView([])
    let messages = PublishSubject<ConsoleMessage>()
    view.bind(to: messages).dispose()
    messages.onNext(ConsoleMessage(kind: .toast, message: "late"))
    XCTAssertEqual(buffer.text, "")
  }

  func testAlertsAreShownOneAtATimeInOrder() {
    let (view, buffer) = makeView(["d", "r"])
    let messages = PublishSubject<ConsoleMessage>()
    let answers = Locked<[String]>([])
    let subscription = view.bind(to: messages) { message, choice in
      answers.append(message.title + ":" + choice.id)
    }
    messages.onNext(
      ConsoleMessage(kind: .alert, title: "first", message: "1", choices: [.retry, .dismiss]))
    messages.onNext(
      ConsoleMessage(kind: .alert, title: "second", message: "2", choices: [.retry, .dismiss]))
    subscription.dispose()
    XCTAssertEqual(answers.value, ["first:dismiss", "second:retry"])
    XCTAssertEqual(buffer.text.components(separatedBy: "Choose [r/d]: ").count, 3)
  }

  func testKoreanStringsPromptAndDefaultDismiss() {
    let buffer = ConsoleBuffer()
    let view = ConsoleView(
      renderer: ConsoleRenderer(
        capabilities: TerminalCapabilities(usesColor: false, width: 20, usesASCII: false),
        strings: .korean),
      output: buffer, input: ScriptedInput([]))
    XCTAssertEqual(
      view.show(ConsoleMessage(kind: .alert, message: "실패")), ConsoleStrings.korean.dismiss)
    XCTAssertEqual(
      buffer.text,
      """
      ┌──────────────────┐
      │ 실패             │
      │                  │
      │ [d] 닫기         │
      └──────────────────┘

      """ + "선택 [d]: \n")
  }

  func testBindTurnsAnyElementIntoAMessage() {
    let (view, buffer) = makeView(["r"])
    let codes = PublishSubject<Int>()
    let answers = Locked<[String]>([])
    let subscription = view.bind(
      to: codes,
      message: { code in
        ConsoleMessage(
          kind: code >= 500 ? .alert : .toast, message: "HTTP \(code)", choices: [.retry, .dismiss])
      },
      onChoice: { code, choice in answers.append("\(code):\(choice.id)") })
    codes.onNext(404)
    codes.onNext(503)
    subscription.dispose()
    XCTAssertEqual(answers.value, ["503:retry"])
    XCTAssertTrue(buffer.text.hasPrefix("! HTTP 404\n┌"), buffer.text)
  }

  func testWriteLineSanitizesUntrustedText() {
    let (view, buffer) = makeView([])
    view.writeLine("- \u{1B}[2Jtitle\rFAKE\nsecond")
    view.write("trusted \u{1B}[1mbold\u{1B}[0m\n")
    XCTAssertEqual(buffer.text, "- ␛[2Jtitle␍FAKE\nsecond\ntrusted \u{1B}[1mbold\u{1B}[0m\n")
  }
}
