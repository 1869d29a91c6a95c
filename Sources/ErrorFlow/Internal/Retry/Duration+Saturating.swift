/// Arithmetic on the `Duration`s an app hands in, that never traps.
///
/// A `Duration` holds 128 bits of attoseconds (about ±1.7e20 seconds), yet `+` and `-` trap
/// on overflow, `components` traps ("Not enough bits") once the seconds leave `Int64`,
/// `.seconds(_: Double)` traps on a NaN, an infinity or a value past the range, and
/// `Task.sleep` traps on `.seconds(Int64.max)`. Every delay the package computes from a
/// setting or a clock goes through these helpers instead.
extension Duration {
  /// The largest magnitude the saturating helpers produce: `Int64.max` seconds (about 292
  /// billion years). Two such values add without overflow, and `components` of any value
  /// within it fits.
  package static let saturationLimit = Duration.seconds(Int64.max)

  /// The duration clamped to `-saturationLimit ... saturationLimit`.
  package var saturated: Duration {
    min(max(self, .zero - Self.saturationLimit), Self.saturationLimit)
  }

  /// `self + other`, clamped to `±saturationLimit` instead of trapping.
  package func saturatingAdding(_ other: Duration) -> Duration {
    (saturated + other.saturated).saturated
  }

  /// `self - other`, clamped to `±saturationLimit` instead of trapping.
  package func saturatingSubtracting(_ other: Duration) -> Duration {
    (saturated - other.saturated).saturated
  }

  /// The duration as a wait: clamped to `0 ... RetryPolicy.maximumDelay`.
  var clampedWait: Duration {
    min(max(self, .zero), RetryPolicy.maximumDelay)
  }

  /// `seconds` as a duration, clamped to `±saturationLimit`; NaN is zero.
  static func saturatingSeconds(_ seconds: Double) -> Duration {
    guard !seconds.isNaN else { return .zero }
    // 9e18 is inside `Int64.max` seconds and exactly representable as a `Double`.
    let limit = 9e18
    return .seconds(min(max(seconds, -limit), limit))
  }

  /// The duration in seconds, as a `Double`; saturated first, so it never traps.
  var inSeconds: Double {
    let parts = saturated.components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
  }
}
