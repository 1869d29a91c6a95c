import ErrorFlow

/// What every demo layer error adds to `LayerError`: the identity the `ErrorBus` coalesces
/// duplicates by is the type and its case name (`LayerError.caseName`), never a varying detail
/// such as a path or a timing that the default identity (the whole description) would hold.
protocol DemoLayerError: LayerError {}

extension DemoLayerError {
  var identityKey: String { "\(Self.self).\(caseName)" }
}
