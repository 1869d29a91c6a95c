import ReactiveCore

/// What the callers' threads and an ``HTTPLogSink``'s delivery worker share, behind one
/// lock: records not yet on disk, the counts, the flush waiters and the fallback. No sink,
/// continuation or I/O is ever called with the lock held.
// unchecked Sendable: every `var` is guarded by `lock`; `memoryLimit` and `ownsFallback` are
// immutable `let`s
final class DeliveryState: @unchecked Sendable {
  /// A record handed over by `write`, numbered in the order it was written.
  struct Incoming {
    let sequence: UInt64
    let record: ErrorLogRecord
  }

  /// A caller of `flush` waiting until every record numbered below `target` is settled.
  private struct FlushWaiter {
    let target: UInt64
    let ticket: FlushTicket
  }

  private let lock = Lock()
  private let memoryLimit: Int
  /// Records handed over and not yet taken by the worker, in two queues (log-only, and the
  /// rest) so that a drop takes the oldest log-only record, else the oldest, in constant
  /// time, however many wait.
  private var incomingLogOnly = IncomingQueue()
  private var incomingOthers = IncomingQueue()
  private var nextSequence: UInt64 = 0
  /// Records taken by the worker and not yet in the outbox.
  private var transferring: (count: Int, first: UInt64?) = (0, nil)
  private var outbox: (count: Int, first: UInt64?) = (0, nil)
  private var counts = HTTPLogSink.Status()
  /// Whether a drop in `enqueue` wrote its notice since the worker last took the records.
  private var dropNoticeWritten = false
  private var waiters: [FlushWaiter] = []
  /// Flushes waiting until every record numbered below their target has left memory.
  private var persistWaiters: [FlushWaiter] = []
  private var workerEnded = false
  /// Between a `publish(resolvingFlushes: false)` and the `publish()` after it: records are
  /// counted as settled that the fallback does not have yet, so no flush may end now.
  private var reportingSettled = false
  private var kicked = false
  private var stopped = false
  private var fallback: (any ErrorLogSink)?
  private let ownsFallback: Bool

  /// - Parameters:
  ///   - fallback: The sink's own fallback, if it has one.
  ///   - memoryLimit: The most records waiting in memory for the worker.
  ///   - loaded: The records found in the outbox at start, numbered `0 ..< loaded`.
  init(fallback: (any ErrorLogSink)?, memoryLimit: Int, loaded: Int) {
    nextSequence = UInt64(loaded)
    outbox = (loaded, loaded > 0 ? 0 : nil)
    self.fallback = fallback
    ownsFallback = fallback != nil
    self.memoryLimit = max(1, memoryLimit)
  }

  // MARK: Callers

  /// Queues `record`. When more than the outbox limit wait in memory (the worker is
  /// behind), the oldest `logOnly` one (else the oldest) is pushed out, counted, and written
  /// to the fallback here, on the caller's thread, after the lock is let go: memory stays
  /// bounded and every dropped record reaches the fallback, once. The first drop since the
  /// worker's last step writes a notice before its record. A fallback that writes back into
  /// the sink cannot recurse: see ``FallbackWriteGuard``.
  func enqueue(_ record: ErrorLogRecord) {
    let drop = lock.withLock { () -> (ErrorLogRecord, (any ErrorLogSink)?, Bool)? in
      let item = Incoming(sequence: nextSequence, record: record)
      nextSequence &+= 1
      if record.level == .logOnly {
        incomingLogOnly.append(item)
      } else {
        incomingOthers.append(item)
      }
      guard incomingLogOnly.count + incomingOthers.count > memoryLimit,
        let victim = incomingLogOnly.removeFirst() ?? incomingOthers.removeFirst()
      else { return nil }
      counts.dropped &+= 1
      defer { dropNoticeWritten = true }
      return (victim, self.fallback, !dropNoticeWritten)
    }
    guard let (victim, own, notice) = drop else { return }
    let sink = own ?? ConsoleLogSink()
    FallbackWriteGuard.run {
      if notice {
        sink.write(
          ReportingFailure.notice(
            "the outbox is full (\(memoryLimit) records wait in memory for the disk): "
              + "dropping records, oldest log-only first; each follows here"))
      }
      sink.write(victim)
    } reportingSkipped: { skipped in
      sink.write(
        ReportingFailure.notice(
          "\(skipped) record(s) dropped while a dropped record was written here were not "
            + "written: this fallback writes back into the sink; they are counted as dropped"))
    }
  }

  var status: HTTPLogSink.Status {
    lock.withLock {
      var status = counts
      status.pending =
        incomingLogOnly.count + incomingOthers.count + transferring.count + outbox.count
      return status
    }
  }

  /// The sink failures go to: the sink's own, the adopted logger's, or standard error.
  var fallbackSink: any ErrorLogSink {
    lock.withLock { fallback } ?? ConsoleLogSink()
  }

  func adoptFallback(_ sink: any ErrorLogSink) {
    lock.withLock {
      if !ownsFallback, fallback == nil { fallback = sink }
    }
  }

  /// Makes `ticket` wait until every record written so far is settled; resolves it at once
  /// when everything already is, or when the sink stopped.
  func addFlush(_ ticket: FlushTicket) {
    let result = lock.withLock { () -> Bool? in
      if stopped { return false }
      if !reportingSettled, settled(below: nextSequence) { return true }
      waiters.append(FlushWaiter(target: nextSequence, ticket: ticket))
      kicked = true
      return nil
    }
    if let result { ticket.resolve(result) }
  }

  /// Resolves `ticket` once every record written so far has left memory: it is in the
  /// outbox, or it was dropped and counted. At once when none is in memory, or when the
  /// worker has ended (nothing more will be moved).
  func addPersistWaiter(_ ticket: FlushTicket) {
    let ready = lock.withLock { () -> Bool in
      if workerEnded || (!reportingSettled && !inMemory(below: nextSequence)) { return true }
      persistWaiters.append(FlushWaiter(target: nextSequence, ticket: ticket))
      return false
    }
    if ready { ticket.resolve(true) }
  }

  /// The worker has ended, after moving what was handed over to the outbox.
  func workerDidEnd() {
    let ended: [FlushWaiter] = lock.withLock {
      workerEnded = true
      defer { persistWaiters = [] }
      return persistWaiters
    }
    for waiter in ended { waiter.ticket.resolve(true) }
  }

  /// Forgets `ticket` (its time is up, or its task was cancelled).
  func removeFlush(_ ticket: FlushTicket) {
    lock.withLock { waiters.removeAll { $0.ticket === ticket } }
  }

  /// Stops the sink: every waiting flush returns `false`.
  func stop() {
    let ended: [FlushWaiter] = lock.withLock {
      stopped = true
      defer { waiters = [] }
      return waiters
    }
    for waiter in ended { waiter.ticket.resolve(false) }
  }

  // MARK: The worker

  var isStopped: Bool { lock.withLock { stopped } }

  /// Whether a flush waits (batches are sent without waiting for their age).
  var flushWanted: Bool { lock.withLock { !waiters.isEmpty } }

  /// Whether a flush arrived since the last call: the current retry wait is cut short once.
  func takeKick() -> Bool {
    lock.withLock {
      defer { kicked = false }
      return kicked
    }
  }

  /// Takes the queued records; they count as pending until `publish` says where they went.
  func takeIncoming() -> [Incoming] {
    lock.withLock {
      let taken = IncomingQueue.merged(incomingLogOnly.takeAll(), incomingOthers.takeAll())
      dropNoticeWritten = false
      transferring = (taken.count, taken.first?.sequence)
      return taken
    }
  }

  /// The outbox's size and oldest record after a change, and what was settled; ends the
  /// flushes that are done, unless `resolvingFlushes` is `false` (the worker still has to
  /// tell the fallback about the records it counts here).
  func publish(
    outboxCount: Int, outboxFirst: UInt64?, delivered: Int = 0, rejected: Int = 0,
    dropped: Int = 0, resolvingFlushes: Bool = true
  ) {
    let done: [FlushWaiter] = lock.withLock {
      outbox = (outboxCount, outboxFirst)
      transferring = (0, nil)
      counts.delivered += delivered
      counts.rejected += rejected
      counts.dropped += dropped
      reportingSettled = !resolvingFlushes
      guard resolvingFlushes else { return [] }
      var done = waiters.filter { settled(below: $0.target) }
      waiters.removeAll { settled(below: $0.target) }
      done += persistWaiters.filter { !inMemory(below: $0.target) }
      persistWaiters.removeAll { !inMemory(below: $0.target) }
      return done
    }
    for waiter in done { waiter.ticket.resolve(true) }
  }

  /// Records the latest failure, as one line: a reason may hold a transport's error text,
  /// which came from the network or the app and may carry line breaks or terminal controls.
  func noteFailure(_ reason: String) {
    let line = LogText.escaped(reason)
    lock.withLock { counts.lastFailure = line }
  }

  /// The number of the oldest record not yet taken by the worker; lock held.
  private var incomingFirst: UInt64? {
    [incomingLogOnly.firstSequence, incomingOthers.firstSequence].compactMap { $0 }.min()
  }

  /// Whether a record numbered below `target` is still in memory (not yet in the outbox);
  /// lock held.
  private func inMemory(below target: UInt64) -> Bool {
    [incomingFirst, transferring.first].contains { $0.map { $0 < target } ?? false }
  }

  /// Whether no record numbered below `target` is pending; lock held.
  private func settled(below target: UInt64) -> Bool {
    let firsts = [incomingFirst, transferring.first, outbox.first].compactMap { $0 }
    return firsts.allSatisfy { $0 >= target }
  }
}
