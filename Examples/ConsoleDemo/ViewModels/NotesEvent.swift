/// What the notes screen reports besides the list itself.
enum NotesEvent: Equatable, Sendable {
  case added(number: Int)
  case deleted(number: Int)
  case synced(added: Int)
}
