import ErrorFlow
import ErrorFlowConsole
import Foundation

/// The composition root and the command loop.
///
/// Builds the layers (services -> repositories -> use cases -> view models), one `ErrorBus`,
/// and one `ConsoleView` bound to it; then reads one command at a time and waits until the
/// work it started (and any retry) is done, so the output comes in a fixed order.
@MainActor
final class DemoApp {
  private let parts: DemoParts
  private let reader: LineReader
  private let interactive: Bool
  private var subscriptions: [Disposable] = []

  private var view: ConsoleView { parts.view }
  private var screen: NotesScreen { parts.screen }

  private init(parts: DemoParts, reader: LineReader, interactive: Bool) {
    self.parts = parts
    self.reader = reader
    self.interactive = interactive
  }

  /// Builds the app; prints the problem and returns `nil` when it cannot start.
  static func make(_ options: DemoOptions) -> DemoApp? {
    guard let reader = LineReader.make(script: options.script) else {
      standardError("ConsoleDemo: cannot read the script \(options.script ?? "")\n")
      return nil
    }
    guard let directory = DataDirectory.prepare(options.dataDirectory) else {
      standardError("ConsoleDemo: cannot create a data folder\n")
      return nil
    }
    let interactive = options.script == nil && isatty(0) == 1
    let parts = DemoParts(
      options: options, directory: directory, input: reader.source, echoesInput: !interactive)
    return DemoApp(parts: parts, reader: reader, interactive: interactive)
  }

  func run() async {
    subscriptions.append(parts.presenter.start())
    subscriptions += screen.bind(notes: parts.notes, session: parts.session)
    if parts.options.trace {
      // The view model's own error output: every error, after the bus has routed it.
      subscriptions.append(
        parts.notes.errors.subscribe(onNext: { error in
          Self.standardError(
            "trace: \(error.level.rawValue) \(error.context.rawValue) \(error.identityKey)\n")
        }))
    }
    screen.say(.banner)
    screen.say(.dataDirectory(parts.directory.path))
    screen.say(.logFile(parts.logURL.path))
    for summary in parts.faults.apply(parts.options.faults) { screen.say(.fault(summary)) }
    InterruptHandler.install { [parts] in parts.faults.undoAll() }
    parts.session.logIn()
    parts.notes.load()
    await settle()
    while let line = await nextCommand() {
      if !handle(line) { break }
      await settle()
    }
    screen.say(.bye)
    parts.faults.undoAll()
    for subscription in subscriptions { subscription.dispose() }
  }

  private func nextCommand() async -> String? {
    if interactive { view.write("> ") }
    guard let line = await reader.nextLine() else {
      if interactive { view.write("\n") }  // Control-D: end the prompt's line
      return nil
    }
    if !interactive { view.write("> " + view.renderer.sanitizer.singleLine(line) + "\n") }
    return line
  }

  /// Runs one command; returns `false` to quit.
  private func handle(_ line: String) -> Bool {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    let word = trimmed.prefix { $0 != " " }
    let rest = trimmed.dropFirst(word.count).trimmingCharacters(in: .whitespaces)
    switch word.lowercased() {
    case "", "#": break
    case "list": parts.notes.load()
    case "add": parts.notes.add(rest)
    case "delete":
      guard let number = Int(rest) else {
        screen.say(.deleteUsage)
        break
      }
      parts.notes.delete(number: number)
    case "sync": parts.notes.sync()
    case "login": parts.session.logIn()
    case "logout": parts.session.logOut()
    case "repeat":
      // `repeat 3 sync`: start the command 3 times at once, like quick taps, and wait for all.
      let count = rest.prefix { $0 != " " }
      let command = rest.dropFirst(count.count).trimmingCharacters(in: .whitespaces)
      guard let times = Int(count), (1...9).contains(times), !command.isEmpty else {
        screen.say(.repeatUsage)
        break
      }
      for _ in 0..<times where !handle(command) { return false }
    case "help": view.write(HelpText.commands)
    case "quit", "exit": return false
    default:
      if word.hasPrefix("#") { break }
      screen.say(.unknownCommand(view.renderer.sanitizer.singleLine(String(word))))
    }
    return true
  }

  /// Waits until the command's work, the notices of its errors (answered) and any retry are
  /// done, and main-queue deliveries (Driver and Signal outputs) have run.
  private func settle() async {
    var busy: Bool
    repeat {
      await parts.notes.waitUntilIdle()
      await parts.presenter.drain()
      await withCheckedContinuation { continuation in
        DispatchQueue.main.async { continuation.resume() }
      }
      busy = parts.presenter.isBusy
      if !busy { busy = await parts.notes.isBusy() }
    } while busy
  }

  nonisolated private static func standardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
