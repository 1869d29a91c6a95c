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
  /// Held for the life of the process: no second instance works on the same folder.
  private let lock: DataFolderLock
  /// What undoing an earlier run's leftover faults did, to say on screen.
  private let stale: (undone: Int, kept: [FaultInjector.Kept])
  private var subscriptions: [Disposable] = []

  private var view: ConsoleView { parts.view }
  private var screen: NotesScreen { parts.screen }

  private init(
    parts: DemoParts, reader: LineReader, interactive: Bool, lock: DataFolderLock,
    stale: (undone: Int, kept: [FaultInjector.Kept])
  ) {
    self.parts = parts
    self.reader = reader
    self.interactive = interactive
    self.lock = lock
    self.stale = stale
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
    let lock: DataFolderLock
    switch DataFolderLock.acquire(directory) {
    case .success(let held): lock = held
    case .failure(let problem):
      let path = TerminalSanitizer().singleLine(directory.path)
      if problem == .busy {
        standardError(ScreenText.folderBusy(path).text(in: options.language) + "\n")
      } else {
        standardError("ConsoleDemo: cannot lock the data folder \(path)\n")
      }
      return nil
    }
    // Before anything reads the folder: undo what a killed run's faults left in place.
    let faults = FaultInjector(directory: directory)
    let stale = faults.undoStale()
    let reports: ErrorReports?
    switch ErrorReports.make(options, directory: directory) {
    case .off: reports = nil
    case .on(let started): reports = started
    case .failed(let problem):
      standardError("ConsoleDemo: \(TerminalSanitizer().singleLine(problem))\n")
      return nil
    }
    let interactive = options.script == nil && isatty(0) == 1
    let parts = DemoParts(
      options: options, directory: directory, faults: faults, input: reader.source,
      echoesInput: !interactive, clock: DemoClock.retryClock(), reports: reports)
    return DemoApp(
      parts: parts, reader: reader, interactive: interactive, lock: lock, stale: stale)
  }

  func run() async {
    subscriptions.append(parts.presenter.start())
    subscriptions += screen.bind(notes: parts.notes, session: parts.session)
    if parts.options.trace {
      // The view model's own error output: every error, after the bus has routed it.
      subscriptions.append(
        parts.notes.errors.subscribe(onNext: { error in
          // The key can hold an unknown error's text: one safe line, whatever it says.
          let key = TerminalSanitizer().singleLine(error.identityKey)
          let tries = error.attempts > 1 ? " after \(error.attempts) attempts" : ""
          Self.standardError(
            "trace: \(error.level.rawValue) \(error.context.rawValue) \(key)\(tries)\n")
        }))
    }
    // Installed before any fault is applied, so no signal leaves one in place.
    ExitSignals.install { [self] _ in
      leave(onSignal: true)
      await finishReports()
    }
    let sanitizer = view.renderer.sanitizer
    screen.say(.banner)
    screen.say(.dataDirectory(sanitizer.singleLine(parts.directory.path)))
    screen.say(.logFile(sanitizer.singleLine(parts.logURL.path)))
    if let reports = parts.reports {
      // The URL may carry a user and password: never shown.
      screen.say(.reportsTo(reports.endpoint.map { sanitizer.singleLine(URLRedaction.redact($0)) }))
    }
    if stale.undone > 0 { screen.say(.staleFaultsUndone(stale.undone)) }
    sayKept(stale.kept)
    parts.faults.apply(parts.options.faults)
    for fault in parts.options.faults {
      screen.say(.fault(fault.summary(in: parts.options.language)))
    }
    parts.session.logIn()
    parts.notes.load()
    await settle()
    showReports()
    while let line = await nextCommand() {
      if !handle(line) { break }
      await settle()
      showReports()
    }
    await finishReports()
    screen.say(.bye)
    leave(onSignal: false)
    for subscription in subscriptions { subscription.dispose() }
  }

  /// Undoes the faults; on a signal, first ends a half-written line (a prompt, an alert's
  /// question) so the shell's prompt starts on a fresh one.
  func leave(onSignal: Bool) {
    if onSignal, !parts.position.isAtLineStart { view.write("\n") }
    sayKept(parts.faults.undoAll())
  }

  /// Says how the report queue changed, if it did.
  private func showReports() {
    if let line = parts.reports?.statusChange() { screen.say(line) }
  }

  /// Sends the queued reports within `--report-wait` and says how it went.
  private func finishReports() async {
    await parts.reports?.finish { [screen] line in screen.say(line) }
  }

  private func sayKept(_ kept: [FaultInjector.Kept]) {
    let sanitizer = view.renderer.sanitizer
    for entry in kept {
      screen.say(
        .keptEarlier(
          name: sanitizer.singleLine(entry.name), saved: sanitizer.singleLine(entry.saved)))
    }
  }

  private func nextCommand() async -> String? {
    if interactive { view.write("> ") }
    guard let line = await reader.nextLine() else {
      if interactive { view.write("\n") }  // Control-D: end the prompt's line
      return nil
    }
    if interactive { parts.position.userEndedLine() }  // the terminal echoed the Return
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
    case "help": view.write(HelpText.commands(in: parts.options.language))
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
