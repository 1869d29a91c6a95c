/// What an ``ErrorBus`` has done so far.
///
/// ```swift
/// let counters = bus.counters
/// print(counters.published, counters.delivered, counters.coalesced, counters.dropped)
/// ```
public struct ErrorBusCounters: Sendable, Hashable, CustomStringConvertible {
  /// Errors published to the bus.
  ///
  /// ```swift
  /// XCTAssertEqual(bus.counters.published, 10)
  /// ```
  public var published = 0

  /// Notices handed to subscribers.
  ///
  /// ```swift
  /// XCTAssertEqual(bus.counters.delivered, 1)
  /// ```
  public var delivered = 0

  /// Errors merged into another notice (counted in its ``ErrorNotice/count``), or a repeated
  /// session expiry after the sign-out.
  ///
  /// ```swift
  /// XCTAssertEqual(bus.counters.coalesced, 9)
  /// ```
  public var coalesced = 0

  /// Notices dropped because a buffer was full; each one is logged.
  ///
  /// ```swift
  /// XCTAssertEqual(bus.counters.dropped, 0)
  /// ```
  public var dropped = 0

  /// Errors that are never shown (cancelled, `logOnly`, no user message): logged only.
  ///
  /// ```swift
  /// XCTAssertEqual(bus.counters.silenced, 1)  // a cancelled load
  /// ```
  public var silenced = 0

  /// Subscribers of ``ErrorBus/notices`` right now.
  ///
  /// ```swift
  /// XCTAssertEqual(bus.counters.liveSubscribers, 1)
  /// ```
  public var liveSubscribers = 0

  /// Zero everywhere.
  ///
  /// ```swift
  /// XCTAssertEqual(bus.counters, ErrorBusCounters(published: 1, delivered: 1))
  /// ```
  ///
  /// - Parameters:
  ///   - published: Errors published.
  ///   - delivered: Notices delivered.
  ///   - coalesced: Errors merged.
  ///   - dropped: Notices dropped.
  ///   - silenced: Errors never shown.
  ///   - liveSubscribers: Current subscribers.
  public init(
    published: Int = 0, delivered: Int = 0, coalesced: Int = 0, dropped: Int = 0,
    silenced: Int = 0, liveSubscribers: Int = 0
  ) {
    self.published = published
    self.delivered = delivered
    self.coalesced = coalesced
    self.dropped = dropped
    self.silenced = silenced
    self.liveSubscribers = liveSubscribers
  }

  /// `published 3, delivered 1, …`.
  ///
  /// ```swift
  /// print(bus.counters)
  /// ```
  public var description: String {
    "published \(published), delivered \(delivered), coalesced \(coalesced), "
      + "dropped \(dropped), silenced \(silenced), subscribers \(liveSubscribers)"
  }
}
