import ErrorFlow
import FaultKit
import Foundation
import XCTest

/// ``HTTPLogSink`` with extreme durations and counts in its configuration: no trap, and
/// every wait the worker hands its clock is the clamped value (at most 100 years).
final class HTTPLogSinkExtremeValuesTests: ReportingTestCase {
  private struct Offline: Error {}

  private let hundredYears = Duration.seconds(3_155_760_000)

  private func makeSink(
    _ transport: ScriptedTransport, _ clock: RetryClock,
    _ configuration: HTTPLogSink.Configuration, fallback: (any ErrorLogSink)? = nil
  ) throws -> HTTPLogSink {
    try HTTPLogSink(
      endpoint: URL(string: "http://collector.invalid/v1/logs")!, outboxDirectory: outbox,
      configuration: configuration, fallback: fallback, transport: transport, clock: clock)
  }

  private func failingRounds(maxDelay: Duration) -> RetryPolicy {
    RetryPolicy(maxAttempts: 1, baseDelay: .seconds(1), maxDelay: maxDelay, jitter: .fixed(1))
  }

  /// Every extreme duration and count in a configuration becomes a usable value.
  func testEveryExtremeSettingIsNormalizedToAUsableValue() {
    for duration in FaultKit.ExtremeValues.durations {
      var settings = HTTPLogSink.Configuration(maxBatchAge: duration, requestTimeout: duration)
      settings.retry.maxDelay = duration
      let normalized = settings.normalized
      let wait = min(max(duration, .zero), hundredYears)
      XCTAssertEqual(normalized.maxBatchAge, wait, "\(duration)")
      XCTAssertEqual(normalized.requestTimeout, max(wait, .milliseconds(1)), "\(duration)")
      XCTAssertEqual(normalized.retry.ceiling(forRetry: .max), wait, "\(duration)")
    }
    for count in FaultKit.ExtremeValues.counts {
      for limit in FaultKit.ExtremeValues.counts {
        let normalized = HTTPLogSink.Configuration(
          batchSize: count, outboxLimit: limit, outboxByteLimit: count
        ).normalized
        let label = "batchSize \(count), outboxLimit \(limit)"
        XCTAssertEqual(normalized.outboxLimit, max(limit, 1), label)
        XCTAssertEqual(normalized.outboxByteLimit, max(count, 1), label)
        XCTAssertEqual(normalized.batchSize, min(max(count, 1), max(limit, 1)), label)
      }
    }
  }

  func testAnIntMaxMaxDelayWaitsAHundredYearsBetweenRounds() async throws {
    let transport = ScriptedTransport { index in
      if index == 0 { throw Offline() }
      return 200
    }
    let clock = SteppingClock()
    let fallback = AwaitableLogSink()
    let sink = try makeSink(
      transport, clock.clock,
      configuration(batchSize: 1, retry: failingRounds(maxDelay: .seconds(Int.max))),
      fallback: fallback)
    sink.write(record("offline"))
    try await within { await transport.waitForRequests(1) }
    let waited = try await within { await clock.advanceToNextSleeper() }
    try await within { await transport.waitForRequests(2) }
    XCTAssertEqual(waited, hundredYears)
    try await within { await fallback.waitForNotices(1) }
    XCTAssertTrue(
      fallback.notices[0].contains("trying again in 3155760000.0 seconds"), fallback.notices[0])
    let flushed = try await within { await sink.flush(timeout: .seconds(60)) }
    XCTAssertTrue(flushed)
    XCTAssertEqual(sink.status.delivered, 1)
  }

  /// On the wall clock: `Task.sleep(for: .seconds(Int.max))` traps, so the worker's wait
  /// must reach the clock clamped.
  func testARoundEndingWithAnIntMaxMaxDelaySleepsOnTheLiveClockWithoutTrapping() async throws {
    let sleeps = SleepLog()
    let live = RetryClock.live
    let clock = RetryClock(
      now: live.now,
      sleep: { duration in
        sleeps.append(duration)
        try await live.sleep(duration)
      })
    let transport = ScriptedTransport { _ in throw Offline() }
    let sink = try makeSink(
      transport, clock,
      configuration(batchSize: 1, retry: failingRounds(maxDelay: .seconds(Int.max))),
      fallback: AwaitableLogSink())
    sink.write(record("offline"))
    try await within { await sleeps.waitForCount(1) }
    // The wait runs to the retry time, 100 years after the failure, less the moments since.
    let wait = try XCTUnwrap(sleeps.durations.first)
    XCTAssertLessThanOrEqual(wait, hundredYears)
    XCTAssertGreaterThan(wait, hundredYears - .seconds(60))
    await sink.abandon()
  }

  func testAnInt64MaxBatchAgeWaitsAHundredYearsForTheBatchToFill() async throws {
    for age in [Duration.seconds(Int64.max), .seconds(1e20), .seconds(Int64.max) * 18] {
      try? FileManager.default.removeItem(at: outbox)
      let transport = ScriptedTransport()
      let clock = SteppingClock()
      let sink = try makeSink(
        transport, clock.clock, configuration(batchSize: 10, maxBatchAge: age))
      sink.write(record("waits"))
      let waited = try await within { await clock.advanceToNextSleeper() }
      try await within { await transport.waitForRequests(1) }
      XCTAssertEqual(waited, hundredYears, "maxBatchAge \(age)")
      await sink.abandon()
    }
  }

  func testExtremeCountsStillDeliverARecord() async throws {
    for count in [Int.min, -1, 0, Int.max] {
      try? FileManager.default.removeItem(at: outbox)
      let transport = ScriptedTransport()
      var settings = configuration(batchSize: count, maxBatchAge: .zero, outboxLimit: count)
      settings.outboxByteLimit = count == Int.max ? count : 1 << 20
      let sink = try makeSink(transport, SteppingClock().clock, settings)
      let only = record("counted")
      sink.write(only)
      let flushed = try await within { await sink.flush(timeout: .seconds(60)) }
      XCTAssertTrue(flushed, "count \(count)")
      XCTAssertEqual(transport.postedIDs, [only.id], "count \(count)")
      await sink.abandon()
    }
  }
}

/// The waits a clock was asked for, awaitable.
private final class SleepLog: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [Duration] = []
  private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  var durations: [Duration] { lock.withLock { stored } }

  func append(_ duration: Duration) {
    let ready = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
      stored.append(duration)
      let ready = waiters.filter { $0.count <= stored.count }.map(\.continuation)
      waiters.removeAll { $0.count <= stored.count }
      return ready
    }
    for continuation in ready { continuation.resume() }
  }

  func waitForCount(_ count: Int) async {
    await withCheckedContinuation { continuation in
      let ready = lock.withLock { () -> Bool in
        if stored.count >= count { return true }
        waiters.append((count, continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }
}
