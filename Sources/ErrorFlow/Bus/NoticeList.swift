/// The notices one bus action emits, in order: almost always one, so the first is kept
/// inline and only a second one allocates (a publish costs no array allocation).
struct NoticeList {
  private var first: ErrorNotice?
  private var rest: [ErrorNotice] = []

  /// Adds `notice` after the others.
  mutating func append(_ notice: ErrorNotice) {
    if first == nil {
      first = notice
    } else {
      rest.append(notice)
    }
  }

  /// Calls `body` with each notice, in order.
  func inOrder(_ body: (ErrorNotice) -> Void) {
    guard let first else { return }
    body(first)
    for notice in rest { body(notice) }
  }
}
