/// The error bus's delivery, written plainly as a reference for the random programs of
/// `ErrorBusModelTests` (folding off): one buffer, a queue per view, the alert queue, and
/// arrays scanned wherever the bus keeps counts. Views are numbered; a view with a scheduler
/// receives only when the program runs it.
final class ErrorBusModel {
  final class Entry {
    let id: UInt64
    let summary: String
    let importance: Int
    let isAlert: Bool
    /// The key alerts merge by; `nil` for a critical one (never merges).
    let key: String?
    var count = 1
    var received = false
    var dropped = false
    var acknowledged = false
    var viewers = 0

    init(id: UInt64, summary: String, importance: Int, isAlert: Bool, key: String?) {
      self.id = id
      self.summary = summary
      self.importance = importance
      self.isAlert = isAlert
      self.key = key
    }

    var isWaiting: Bool { !received && !dropped }
  }

  final class View {
    let id: Int
    let scheduled: Bool
    let receivesReceipts: Bool
    var queue: [Entry] = []
    var bound = true
    var draining = false
    var runPending = false
    var shown: Entry?
    /// The alerts it received, last one last: what a program's acknowledgement refers to.
    var alerts: [UInt64] = []

    init(id: Int, scheduled: Bool, receivesReceipts: Bool) {
      self.id = id
      self.scheduled = scheduled
      self.receivesReceipts = receivesReceipts
    }
  }

  private let capacity: Int
  /// Called with each view and notice received: the program's log and reactions.
  var onReceive: (View, UInt64, String) -> Void = { _, _, _ in }
  private(set) var views: [View] = []
  private var buffer: [Entry] = []
  private var alertQueue: [Entry] = []
  private var current: Entry?
  private var advancing = false
  private var nextID: UInt64 = 0
  private var all: [Entry] = []
  private(set) var published = 0
  private(set) var delivered = 0
  private(set) var coalesced = 0
  private(set) var dropped = 0

  init(capacity: Int) { self.capacity = max(1, capacity) }

  /// The notices waiting: sent on and not received, or queued behind the current alert.
  var pendingCount: Int { all.filter(\.isWaiting).count }

  // MARK: - Operations

  func publish(_ kind: ErrorBusProgram.Kind, key: Int) {
    published += 1
    nextID += 1
    let message = "\(kind.prefix)\(key)"
    let entry = Entry(
      id: nextID, summary: kind.summary(message), importance: kind.importance,
      isAlert: kind.isAlert, key: kind == .critical ? nil : message)
    var kicks: [View] = []
    if entry.isAlert, current != nil {
      if let key = entry.key, let queued = alertQueue.first(where: { $0.key == key }) {
        queued.count += 1
        coalesced += 1
      } else {
        all.append(entry)
        alertQueue.append(entry)
        if alertQueue.count > capacity {
          let victim = alertQueue.remove(at: leastImportant(alertQueue))
          victim.dropped = true
          dropped += 1
        }
      }
    } else {
      all.append(entry)
      if entry.isAlert { current = entry }
      send(entry, &kicks)
    }
    run(kicks)
  }

  func bind(_ view: View) {
    views.append(view)
    guard !buffer.isEmpty else { return }
    view.queue = buffer
    buffer = []
    view.draining = true
    run([view])
  }

  func unbind(_ view: View) {
    guard view.bound else { return }
    view.bound = false
    views.removeAll { $0 === view }
    var back: [Entry] = []
    if let alert = view.shown {
      view.shown = nil
      alert.viewers -= 1
      if alert === current, !alert.acknowledged, alert.viewers == 0, !isHeld(alert),
        alert.received
      {
        alert.received = false
        delivered -= 1
        back.append(alert)
      }
    }
    for entry in view.queue where entry.isWaiting && !isHeld(entry) { back.append(entry) }
    view.queue = []
    var kicks: [View] = []
    sendFirst(back, &kicks)
    run(kicks)
  }

  func acknowledge(_ id: UInt64, from view: View?) {
    guard let alert = current, alert.id == id, view?.bound ?? true else { return }
    alert.acknowledged = true
    // Answered: it counts as delivered (a view showed it), no view still shows it, and the
    // views whose queues hold it skip it.
    if !alert.received {
      alert.received = true
      delivered += 1
    }
    for other in views where other.shown === alert {
      other.shown = nil
      alert.viewers -= 1
    }
    var kicks: [View] = []
    advance(&kicks)
    run(kicks)
  }

  /// Runs a scheduled view's pending delivery.
  func runScheduled(_ view: View) {
    guard view.runPending else { return }
    view.runPending = false
    drain(view)
  }

  // MARK: - Rules

  private func isHeld(_ entry: Entry) -> Bool {
    views.contains { view in view.queue.contains { $0 === entry } }
  }

  private func leastImportant(_ entries: [Entry]) -> Int {
    var victim = 0
    for index in entries.indices where entries[index].importance < entries[victim].importance {
      victim = index
    }
    return victim
  }

  private func send(_ entry: Entry, _ kicks: inout [View]) {
    if views.isEmpty {
      buffer.append(entry)
      trimBuffer(&kicks)
      return
    }
    for view in views { view.queue.append(entry) }
    for view in views {
      trim(view, &kicks)
      kick(view, &kicks)
    }
  }

  private func sendFirst(_ entries: [Entry], _ kicks: inout [View]) {
    guard !entries.isEmpty else { return }
    if views.isEmpty {
      buffer = entries + buffer
      trimBuffer(&kicks)
      return
    }
    for view in views { view.queue = entries + view.queue }
    for view in views {
      trim(view, &kicks)
      kick(view, &kicks)
    }
  }

  private func kick(_ view: View, _ kicks: inout [View]) {
    guard !view.draining else { return }
    view.draining = true
    kicks.append(view)
  }

  private func trim(_ view: View, _ kicks: inout [View]) {
    var victims: [Entry] = []
    while view.queue.count > capacity {
      victims.append(view.queue.remove(at: leastImportant(view.queue)))
    }
    for victim in victims where victim.isWaiting && !isHeld(victim) { drop(victim, &kicks) }
  }

  private func trimBuffer(_ kicks: inout [View]) {
    var victims: [Entry] = []
    while buffer.count > capacity { victims.append(buffer.remove(at: leastImportant(buffer))) }
    for victim in victims { drop(victim, &kicks) }
  }

  private func drop(_ entry: Entry, _ kicks: inout [View]) {
    entry.dropped = true
    dropped += 1
    if entry === current { advance(&kicks) }
  }

  private func advance(_ kicks: inout [View]) {
    current = nil
    guard !advancing else { return }
    advancing = true
    while current == nil, !alertQueue.isEmpty {
      let next = alertQueue.removeFirst()
      current = next
      send(next, &kicks)
    }
    advancing = false
  }

  /// Starts the delivery of the views kicked: at once, or when the program runs them.
  private func run(_ kicks: [View]) {
    for view in kicks {
      if view.scheduled {
        view.runPending = true
      } else {
        drain(view)
      }
    }
  }

  private func drain(_ view: View) {
    while view.bound, !view.queue.isEmpty {
      let entry = view.queue.removeFirst()
      if entry.acknowledged { continue }  // answered by another view
      if !entry.received {
        entry.received = true
        delivered += 1
      }
      if entry === current, !entry.acknowledged, view.shown !== entry {
        view.shown?.viewers -= 1
        view.shown = entry
        entry.viewers += 1
      }
      if entry.isAlert { view.alerts.append(entry.id) }
      let count = entry.count
      onReceive(view, entry.id, count > 1 ? "\(entry.summary)×\(count)" : entry.summary)
    }
    view.draining = false
  }
}
