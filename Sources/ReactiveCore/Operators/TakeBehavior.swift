/// Whether `take(while:)` and `take(until:)` also send the element that ends them.
///
/// ```swift
/// Observable.of(1, 2, 3).take(while: { $0 < 2 }, behavior: .inclusive)  // 1, 2
/// ```
public enum TakeBehavior: Sendable {
  /// Sends the element that ends the sequence, then completes.
  case inclusive
  /// Completes without sending the element that ends the sequence.
  case exclusive
}
