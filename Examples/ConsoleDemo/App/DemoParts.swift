import ErrorFlow
import ErrorFlowConsole
import Foundation

/// Every layer of the app, wired once: services -> repositories -> use cases -> view models,
/// one `ErrorBus` with a JSON Lines log, and the console view.
@MainActor
struct DemoParts {
  let options: DemoOptions
  let directory: URL
  let logURL: URL
  let faults: FaultInjector
  let bus: ErrorBus
  let notes: NotesViewModel
  let session: SessionViewModel
  let view: ConsoleView
  let screen: NotesScreen
  let presenter: NoticePresenter
  /// The error reports to a collector, when `--report-url` or `--fail report-down` asks.
  let reports: ErrorReports?
  /// Whether the cursor is at the start of a line (what leaving on a signal must end).
  let position = LinePosition()

  /// - Parameters:
  ///   - faults: The data folder's fault injector; the faults are applied later, by the app.
  ///   - echoesInput: Whether input is echoed (a scripted run) rather than typed at a terminal.
  ///   - clock: What the silent retries of a sync wait on.
  ///   - reports: The error reports; their sink joins the log's.
  init(
    options: DemoOptions, directory: URL, faults: FaultInjector, input: any ConsoleInputSource,
    echoesInput: Bool, clock: any Clock<Duration>, reports: ErrorReports?
  ) {
    self.options = options
    self.reports = reports
    self.directory = directory
    self.faults = faults
    DataDirectory.seedServer(in: directory)
    logURL = directory.appendingPathComponent("errors.jsonl")

    // Infrastructure
    let fileService = NotesFileService(
      directory: directory,
      fullDevice: options.faults.contains(.critical) ? FaultInjector.fullDevice : nil)
    let lifetime = options.faults.contains(.session) ? 0 : options.sessionLifetime
    let sessionService = SessionService(lifetime: lifetime)
    let syncService = SyncService(endpoint: Self.endpoint(options, directory))

    // Repositories and use cases
    let notesRepository = NotesRepository(service: fileService)
    let sessionRepository = SessionRepository(service: sessionService)
    let notesUseCase = NotesUseCase(notes: notesRepository, session: sessionRepository)
    let syncUseCase = SyncUseCase(
      notes: notesUseCase, server: SyncRepository(service: syncService),
      session: sessionRepository)

    // One bus for the whole app; its log goes to the file and, with reports, to a collector
    // (the sink's own failures go to the logger's fallback, standard error). Its repeats fold
    // within one command (CommandWindows), so the output does not depend on timing.
    var sinks: [any ErrorLogSink] = [JSONLinesFileSink(url: logURL)]
    if let reports { sinks.append(reports.sink) }
    let windows = CommandWindows()
    bus = ErrorBus(
      policy: DemoPresentationPolicy.make(language: options.language),
      logger: ErrorLogger(sinks: sinks), scheduler: windows)

    // View models and views
    notes = NotesViewModel(
      notes: notesUseCase, sync: syncUseCase, tracker: ErrorTracker(bus: bus, clock: clock))
    session = SessionViewModel(
      useCase: SessionUseCase(session: sessionRepository), bus: bus)
    // An expired session signs out once, on the main actor like any UI change: operations
    // already queued there still see the expired session, and the bus merges their errors.
    bus.setSignOutHandler { [session] _ in
      Task { @MainActor in session.sessionExpired() }
    }
    let capabilities = TerminalCapabilities(
      environment: .current(fileDescriptor: 1), forceASCII: options.ascii)
    let renderer = ConsoleRenderer(
      capabilities: capabilities, maximumWidth: options.width,
      strings: options.language == .korean ? .korean : .english)
    // Alert answers come from the same input; this source echoes them and says which keys work.
    let answers = AlertAnswerInput(
      base: input, echoes: echoesInput, language: options.language, position: position)
    view = ConsoleView(
      renderer: renderer, output: TrackedOutputStream(position: position), input: answers,
      echoesInput: false)
    answers.attach(view)
    screen = NotesScreen(view: view, language: options.language)
    presenter = NoticePresenter(view: view, bus: bus, windows: windows)
  }

  private static func endpoint(_ options: DemoOptions, _ directory: URL) -> SyncEndpoint {
    var url = options.syncURL ?? directory.appendingPathComponent("server.json")
    var first: [URL] = []
    if let refused = FaultInjector.refusedURL {
      if options.faults.contains(.network) { url = refused }
      if options.faults.contains(.networkOnce) { first = [refused] }
    }
    return SyncEndpoint(url: url, first: first)
  }
}
