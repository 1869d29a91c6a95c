/// Carries a value that is not `Sendable` into a `Task` (or out of a `sending` position).
///
/// The core lets `Element` and user closures be non-`Sendable`, as RxSwift does; the
/// concurrency bridges still have to hand them to a `Task` or an `AsyncStream`, which the
/// compiler only accepts for `Sendable` (or provably disconnected) values. Every use of this
/// box is a hand-over with no concurrent access from the core itself: one subscription's task
/// is the only code that touches the boxed value after the hand-over, and events reach the
/// observer serially (contract 2). The user's own values keep RxSwift's rules: a value shared
/// by the user between threads is the user's to protect.
// unchecked Sendable: `value` is not Sendable by design: each use hands it to one task or thread
// that alone touches it (see the doc comment)
package struct UncheckedSendableBox<Value>: @unchecked Sendable {
  /// The carried value.
  package let value: Value

  /// Boxes `value`.
  package init(_ value: Value) {
    self.value = value
  }
}
