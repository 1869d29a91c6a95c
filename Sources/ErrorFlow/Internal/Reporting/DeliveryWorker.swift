import Foundation

/// The background half of an ``HTTPLogSink``: moves written records into the outbox, sends
/// them in batches, settles what the collector answered and waits between attempts. One
/// task runs ``run()``; the outbox, the retry round and the retry time belong to it alone.
/// It never holds a lock while it does I/O or calls a sink.
// unchecked Sendable: the `var`s and `outbox` (a LogOutbox, not Sendable) are used only by the one
// task running `run()`; `state` and `bell` are locked, the other `let`s are Sendable
final class DeliveryWorker: @unchecked Sendable {
  private let endpoint: URL
  private let configuration: HTTPLogSink.Configuration
  private let headers: [String: String]
  private let outbox: LogOutbox
  private let state: DeliveryState
  private let transport: any LogTransport
  private let clock: RetryClock
  private let bell = Doorbell()
  // Owned by the task running `run()`.
  private var round: RetryRound
  private var retryAt: Duration?
  private var diskFailing = false
  /// The reason of the last failed round reported to the fallback, until a request is
  /// answered: a run of identical failures is reported once, not once per round.
  private var reportedFailure: String?
  /// The last request, while its transport has not returned: given up at its deadline but
  /// still holding its batch. No other request starts until it returns, so one request is
  /// in flight at a time even with a transport that hangs (RemoteReporting.md). Its
  /// records, the head of the outbox, are protected from the bounds as those of any request
  /// on the way.
  private var unfinished: (attempt: DeliveryAttempt, records: Int)?
  /// A flush's kick taken while ``unfinished`` held the next request back: kept for when it
  /// returns, or that request would wait for the retry time the flush asked to skip.
  private var heldKick = false

  init(
    endpoint: URL, configuration: HTTPLogSink.Configuration, outbox: LogOutbox,
    state: DeliveryState, transport: any LogTransport, clock: RetryClock
  ) {
    self.endpoint = endpoint
    self.configuration = configuration
    var headers = configuration.headers
    for name in headers.keys where name.lowercased() == "content-type" { headers[name] = nil }
    headers["Content-Type"] = "application/json"
    self.headers = headers
    self.outbox = outbox
    self.state = state
    self.transport = transport
    self.clock = clock
    round = RetryRound(policy: configuration.retry)
  }

  /// A record was written, or a flush began: look again.
  func wake() { bell.ring() }

  /// Ends the worker at its next step; every waiting flush returns `false`.
  func stop() {
    state.stop()
    bell.ring()
  }

  /// Waits until everything written so far is settled, `timeout` passes on the worker's
  /// clock, or the calling task is cancelled.
  ///
  /// First it waits, without a time limit, until every record written before the call is in
  /// the outbox: that takes no network time (the worker moves records to disk at its next
  /// step), and a flush that returned early would let an exiting app lose them.
  func flush(timeout: Duration) async -> Bool {
    let persisted = FlushTicket()
    state.addPersistWaiter(persisted)
    bell.ring()
    _ = await persisted.wait()
    let ticket = FlushTicket()
    state.addFlush(ticket)
    bell.ring()
    let timer = Task { [clock] in
      do {
        try await clock.sleep(timeout)
        ticket.resolve(false)
      } catch {}
    }
    let result = await withTaskCancellationHandler {
      await ticket.wait()
    } onCancel: {
      ticket.resolve(false)
    }
    timer.cancel()
    state.removeFlush(ticket)
    return result
  }

  /// The worker's loop; returns when the sink stops.
  func run() async {
    if outbox.skippedLines > 0 {
      state.publish(
        outboxCount: outbox.entries.count, outboxFirst: outbox.entries.first?.sequence,
        dropped: outbox.skippedLines)
      report(
        "skipped \(outbox.skippedLines) unreadable line(s) of \(outbox.file.path) "
          + "(a write cut short when the app stopped?); counted as dropped")
    }
    // A smaller limit than the last run's: the bounds hold from the start.
    let pushedOut = enforceBounds(protecting: 0)
    if pushedOut.count > 0 {
      settleDropped(pushedOut)
    }
    while !state.isStopped {
      persistIncoming(protecting: unfinished?.records ?? 0)
      guard let first = outbox.entries.first else {
        await bell.wait()
        continue
      }
      let now = clock.now()
      let kicked = state.takeKick() || heldKick
      heldKick = false
      if let retryAt, now < retryAt, !kicked {
        await wait(until: retryAt)
        continue
      }
      let due = first.arrival.saturatingAdding(configuration.maxBatchAge)
      if !kicked, !state.flushWanted, outbox.entries.count < configuration.batchSize, now < due {
        await wait(until: due)
        continue
      }
      if let unfinished, !unfinished.attempt.transportReturned {
        // Woken again when it returns (`DeliveryAttempt`'s `ended`), a record arrives, a
        // flush begins or the sink stops.
        heldKick = kicked
        reportUnfinished()
        await bell.wait()
        continue
      }
      unfinished = nil
      retryAt = nil
      await deliverBatch()
    }
    // Released or abandoned: what was handed over still goes to disk, for the next run.
    persistIncoming(protecting: 0)
    // Lets go of the directory: a new sink on it may start now.
    outbox.close()
    state.workerDidEnd()
  }

  /// Waits for a ring or until `deadline` on the clock, whichever comes first.
  private func wait(until deadline: Duration) async {
    let delay = deadline.saturatingSubtracting(clock.now())
    guard delay > .zero else { return }
    let timer = Task { [clock, bell] in
      do {
        try await clock.sleep(delay)
        bell.ring()
      } catch {}
    }
    await bell.wait()
    timer.cancel()
  }

  /// Sends the oldest batch and settles it; records written meanwhile go to the outbox as
  /// they come, so a process killed while the collector holds the request loses none. The
  /// attempt ends by its own deadline whatever the transport does (``DeliveryAttempt``).
  private func deliverBatch() async {
    let batch = Array(outbox.entries.prefix(configuration.batchSize))
    let body = OTLPLogEncoder.body(
      for: batch.map(\.record), serviceName: configuration.serviceName)
    let attempt = DeliveryAttempt(
      body, to: endpoint, headers: headers, timeout: configuration.requestTimeout,
      transport: transport, ended: { [bell] in bell.ring() })
    defer { attempt.close() }
    while true {
      await bell.wait()
      if state.isStopped {
        // The request is left to end by itself (its answer is ignored; its records stay in
        // the outbox): the transports end within the request timeout, and a request is
        // never cancelled, which could deadlock a platform client.
        return
      }
      persistIncoming(protecting: batch.count)
      if let result = attempt.outcome {
        if !attempt.transportReturned { unfinished = (attempt, batch.count) }
        settle(batch, result)
        return
      }
    }
  }

  /// Says once, until a request is answered, that sending waits for a transport that has
  /// not returned after its deadline; ``HTTPLogSink/Status/lastFailure`` says so meanwhile.
  private func reportUnfinished() {
    let reason =
      "the transport has not returned from a request given up "
      + "\(DeliveryAttempt.deadlineMargin) after the request timeout "
      + "(\(configuration.requestTimeout)); no other request is sent until it does"
    state.noteFailure(reason)
    guard reason != reportedFailure else { return }
    reportedFailure = reason
    report("\(reason); \(outbox.entries.count) record(s) wait in the outbox")
  }

  /// Applies the collector's answer to `batch`, the head of the outbox.
  private func settle(_ batch: [LogOutbox.Entry], _ outcome: DeliveryOutcome) {
    switch outcome {
    case .delivered:
      round.reset()
      reportedFailure = nil
      removeHead(batch.count)
      publish(delivered: batch.count)
    case .rejected(let status):
      round.reset()
      reportedFailure = nil
      removeHead(batch.count)
      state.noteFailure("HTTP \(status)")
      // Counted first, so the fallback never holds a record the status does not count;
      // flushes end after the report.
      publish(rejected: batch.count, resolvingFlushes: false)
      report(
        "the collector rejected \(batch.count) record(s) with HTTP \(status); they are not "
          + "sent again and follow here", records: batch.map(\.record))
      publish()
    case .failed(let reason):
      state.noteFailure(reason)
      let now = clock.now()
      if let delay = round.nextDelay(after: ReportingFailure.retryable(reason), now: now) {
        retryAt = now.saturatingAdding(delay)
      } else {
        let attempts = round.attempts
        round.reset()
        // Clamped as every wait is: `maxDelay` may be `.seconds(Int.max)`.
        let pause = configuration.retry.maxDelay.clampedWait
        retryAt = now.saturatingAdding(pause)
        guard reason != reportedFailure else { return }
        reportedFailure = reason
        report(
          "cannot deliver error reports after \(attempts) attempt(s) (\(reason)); "
            + "\(outbox.entries.count) kept in the outbox, trying again in \(pause); the same "
            + "failure again is not reported until a request is answered")
      }
    }
  }

  /// Moves the written records into the outbox and keeps it within its bounds; the
  /// `protected` oldest entries (a batch in flight) are never dropped. Brings the file in
  /// line with memory first when it is not (an earlier write failed, or the directory or
  /// file was removed): at every step, so the records held in memory reach the disk as soon
  /// as it works again.
  private func persistIncoming(protecting protected: Int) {
    let taken = state.takeIncoming()
    guard !taken.isEmpty || outbox.needsSync else { return }
    let now = clock.now()
    var dropped = DroppedRecords()
    var new: [LogOutbox.Entry] = []
    for item in taken {
      guard let line = outbox.line(for: item.record) else {
        dropped.unencodable.append(item.record)
        continue
      }
      // Larger than the whole outbox: dropped alone, and never written.
      guard bounds.admits(lineOf: line.count) else {
        dropped.oversized.append(item.record)
        continue
      }
      new.append(
        LogOutbox.Entry(sequence: item.sequence, record: item.record, line: line, arrival: now))
    }
    disk("append to") { try outbox.append(new) }
    dropped.add(enforceBounds(protecting: protected))
    settleDropped(dropped)
  }

  /// Counts `dropped` in the status, then writes them to the fallback, then ends the
  /// flushes they settle: whoever sees a dropped record in the fallback finds it counted in
  /// ``HTTPLogSink/status``, and a flush returns only after the fallback has it.
  private func settleDropped(_ dropped: DroppedRecords) {
    publish(dropped: dropped.count, resolvingFlushes: false)
    report(dropped)
    publish()
  }

  /// Writes a notice for each reason records were dropped, each followed by its records.
  private func report(_ dropped: DroppedRecords) {
    for notice in dropped.notices(bounds) { report(notice.message, records: notice.records) }
  }

  private var bounds: OutboxBounds {
    OutboxBounds(records: configuration.outboxLimit, bytes: configuration.outboxByteLimit)
  }

  /// Drops entries until the outbox is within its bounds (``OutboxBounds``), never one of
  /// the `protected` oldest.
  private func enforceBounds(protecting protected: Int) -> DroppedRecords {
    let entries = outbox.entries
    let victims = bounds.victims(of: entries, totalBytes: outbox.bytes, protecting: protected)
    guard !victims.full.isEmpty || !victims.oversized.isEmpty else { return DroppedRecords() }
    disk("rewrite") { try outbox.remove(at: victims.full + victims.oversized) }
    return DroppedRecords(
      full: victims.full.map { entries[$0].record },
      oversized: victims.oversized.map { entries[$0].record })
  }

  private func removeHead(_ count: Int) {
    disk("rewrite") { try outbox.removeFirst(count) }
  }

  private func publish(
    delivered: Int = 0, rejected: Int = 0, dropped: Int = 0, resolvingFlushes: Bool = true
  ) {
    state.publish(
      outboxCount: outbox.entries.count, outboxFirst: outbox.entries.first?.sequence,
      delivered: delivered, rejected: rejected, dropped: dropped,
      resolvingFlushes: resolvingFlushes)
  }

  /// Runs a disk operation. Its first failure in a row is reported (the records stay in
  /// memory, are still sent, and are written at a later step), and so is the first success
  /// after failures; so is a directory or file the operation found removed and made again.
  private func disk(_ what: String, _ operation: () throws -> Void) {
    var failure: (any Error)?
    do { try operation() } catch { failure = error }
    if outbox.takeRecreated() {
      report(
        "the outbox \(outbox.file.path) was removed while the sink ran; made it again for "
          + "the \(outbox.entries.count) record(s) held in memory")
    }
    guard let failure else {
      if diskFailing {
        diskFailing = false
        report(
          "writing \(outbox.file.path) works again; the \(outbox.entries.count) record(s) "
            + "held in memory are in it")
      }
      return
    }
    let reason = "cannot \(what) \(outbox.file.path): \(ErrorDescription.of(failure))"
    state.noteFailure(reason)
    if !diskFailing { report(reason + "; records are kept in memory only until it works") }
    diskFailing = true
  }

  /// Writes a notice, then `records`, to the fallback.
  private func report(_ message: String, records: [ErrorLogRecord] = []) {
    let fallback = state.fallbackSink
    fallback.write(ReportingFailure.notice(message))
    for record in records { fallback.write(record) }
  }
}
