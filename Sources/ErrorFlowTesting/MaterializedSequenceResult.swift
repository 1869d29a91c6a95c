/// How a blocking sequence ended, with the elements it produced, as in RxBlocking.
///
/// ```swift
/// switch Observable.of(1, 2).toBlocking(timeout: 1).materialize() {
/// case .completed(let elements): print(elements)  // [1, 2]
/// case .failed(let elements, let error): print(elements, error)
/// }
/// ```
public enum MaterializedSequenceResult<T> {
  /// The sequence completed after producing `elements`.
  case completed(elements: [T])
  /// The sequence failed (or timed out, with `RxError.timeout`) after producing `elements`.
  case failed(elements: [T], error: Error)
}

extension MaterializedSequenceResult: CustomStringConvertible {
  /// `completed([1, 2])` or `failed([1], error: TestError(1))`.
  ///
  /// ```swift
  /// print(Observable.of(1).toBlocking().materialize())  // completed([1])
  /// ```
  public var description: String {
    switch self {
    case .completed(let elements): return "completed(\(elements))"
    case .failed(let elements, let error): return "failed(\(elements), error: \(error))"
    }
  }
}
