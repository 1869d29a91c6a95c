import ErrorFlowConsole
import Foundation

/// The entry point: parse the options, build the app, run its command loop.
///
/// An `async` main: while the loop awaits input, the Swift runtime serves the main queue, so
/// `MainScheduler` (and every `Driver`/`Signal`) works.
@main
enum ConsoleDemoMain {
  @MainActor
  static func main() async {
    switch DemoOptions.parse(Array(CommandLine.arguments.dropFirst())) {
    case .help(let language):
      print(HelpText.usage(in: language), terminator: "")
    case .invalid(let problem):
      // The problem quotes the user's argument: one safe line, whatever it holds.
      let line = TerminalSanitizer().singleLine(problem)
      FileHandle.standardError.write(Data("ConsoleDemo: \(line)\nTry --help.\n".utf8))
      exit(2)
    case .run(let options):
      guard let app = DemoApp.make(options) else { exit(1) }
      await app.run()
    }
  }
}
