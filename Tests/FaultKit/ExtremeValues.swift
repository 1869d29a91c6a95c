extension FaultKit {
  /// The extreme values a setting can take: every `Duration`, count and fraction here is one
  /// an app can write, and none may make a component trap, hang or misbehave.
  ///
  /// A test iterates them over every entry point that takes such a value, and asserts the
  /// clamped result exactly:
  ///
  /// ```swift
  /// for base in FaultKit.ExtremeValues.durations {
  ///   for index in FaultKit.ExtremeValues.counts {
  ///     let ceiling = RetryPolicy(baseDelay: base).ceiling(forRetry: index)
  ///     XCTAssertGreaterThanOrEqual(ceiling, .zero)
  ///   }
  /// }
  /// ```
  ///
  /// Why these: `Duration` holds 128 bits of attoseconds (about ±1.7e20 seconds), but
  /// `Duration.components` traps ("Not enough bits") once the seconds leave `Int64`, a
  /// `Double` of seconds rounds `Int64.max` up to 2^63, `Task.sleep` converts to
  /// nanoseconds, and `DispatchTimeInterval.seconds(_:)` multiplies into an `Int64`. Each
  /// value below sits on, just inside or just past one of those edges.
  public enum ExtremeValues {
    /// Durations: zero, the smallest steps either side of it, ordinary values, the edges of
    /// the `Int64` seconds and nanoseconds, and values past them up to near the end of
    /// `Duration`'s own range.
    public static let durations: [Duration] = [
      .zero,
      Duration(secondsComponent: 0, attosecondsComponent: 1),
      Duration(secondsComponent: 0, attosecondsComponent: -1),
      .nanoseconds(1),
      .nanoseconds(-1),
      .milliseconds(500),
      .seconds(1),
      .seconds(-1),
      .seconds(60),
      .seconds(3_155_760_000),  // 100 years of 365.25 days
      .seconds(3_155_760_001),
      .nanoseconds(Int64.max),  // about 292 years: the most `Int64` nanoseconds hold
      .nanoseconds(Int64.min),
      .seconds(Int64.max),
      .seconds(Int64.min),
      .seconds(Int.max),
      Duration(secondsComponent: Int64.max, attosecondsComponent: 999_999_999_999_999_999),
      Duration(secondsComponent: Int64.min, attosecondsComponent: -999_999_999_999_999_999),
      Duration(secondsComponent: 0, attosecondsComponent: Int64.max),
      Duration(secondsComponent: 0, attosecondsComponent: Int64.min),
      .seconds(1e20),
      .seconds(-1e20),
      .seconds(Int64.max) * 18,  // about 1.66e38 attoseconds: near the end of the range
      .seconds(Int64.min) * 18,
    ]

    /// Counts (attempts, retry indexes, batch sizes, limits): both ends of `Int`, the
    /// numbers around zero, and the powers of two where a doubling leaves `Int64` or `Double`
    /// stops being exact.
    public static let counts: [Int] = [
      .min, .min + 1, -1_000, -1, 0, 1, 2, 3, 31, 32, 61, 62, 63, 64, 65, 127, 128, 1_023,
      1_024, 1_025, Int(Int32.max), .max - 1, .max,
    ]

    /// Fractions (a jitter source's answers): the unit interval's ends, values just inside
    /// and outside it, and the values a `Double` computation can produce by accident.
    public static let fractions: [Double] = [
      0, -0.0, 1, 0.5, .ulpOfOne, 1 - .ulpOfOne / 2, 1 + .ulpOfOne, -1, 2,
      .leastNonzeroMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity,
      -.infinity, .nan,
    ]

    /// Seconds since 1970 a clock or scheduler can report: ordinary dates, the distant past
    /// and future, and values far past what a `Duration` holds.
    public static let secondsSince1970: [Double] = [
      0, 1_700_000_000, -62_135_596_800, 64_092_211_200, 1e20, -1e20, 1e300, -1e300,
      .greatestFiniteMagnitude, .infinity, -.infinity, .nan,
    ]
  }
}
