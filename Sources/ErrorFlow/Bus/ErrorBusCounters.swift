/// What an ``ErrorBus`` has done so far.
///
/// Every published error is accounted for exactly once. An error either becomes a notice of
/// its own (the first of its identity key, or the first repeat, which becomes the follow-up
/// notice), or is folded into another notice and counted in ``coalesced``, or is never shown
/// and counted in ``silenced``. A notice is then ``delivered``, ``dropped`` or still
/// ``pending``. The bus changes and reads its counters under one lock, so at any moment:
///
/// `published == delivered + coalesced + silenced + dropped + pending`
///
/// and once every notice has been shown (`pending == 0`), the familiar
/// `published == delivered + coalesced + silenced + dropped`.
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

  /// Notices received by a view — its handler was called for it, on the view's own scheduler
  /// for ``ErrorBus/subscribe(on:onNotice:)`` — each counted once, however many views received
  /// it. A notice still on its way to a view is ``pending``, not delivered; an alert whose
  /// view left without acknowledging it is taken back: pending again (and no longer counted
  /// here) until the next view receives it.
  ///
  /// ```swift
  /// XCTAssertEqual(bus.counters.delivered, 1)
  /// ```
  public var delivered = 0

  /// Errors that got no notice of their own: folded into another notice (a notice of
  /// ``ErrorNotice/count`` `n` accounts for `n - 1` of them; a notice later merged into an
  /// identical queued alert adds one more), or a repeated session expiry after the sign-out.
  ///
  /// ```swift
  /// XCTAssertEqual(bus.counters.coalesced, 9)
  /// ```
  public var coalesced = 0

  /// Notices dropped because the buffer or the alert queue was full (the least important,
  /// oldest first); each one is logged. The errors folded into a dropped notice stay counted
  /// in ``coalesced``.
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

  /// Notices not yet delivered: waiting in the buffer for a view, in a view's queue for its
  /// turn, in the alert queue behind the current alert, or as a follow-up until its coalescing
  /// window ends.
  ///
  /// ```swift
  /// XCTAssertEqual(bus.counters.pending, 0)  // everything was shown
  /// ```
  public var pending = 0

  /// Views bound right now: subscriptions of ``ErrorBus/subscribe(on:onNotice:)`` and of
  /// ``ErrorBus/notices``.
  ///
  /// ```swift
  /// XCTAssertEqual(bus.counters.liveSubscribers, 1)
  /// ```
  public var liveSubscribers = 0

  /// Zero everywhere unless given.
  ///
  /// ```swift
  /// XCTAssertEqual(bus.counters, ErrorBusCounters(published: 1, delivered: 1))
  /// ```
  ///
  /// - Parameters:
  ///   - published: Errors published.
  ///   - delivered: Notices delivered.
  ///   - coalesced: Errors folded into another notice.
  ///   - dropped: Notices dropped.
  ///   - silenced: Errors never shown.
  ///   - pending: Notices not yet delivered.
  ///   - liveSubscribers: Current subscribers.
  public init(
    published: Int = 0, delivered: Int = 0, coalesced: Int = 0, dropped: Int = 0,
    silenced: Int = 0, pending: Int = 0, liveSubscribers: Int = 0
  ) {
    self.published = published
    self.delivered = delivered
    self.coalesced = coalesced
    self.dropped = dropped
    self.silenced = silenced
    self.pending = pending
    self.liveSubscribers = liveSubscribers
  }

  /// Whether every published error is accounted for:
  /// `published == delivered + coalesced + silenced + dropped + pending`.
  ///
  /// ```swift
  /// XCTAssertTrue(bus.counters.addsUp)
  /// ```
  public var addsUp: Bool { published == delivered + coalesced + silenced + dropped + pending }

  /// `published 3, delivered 1, …`.
  ///
  /// ```swift
  /// print(bus.counters)
  /// ```
  public var description: String {
    "published \(published), delivered \(delivered), coalesced \(coalesced), "
      + "dropped \(dropped), silenced \(silenced), pending \(pending), "
      + "subscribers \(liveSubscribers)"
  }
}
