import ErrorFlow
import ErrorFlowConsole

/// Renders the view models' data outputs as text. Errors are not its business: the console
/// view bound to the `ErrorBus` shows them.
@MainActor
final class NotesScreen {
  private let view: ConsoleView
  private let language: Language

  init(view: ConsoleView, language: Language) {
    self.view = view
    self.language = language
  }

  /// Subscribes to the outputs; they never terminate, so the disposables live as long as the app.
  func bind(notes: NotesViewModel, session: SessionViewModel) -> [Disposable] {
    [
      notes.events.emit(onNext: { [weak self] in self?.show($0) }),
      // The first value is the empty start value, not a loaded list.
      notes.notes.skip(1).drive(onNext: { [weak self] in self?.show($0) }),
      session.user.emit(onNext: { [weak self] user in
        guard let self else { return }
        self.say(user.map { ScreenText.signedIn($0) } ?? .signedOut)
      }),
    ]
  }

  func say(_ text: ScreenText) {
    view.write(text.text(in: language) + "\n")
  }

  private func show(_ event: NotesEvent) {
    switch event {
    case .added(let number): say(.added(number))
    case .deleted(let number): say(.deleted(number))
    case .synced(let count): say(.synced(count))
    }
  }

  private func show(_ notes: [Note]) {
    guard !notes.isEmpty else { return say(.noNotes) }
    let sanitizer = view.renderer.sanitizer
    var text = ScreenText.notesHeader(notes.count).text(in: language) + "\n"
    for (index, note) in notes.enumerated() {
      text += "  \(index + 1). \(sanitizer.singleLine(note.text))\n"
    }
    view.write(text)
  }
}
