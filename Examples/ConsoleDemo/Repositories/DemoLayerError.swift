import ErrorFlow

/// What every demo layer error adds to `LayerError`: a stable case name, used as the identity
/// the `ErrorBus` coalesces duplicates by (never a varying detail such as a path or a timing).
protocol DemoLayerError: LayerError {
  /// The case name, stable across runs (`"offline"`, `"diskFull"`...).
  var caseName: String { get }
}

extension DemoLayerError {
  var identityKey: String { "\(Self.self).\(caseName)" }
}
