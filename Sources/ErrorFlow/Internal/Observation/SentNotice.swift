/// A notice a bus sent on, for the test scope the bus was made in (``ErrorObserver``): the
/// notice as sent, and its entry, whose count may still grow by the repeats folded in before a
/// view takes it (`ErrorBus+Routing.swift`). The scope reads the entry through ``current``.
// unchecked Sendable: `entry` (a NoticeEntry, not Sendable) is read only under `bus.lock`, while
// the bus lives; `notice` is Sendable and `bus` is weak
struct SentNotice: @unchecked Sendable {
  /// The notice when it was sent.
  let notice: ErrorNotice
  /// Its entry; `nil` for a notice handed straight to a view (it has none).
  let entry: NoticeEntry?
  /// The bus guarding `entry`.
  weak var bus: ErrorBus?

  /// Reads the notice as it stands now.
  var current: (@Sendable () -> ErrorNotice)? {
    guard entry != nil else { return nil }
    let sent = self
    return { sent.read() }
  }

  private func read() -> ErrorNotice {
    guard let entry else { return notice }
    // Every write to an entry is a method of its bus, under the bus's lock. Once the weak
    // reference reads nil no method is running (each holds the bus) and none can start, so the
    // entry is read as it was left.
    guard let bus else { return entry.notice }
    return bus.lock.withLock { entry.notice }
  }
}
