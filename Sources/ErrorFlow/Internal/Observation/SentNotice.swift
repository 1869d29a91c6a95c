/// A notice a bus sent on, for the test scope the bus was made in (``ErrorObserver``): the
/// notice as sent, and its entry, whose count may still grow by the repeats folded in before a
/// view takes it (`ErrorBus+Routing.swift`). The scope reads the entry through ``current``.
struct SentNotice: @unchecked Sendable {  // `entry` is read only under `bus.lock`
  /// The notice when it was sent.
  let notice: ErrorNotice
  /// Its entry; `nil` for a notice handed straight to a view (it has none).
  let entry: NoticeEntry?
  /// The bus guarding `entry`.
  weak var bus: ErrorBus?

  /// Reads the notice as it stands now, under the bus's lock; `nil` once the bus is gone.
  var current: (@Sendable () -> ErrorNotice?)? {
    guard entry != nil else { return nil }
    let sent = self
    return { sent.read() }
  }

  private func read() -> ErrorNotice? {
    guard let bus, let entry else { return nil }
    return bus.lock.withLock { entry.notice }
  }
}
