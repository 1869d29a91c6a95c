import Foundation

/// Sends error records to an OpenTelemetry collector (or any service that accepts OTLP/HTTP
/// JSON logs) in batches, keeping them in an on-disk outbox until the collector accepts them.
///
/// ```swift
/// let reporter = try HTTPLogSink(
///   endpoint: URL(string: "http://127.0.0.1:4318/v1/logs")!,
///   outboxDirectory: URL(fileURLWithPath: "data/error-outbox"))
/// let logger = ErrorLogger(sinks: [ConsoleLogSink(), reporter])
/// // … on exit:
/// _ = await reporter.flush(timeout: .seconds(3))
/// ```
///
/// - **Delivery**: at least once. ``write(_:)`` appends the record to the outbox, on disk,
///   before anything is sent; a record leaves the outbox only when the collector answered
///   (2xx, or a 4xx other than 429), so a collector that is down, a lost connection or a
///   process that is killed never loses a record — it is sent again later, possibly twice.
///   Every record carries its ``ErrorLogRecord/id`` as the `log.record.uid` attribute so the
///   server can drop duplicates. See <doc:RemoteReporting>.
/// - **Redirects**: not followed. A record is delivered only when the endpoint itself answers
///   2xx to the request that carried it; a 3xx is a failed attempt whose reason names the
///   status and the `Location` (user info hidden): point the endpoint at that URL.
/// - **Timeouts and bad answers**: every request ends within
///   ``Configuration/requestTimeout``, whatever the collector does (no answer, a trickle, an
///   endless body); an answer that is not well-formed HTTP/1.1 within its bounds (64 KiB of
///   headers, 64 KiB of body) is a failed attempt, never a crash.
/// - **Transport**: `http://` goes through the package's own HTTP/1.1 client on every
///   platform; `https://` through `URLSession` on Apple platforms. On Linux an `https://`
///   endpoint is refused with ``ConfigurationError/httpsUnavailable(_:)`` (the platform's
///   client can stop the process on a malformed answer): send to a local OpenTelemetry
///   Collector over `http://` and let it forward over TLS.
/// - **Batches**: a request carries up to ``Configuration/batchSize`` records and is sent when
///   that many wait, or when the oldest has waited ``Configuration/maxBatchAge``.
/// - **Failures**: a 5xx, a 429, a redirect or a network error is retried under
///   ``Configuration/retry``; another 4xx is not retried: its records are counted as
///   rejected and written to the fallback with one notice. A round of retries that ends
///   without success is reported, once for a run of identical failures (until a request is
///   answered); the records stay in the outbox and a new round starts.
/// - **Bounds**: ``Configuration/outboxLimit`` records and ``Configuration/outboxByteLimit``
///   bytes; past them, the oldest ``ErrorLevel/logOnly`` record goes first, each drop
///   counted and written to the fallback. A record larger than the byte bound is dropped
///   alone.
/// - **Disk**: a full disk, or an outbox directory removed while the app runs, loses no
///   record: the records stay in memory and are written again once the disk works.
/// - **Never blocks**: ``write(_:)`` only hands the record to a background task; encoding,
///   disk and network work happen there.
/// - **Fallback**: the sink's own failures go to `fallback`, or, when it was made with
///   `fallback: nil`, to the ``ErrorLogger/fallback`` of the first logger it is given to
///   (standard error until then).
///
/// One sink per outbox directory at a time, enforced: a second sink on a directory in use,
/// in this process or another, throws ``OutboxInUse``.
public final class HTTPLogSink: ErrorLogSink, FallbackAdopting, Sendable {
  private let state: DeliveryState
  private let worker: DeliveryWorker
  private let folderLock: OutboxLock
  private let task: Task<Void, Never>

  /// A sink posting to `endpoint`, keeping its outbox in `outboxDirectory` (created if
  /// needed). Records left in the outbox by an earlier run are read here, on the caller's
  /// thread, and sent first.
  ///
  /// ```swift
  /// let reporter = try HTTPLogSink(
  ///   endpoint: URL(string: "https://collector.example.com/v1/logs")!,
  ///   outboxDirectory: URL(fileURLWithPath: "data/error-outbox"),
  ///   configuration: .init(serviceName: "recorder", headers: ["Authorization": "Bearer t"]))
  /// ```
  ///
  /// - Parameters:
  ///   - endpoint: The OTLP/HTTP logs URL, such as `http://127.0.0.1:4318/v1/logs`.
  ///   - outboxDirectory: A directory the app owns, such as a folder in its data folder.
  ///   - configuration: Batching, bounds, retries and labels.
  ///   - fallback: Receives the sink's failure notices and the records it could not
  ///     deliver; `nil` (the default) takes the fallback of the first ``ErrorLogger`` the
  ///     sink is given to, and standard error until then.
  /// - Throws: A ``ConfigurationError`` for an endpoint the sink cannot send to (not
  ///   `http://` or `https://` with a host; `https://` on Linux) or a header it cannot send
  ///   as given; ``OutboxInUse`` when another sink, in this process or another, uses the
  ///   directory; another error when the directory cannot be created or the outbox cannot
  ///   be opened.
  public convenience init(
    endpoint: URL, outboxDirectory: URL, configuration: Configuration = .init(),
    fallback: (any ErrorLogSink)? = nil
  ) throws {
    try self.init(
      endpoint: endpoint, outboxDirectory: outboxDirectory, configuration: configuration,
      fallback: fallback, clock: ContinuousClock())
  }

  /// A sink whose waits run on `clock`: the age of a batch
  /// (``Configuration/maxBatchAge``), the waits between retries, and the time limit of
  /// ``flush(timeout:)``. With a test clock, a test drives them in virtual time.
  ///
  /// ```swift
  /// let clock = TestClock()  // ErrorFlowTesting; any `Clock` measured in `Duration` works
  /// let reporter = try HTTPLogSink(
  ///   endpoint: URL(string: "http://127.0.0.1:4318/v1/logs")!,
  ///   outboxDirectory: URL(fileURLWithPath: "data/error-outbox"), clock: clock)
  /// reporter.write(record)
  /// try await clock.waitForSleepers()  // the record waits for its batch to fill
  /// clock.advance(by: .seconds(5))  // the batch is old enough: it is sent now
  /// ```
  ///
  /// Requests themselves still run on the network, with ``Configuration/requestTimeout``
  /// measured by the network stack. Each wait is clamped to `0 ...`
  /// ``RetryPolicy/maximumDelay`` before it reaches the clock.
  ///
  /// - Parameters:
  ///   - endpoint: The OTLP/HTTP logs URL, such as `http://127.0.0.1:4318/v1/logs`.
  ///   - outboxDirectory: A directory the app owns, such as a folder in its data folder.
  ///   - configuration: Batching, bounds, retries and labels.
  ///   - fallback: Receives the sink's failure notices and the records it could not
  ///     deliver; `nil` takes the fallback of the first ``ErrorLogger`` the sink is given to.
  ///   - clock: Tells the time and runs the sink's waits; `ContinuousClock` in the other
  ///     initializer.
  /// - Throws: As the initializer without a clock.
  public convenience init(
    endpoint: URL, outboxDirectory: URL, configuration: Configuration = .init(),
    fallback: (any ErrorLogSink)? = nil, clock: some Clock<Duration>
  ) throws {
    let transport = try DefaultLogTransport.make(
      for: endpoint, timeout: configuration.normalized.requestTimeout)
    try self.init(
      endpoint: endpoint, outboxDirectory: outboxDirectory, configuration: configuration,
      fallback: fallback, transport: transport, clock: RetryClock(clock))
  }

  /// A sink that sends through `transport`: the app's own HTTP stack, or a wrapper around
  /// ``defaultTransport(for:timeout:)`` that counts, delays or refuses posts (a collector
  /// that is down, in a test or a demo).
  ///
  /// ```swift
  /// let endpoint = URL(string: "http://127.0.0.1:4318/v1/logs")!
  /// let configuration = HTTPLogSink.Configuration(serviceName: "recorder")
  /// let base = try HTTPLogSink.defaultTransport(
  ///   for: endpoint, timeout: configuration.requestTimeout)
  /// let reporter = try HTTPLogSink(
  ///   endpoint: endpoint, outboxDirectory: URL(fileURLWithPath: "data/error-outbox"),
  ///   configuration: configuration, transport: CountingTransport(base: base),
  ///   clock: ContinuousClock())
  /// ```
  ///
  /// The sink calls `transport` from its delivery task, one request at a time; see
  /// ``LogTransport`` for what a transport must do (never follow a redirect, end every
  /// request within its timeout).
  ///
  /// - Parameters:
  ///   - endpoint: The OTLP/HTTP logs URL the records are posted to.
  ///   - outboxDirectory: A directory the app owns, such as a folder in its data folder.
  ///   - configuration: Batching, bounds, retries and labels.
  ///   - fallback: Receives the sink's failure notices and the records it could not
  ///     deliver; `nil` takes the fallback of the first ``ErrorLogger`` the sink is given to.
  ///   - transport: Sends each request.
  ///   - clock: Tells the time and runs the sink's waits (`ContinuousClock()` in an app).
  /// - Throws: A ``ConfigurationError`` for a header the sink cannot send as given;
  ///   ``OutboxInUse`` when another sink uses the directory; another error when the
  ///   directory cannot be created or the outbox cannot be opened. The endpoint is not
  ///   checked: the transport decides what it can send to.
  public convenience init(
    endpoint: URL, outboxDirectory: URL, configuration: Configuration = .init(),
    fallback: (any ErrorLogSink)? = nil, transport: any LogTransport, clock: some Clock<Duration>
  ) throws {
    try self.init(
      endpoint: endpoint, outboxDirectory: outboxDirectory, configuration: configuration,
      fallback: fallback, transport: transport, clock: RetryClock(clock))
  }

  /// The transport the other initializers use for `endpoint`: the package's own HTTP/1.1
  /// client for `http://` on every platform, and the platform's TLS client for `https://`
  /// where it is safe to use. Wrap it to count, delay or refuse posts, and hand the wrapper to
  /// ``init(endpoint:outboxDirectory:configuration:fallback:transport:clock:)``.
  ///
  /// ```swift
  /// let base = try HTTPLogSink.defaultTransport(
  ///   for: URL(string: "http://127.0.0.1:4318/v1/logs")!, timeout: .seconds(10))
  /// ```
  ///
  /// - Parameters:
  ///   - endpoint: The collector's URL.
  ///   - timeout: The sink's request timeout (``Configuration/requestTimeout``).
  /// - Returns: The transport.
  /// - Throws: ``ConfigurationError/unsupportedEndpoint(_:)`` for a URL that is not
  ///   `http://` or `https://` with a host, and ``ConfigurationError/httpsUnavailable(_:)``
  ///   for `https://` where the platform's client is not safe to use (Linux).
  public static func defaultTransport(
    for endpoint: URL, timeout: Duration
  ) throws(ConfigurationError) -> any LogTransport {
    try DefaultLogTransport.make(for: endpoint, timeout: timeout)
  }

  /// A sink with its own transport and a clock built from closures, for the package's tests.
  /// The headers are checked as by the public initializer.
  package init(
    endpoint: URL, outboxDirectory: URL, configuration: Configuration,
    fallback: (any ErrorLogSink)?, transport: any LogTransport, clock: RetryClock
  ) throws {
    let configuration = configuration.normalized
    try configuration.validateHeaders()
    let outbox = try LogOutbox(
      directory: outboxDirectory,
      arrival: clock.now().saturatingSubtracting(configuration.maxBatchAge))
    let state = DeliveryState(
      fallback: fallback, memoryLimit: configuration.outboxLimit, loaded: outbox.entries.count)
    let worker = DeliveryWorker(
      endpoint: endpoint, configuration: configuration, outbox: outbox, state: state,
      transport: transport, clock: clock)
    self.state = state
    self.worker = worker
    folderLock = outbox.lock
    task = Task.detached(priority: .utility) { await worker.run() }
  }

  /// Stops the background task: nothing more is sent, waiting flushes return `false`, and
  /// records already handed over are written to the outbox for the next run.
  deinit {
    // A new sink on the directory waits for the worker to let go of it.
    folderLock.markStopping()
    worker.stop()
    task.cancel()
  }

  /// Hands `record` to the background task and returns at once: no disk or network work
  /// happens on the caller's thread.
  ///
  /// ```swift
  /// reporter.write(ErrorLogRecord(error))
  /// ```
  ///
  /// - Parameter record: The record.
  public func write(_ record: ErrorLogRecord) {
    state.enqueue(record)
    worker.wake()
  }

  /// What the sink holds and has done: pending, delivered, dropped and rejected records,
  /// and the latest failure.
  ///
  /// ```swift
  /// print("reports queued: \(reporter.status.pending)")
  /// ```
  public var status: Status { state.status }

  /// Sends everything written so far now, without waiting for batches to fill or for the
  /// current retry wait to end, and returns when all of it was settled or `timeout` passed.
  /// Call it when the app exits; what is not delivered in time stays in the outbox for the
  /// next run. Before its time limit starts, it waits until every record written before the
  /// call is in the outbox (disk work only, no network), so an app that exits right after it
  /// loses nothing it logged.
  ///
  /// ```swift
  /// let delivered = await reporter.flush(timeout: .seconds(3))
  /// if !delivered { print("reports kept for the next run: \(reporter.status.pending)") }
  /// ```
  ///
  /// - Parameter timeout: The longest to wait.
  /// - Returns: `true` when every record written before the call was delivered, rejected or
  ///   dropped (none is left pending); `false` on timeout or when the calling task is
  ///   cancelled.
  public func flush(timeout: Duration) async -> Bool {
    await worker.flush(timeout: timeout)
  }

  /// Stops the background task as a killed process would stop it — nothing more is sent and
  /// no flush is made; records already handed over are written to the outbox — and returns
  /// once the task has ended.
  package func abandon() async {
    folderLock.markStopping()
    worker.stop()
    task.cancel()
    await task.value
  }

  package func adoptFallback(_ fallback: any ErrorLogSink) {
    state.adoptFallback(fallback)
  }
}
