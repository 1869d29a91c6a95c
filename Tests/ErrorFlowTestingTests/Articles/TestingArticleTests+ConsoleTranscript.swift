import ErrorFlow
import ErrorFlowConsole
import ErrorFlowTesting
import XCTest

// Recipe "What the console showed": the console view's transcript, checked whole.

final class ConsoleTranscriptTests: XCTestCase {
  func testAnAlertWaitsForItsAnswerAndAToastDoesNot() {
    let buffer = ConsoleBuffer()
    let view = ConsoleView(
      renderer: ConsoleRenderer(
        capabilities: TerminalCapabilities(usesColor: false, width: 36, usesASCII: false)),
      output: buffer, input: ScriptedInput(["d"]))
    let bus = ErrorBus()
    let subscription = view.bind(to: bus)

    bus.publish(ProfileError.offline, context: .authentication)  // an alert
    bus.publish(ProfileError.offline, context: .action)  // a toast

    XCTAssertEqual(
      buffer.text,
      """
      ┌──────────────────────────────────┐
      │ Error                            │
      ├──────────────────────────────────┤
      │ Check your connection.           │
      │                                  │
      │ [d] Dismiss                      │
      └──────────────────────────────────┘
      Choose [d]: d
      ! Check your connection.

      """)
    subscription.dispose()
  }
}
