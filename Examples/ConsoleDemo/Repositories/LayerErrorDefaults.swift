import ErrorFlow

/// The parts every demo layer error shares: `cancelled` and `unknown` are not domain errors,
/// and the identity used for coalescing is the case name, never a varying detail.
protocol DemoLayerError: LayerError {
  /// The case name, stable across runs (`"offline"`, `"diskFull"`...).
  var caseName: String { get }
}

extension DemoLayerError {
  var appErrorKind: AppError.Kind {
    if isCancelledCase { return .cancelled }
    if case .some(let error) = unknownError { return .unknown(error) }
    return .domain(self)
  }

  var identityKey: String { "\(Self.self).\(caseName)" }

  private var isCancelledCase: Bool { caseName == "cancelled" }

  private var unknownError: (any Error)? {
    caseName == "unknown" ? underlyingError : nil
  }
}
