import CoreTestSupport
import ErrorFlow
import ErrorFlowConsole
import XCTest

final class ConsoleViewReentrancyTests: XCTestCase {
  // Contract 3: a message published from inside onChoice (a retry that fails again) is queued
  // and shown after the current alert is answered, in order.
  func testRetryThatFailsAgainIsShownAfterTheCurrentAlert() {
    let start = Diagnostics.liveSubscriptions
    let buffer = ConsoleBuffer()
    let view = ConsoleView(
      renderer: ConsoleRenderer(
        capabilities: TerminalCapabilities(usesColor: false, width: 20, usesASCII: true)),
      output: buffer, input: ScriptedInput(["r", "d"]))
    let messages = PublishSubject<ConsoleMessage>()
    let log = Locked<[String]>([])
    let subscription = view.bind(to: messages) { message, choice in
      log.append("\(message.message):\(choice.id)")
      if choice == .retry {
        messages.onNext(ConsoleMessage(kind: .toast, message: "retrying"))
        messages.onNext(
          ConsoleMessage(kind: .alert, message: "again", choices: [.retry, .dismiss]))
        log.append("retry sent")
      }
    }
    messages.onNext(ConsoleMessage(kind: .alert, message: "first", choices: [.retry, .dismiss]))
    subscription.dispose()
    XCTAssertEqual(log.value, ["first:retry", "retry sent", "again:dismiss"])
    let toast = buffer.text.range(of: "! retrying")
    let again = buffer.text.range(of: "| again")
    XCTAssertNotNil(toast)
    XCTAssertNotNil(again)
    if let toast, let again { XCTAssertLessThan(toast.lowerBound, again.lowerBound) }
    XCTAssertEqual(Diagnostics.liveSubscriptions, start)
  }
}
